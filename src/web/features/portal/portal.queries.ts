// The student portal's operations: the caller's own student records, their lessons with the
// caller's review of each, and the review itself.
import { graphql } from '../../gql/index.ts';

export const MY_STUDENTS_QUERY = graphql(`
  query PortalMyStudents {
    myStudents {
      id
      name
    }
  }
`);

export const PORTAL_LESSONS_QUERY = graphql(`
  query PortalLessons($studentId: ID!) {
    lessons(studentId: $studentId, first: 100) {
      totalCount
      edges {
        node {
          id
          status
          startTime
          endTime
          durationMinutes
          instructor {
            id
            name
            timeZone
          }
          lessonType {
            id
            label
          }
          pickup {
            meetingPointLabel
            location
          }
          students {
            studentId
            pickupDetails
            attendance
            removedAt
          }
          cancellations {
            studentId
          }
          myReview {
            id
            rating
            status
          }
        }
      }
    }
  }
`);

export const REVIEW_INSTRUCTOR_MUTATION = graphql(`
  mutation PortalReviewInstructor($lessonId: ID!, $rating: Int!, $text: String) {
    reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) {
      id
      rating
      status
    }
  }
`);

/** "My family": each record the account holds, with what a parent checks at a glance. */
export const PORTAL_FAMILY_QUERY = graphql(`
  query PortalFamily {
    myStudents {
      id
      name
      dob
      age
      usStateId
      userId
      signInEmail
    }
  }
`);

export const ADD_TEEN_MUTATION = graphql(`
  mutation PortalAddTeen($input: CreateMyStudentInput!) {
    createMyStudent(input: $input) {
      id
      name
    }
  }
`);
