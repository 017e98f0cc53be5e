// GraphQL operations of the back-office content editor (lectures, parts, quiz questions) and of
// its student preview, which reads the course player's field so it shows exactly what students get.
import { graphql } from '../../gql/index.ts';

export const COURSE_CONTENT_QUERY = graphql(`
  query CourseContent($courseId: ID!) {
    course(id: $courseId) {
      id
      name
      state
      isPublished
    }
    courseLectures(courseId: $courseId) {
      id
      title
      position
      minimumSeconds
      parts {
        id
        position
        type
        layout
        content {
          heading
          text
          imageUrl
          imageAlt
          caption
          videoUrl
          videoTitle
          columns {
            text
            imageUrl
            imageAlt
          }
        }
        questions {
          id
          prompt
          choices
          correctIndex
          explanation
        }
      }
    }
  }
`);

export const CREATE_LECTURE_MUTATION = graphql(`
  mutation CreateLecture($input: CreateLectureInput!) {
    createLecture(input: $input) {
      id
    }
  }
`);

export const UPDATE_LECTURE_MUTATION = graphql(`
  mutation UpdateLecture($id: ID!, $input: UpdateLectureInput!) {
    updateLecture(id: $id, input: $input) {
      id
      title
      minimumSeconds
    }
  }
`);

export const DELETE_LECTURE_MUTATION = graphql(`
  mutation DeleteLecture($id: ID!) {
    deleteLecture(id: $id) {
      id
    }
  }
`);

export const MOVE_LECTURE_MUTATION = graphql(`
  mutation MoveLecture($id: ID!, $direction: MoveDirection!) {
    moveLecture(id: $id, direction: $direction) {
      id
      position
    }
  }
`);

export const CREATE_LECTURE_PART_MUTATION = graphql(`
  mutation CreateLecturePart($input: CreateLecturePartInput!) {
    createLecturePart(input: $input) {
      id
    }
  }
`);

export const UPDATE_LECTURE_PART_MUTATION = graphql(`
  mutation UpdateLecturePart($id: ID!, $input: UpdateLecturePartInput!) {
    updateLecturePart(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_LECTURE_PART_MUTATION = graphql(`
  mutation DeleteLecturePart($id: ID!) {
    deleteLecturePart(id: $id) {
      id
    }
  }
`);

export const MOVE_LECTURE_PART_MUTATION = graphql(`
  mutation MoveLecturePart($id: ID!, $direction: MoveDirection!) {
    moveLecturePart(id: $id, direction: $direction) {
      id
      position
    }
  }
`);

export const CREATE_QUIZ_QUESTION_MUTATION = graphql(`
  mutation CreateLectureQuizQuestion($partId: ID!, $input: CreateLectureQuizQuestionInput!) {
    createLectureQuizQuestion(partId: $partId, input: $input) {
      id
    }
  }
`);

export const UPDATE_QUIZ_QUESTION_MUTATION = graphql(`
  mutation UpdateLectureQuizQuestion($id: ID!, $input: UpdateLectureQuizQuestionInput!) {
    updateLectureQuizQuestion(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_QUIZ_QUESTION_MUTATION = graphql(`
  mutation DeleteLectureQuizQuestion($id: ID!) {
    deleteLectureQuizQuestion(id: $id) {
      id
    }
  }
`);
