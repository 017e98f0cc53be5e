import { graphql } from '../../gql/gql.ts';

export const LESSON_TYPES_QUERY = graphql(`
  query LessonTypes {
    lessonTypes {
      id
      name
      label
      durationMinutes
      description
    }
  }
`);

export const CREATE_LESSON_TYPE_MUTATION = graphql(`
  mutation CreateLessonType($input: CreateLessonTypeInput!) {
    createLessonType(input: $input) {
      id
      label
    }
  }
`);

export const UPDATE_LESSON_TYPE_MUTATION = graphql(`
  mutation UpdateLessonType($id: ID!, $input: UpdateLessonTypeInput!) {
    updateLessonType(id: $id, input: $input) {
      id
      label
      durationMinutes
      description
    }
  }
`);

export const DELETE_LESSON_TYPE_MUTATION = graphql(`
  mutation DeleteLessonType($id: ID!) {
    deleteLessonType(id: $id) {
      id
    }
  }
`);
