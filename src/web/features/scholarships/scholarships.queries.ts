// GraphQL operations of the public scholarship form and the back-office review screen.
import { graphql } from '../../gql/index.ts';

export const SCHOLARSHIP_COURSE_QUERY = graphql(`
  query ScholarshipCourse($id: ID!) {
    course(id: $id) {
      id
      name
      state
      path
    }
  }
`);

/** The published courses a family may apply for, when the link names none. */
export const SCHOLARSHIP_COURSES_QUERY = graphql(`
  query ScholarshipCourses {
    courses {
      id
      name
      state
      path
    }
  }
`);

export const APPLY_FOR_SCHOLARSHIP_MUTATION = graphql(`
  mutation ApplyForScholarship(
    $userName: String!
    $email: String!
    $dob: String!
    $scholarshipAnswer: String!
    $courseId: ID!
  ) {
    applyForScholarship(
      userName: $userName
      email: $email
      dob: $dob
      scholarshipAnswer: $scholarshipAnswer
      courseId: $courseId
    ) {
      id
      status
    }
  }
`);

export const SCHOLARSHIP_APPLICATIONS_QUERY = graphql(`
  query ScholarshipApplications($status: ScholarshipStatus) {
    scholarshipApplications(status: $status) {
      id
      courseName
      userName
      email
      dob
      scholarshipAnswer
      status
      voucherCode
      declineReason
      reviewedByName
      createdAt
    }
  }
`);

export const GRANT_SCHOLARSHIP_MUTATION = graphql(`
  mutation GrantScholarship($id: ID!) {
    grantScholarship(id: $id) {
      id
      status
      voucherCode
    }
  }
`);

export const DECLINE_SCHOLARSHIP_MUTATION = graphql(`
  mutation DeclineScholarship($id: ID!, $reason: String!) {
    declineScholarship(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
