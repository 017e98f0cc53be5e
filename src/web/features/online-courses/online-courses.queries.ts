import { graphql, type DocumentType } from '../../gql/gql.ts';

export const ONLINE_ENROLLMENT_FIELDS = graphql(`
  fragment OnlineEnrollmentFields on OnlineCourseEnrollment {
    id
    name
    enrolled
    status
    courseId
    courseState
    courseCategory
    enrolledAt
    endedAt
    endedReason
    identityCheck {
      asksQuestions
      answered
      asked
      passed
      missed
      maxMisses
    }
    migratedFromId
    timeZone
    requiredSeconds
    dailyCapSeconds
    minDays
    creditedSeconds
    creditedDays
    seatTimeComplete
    earliestCompletionDate
    days {
      day
      rawSeconds
      patchSeconds
      adjustedSeconds
      creditedSeconds
      capReached
    }
    patches {
      id
      day
      seconds
      reason
      createdBy
      createdAt
    }
    percentComplete
    percentTestsPassed
    completed
    completedAt
    certificateId
    currentLecture {
      id
      title
    }
    tests {
      partId
      number
      lectureTitle
      numCorrect
      totalQuestions
      passed
      attempts
    }
  }
`);

export type OnlineEnrollment = DocumentType<typeof ONLINE_ENROLLMENT_FIELDS>;

export const STUDENT_ONLINE_COURSES_QUERY = graphql(`
  query StudentOnlineCourses($studentId: ID!) {
    studentOnlineCourses(studentId: $studentId) {
      ...OnlineEnrollmentFields
    }
  }
`);

export const ENROLLABLE_COURSES_QUERY = graphql(`
  query EnrollableCourses($state: String) {
    courses(state: $state) {
      id
      state
      category
      name
      requiredSeconds
      dailyCapSeconds
      offerings {
        format
      }
    }
  }
`);

export const ENROLL_MUTATION = graphql(`
  mutation EnrollStudentToOnlineCourse($input: EnrollStudentToOnlineCourseInput!) {
    enrollStudentToOnlineCourse(input: $input) {
      ...OnlineEnrollmentFields
    }
  }
`);

export const UNENROLL_MUTATION = graphql(`
  mutation UnenrollStudentFromOnlineCourse($id: ID!) {
    unenrollStudentFromOnlineCourse(id: $id) {
      ...OnlineEnrollmentFields
    }
  }
`);

export const MIGRATE_MUTATION = graphql(`
  mutation MigrateStudentOnlineCourse($input: MigrateStudentOnlineCourseInput!) {
    migrateStudentOnlineCourse(input: $input) {
      ...OnlineEnrollmentFields
    }
  }
`);

export const PATCH_SEAT_TIME_MUTATION = graphql(`
  mutation PatchSeatTime($input: PatchSeatTimeInput!) {
    patchSeatTime(input: $input) {
      ...OnlineEnrollmentFields
    }
  }
`);
