// GraphQL operations of the back-office cohort screens.
import { graphql } from '../../gql/index.ts';

export const COURSE_COHORTS_QUERY = graphql(`
  query CourseCohorts($courseId: ID!, $doShowClosed: Boolean) {
    course(id: $courseId) {
      id
      name
      state
    }
    cohorts(courseId: $courseId, doShowClosed: $doShowClosed) {
      id
      name
      description
      startDate
      endDate
      timeZone
      maxEnrollees
      numEnrolled
      isOpen
      isEnrollmentOpen
      sessions {
        id
        name
        startTime
        endTime
      }
    }
  }
`);

export const COHORT_ROSTER_QUERY = graphql(`
  query CohortRoster($cohortId: ID!) {
    cohortRoster(cohortId: $cohortId) {
      cohort {
        id
        courseId
        name
        description
        startDate
        endDate
        timeZone
        maxEnrollees
        numEnrolled
        isOpen
        isEnrollmentOpen
        sessions {
          id
          name
          startTime
          endTime
        }
      }
      students {
        studentId
        name
        email
        attendance {
          sessionId
          attendance
        }
      }
    }
  }
`);

export const CREATE_COHORT_MUTATION = graphql(`
  mutation CreateCohort($input: CreateCohortInput!) {
    createCohort(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_COHORT_MUTATION = graphql(`
  mutation UpdateCohort($id: ID!, $input: UpdateCohortInput!) {
    updateCohort(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DELETE_COHORT_MUTATION = graphql(`
  mutation DeleteCohort($id: ID!) {
    deleteCohort(id: $id) {
      id
    }
  }
`);

export const PUT_COHORT_SESSION_MUTATION = graphql(`
  mutation PutCohortSession($id: ID, $input: PutCohortSessionInput!) {
    putCohortSession(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_COHORT_SESSION_MUTATION = graphql(`
  mutation DeleteCohortSession($id: ID!) {
    deleteCohortSession(id: $id) {
      id
    }
  }
`);

export const ENROLL_STUDENT_IN_COHORT_MUTATION = graphql(`
  mutation EnrollStudentInCohort($cohortId: ID!, $studentId: ID!) {
    enrollStudentInCohort(cohortId: $cohortId, studentId: $studentId) {
      id
      numEnrolled
    }
  }
`);

export const REMOVE_STUDENT_FROM_COHORT_MUTATION = graphql(`
  mutation RemoveStudentFromCohort($cohortId: ID!, $studentId: ID!) {
    removeStudentFromCohort(cohortId: $cohortId, studentId: $studentId) {
      id
      numEnrolled
    }
  }
`);

export const SET_COHORT_ATTENDANCE_MUTATION = graphql(`
  mutation SetCohortAttendance($sessionId: ID!, $studentId: ID!, $attendance: CohortAttendance!) {
    setCohortAttendance(sessionId: $sessionId, studentId: $studentId, attendance: $attendance) {
      sessionId
      studentId
      attendance
    }
  }
`);

export const PUBLIC_COHORTS_QUERY = graphql(`
  query PublicCohorts($courseId: ID!) {
    cohorts(courseId: $courseId) {
      id
      name
      description
      startDate
      endDate
      timeZone
      maxEnrollees
      numEnrolled
      isEnrollmentOpen
      sessions {
        id
        name
        startTime
        endTime
      }
    }
  }
`);
