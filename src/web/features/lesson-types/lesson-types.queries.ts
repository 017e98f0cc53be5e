import { graphql } from '../../gql/gql.ts';

export const LESSON_TYPES_QUERY = graphql(`
  query LessonTypes {
    lessonTypes {
      id
      name
      label
      durationMinutes
      description
      testProductId
    }
  }
`);

/** The fee products a road or DMV test may sell online (one unit per booked test). */
export const FEE_PRODUCTS_QUERY = graphql(`
  query LessonTypeFeeProducts {
    products(filter: { type: fee }, pageQuery: { first: 100 }) {
      edges {
        node {
          id
          name
        }
      }
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
      testProductId
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
