// GraphQL operations of the back-office course screen.
import { graphql } from '../../gql/index.ts';

export const ADMIN_COURSES_QUERY = graphql(`
  query AdminCourses($state: String) {
    courses(state: $state, doShowUnpublished: true) {
      id
      state
      category
      audience
      name
      summary
      description
      requiredSeconds
      dailyCapSeconds
      minDays
      minimumDays
      quizPassPercent
      instructionMinSeconds
      lectureMinimumEnforced
      quizFeedback
      quizRetryWaitSeconds
      priceCents
      certificateTypeId
      isPublished
      path
      offerings {
        id
        format
        location
        externalCourseId
      }
    }
  }
`);

export const CREATE_COURSE_MUTATION = graphql(`
  mutation CreateCourse($input: CreateCourseInput!) {
    createCourse(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_COURSE_MUTATION = graphql(`
  mutation UpdateCourse($id: ID!, $input: UpdateCourseInput!) {
    updateCourse(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const PUT_COURSE_OFFERING_MUTATION = graphql(`
  mutation PutCourseOffering($id: ID, $input: CourseOfferingInput!) {
    putCourseOffering(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_COURSE_OFFERING_MUTATION = graphql(`
  mutation DeleteCourseOffering($id: ID!) {
    deleteCourseOffering(id: $id) {
      id
    }
  }
`);

export const COURSE_CERTIFICATE_TYPES_QUERY = graphql(`
  query CourseCertificateTypes {
    certificateTypes {
      id
      label
      usStateId
    }
  }
`);
