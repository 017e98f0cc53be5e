// The lessons operations of the student's Lessons tab and the cancellation log page.
import { graphql } from '../../gql/index.ts';

export const STUDENT_LESSONS_QUERY = graphql(`
  query StudentLessons($studentId: ID!, $first: Int, $after: String) {
    lessons(studentId: $studentId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          startTime
          endTime
          durationMinutes
          actualDurationMinutes
          comments
          instructor {
            id
            name
            timeZone
          }
          lessonType {
            id
            name
            label
          }
          pickup {
            meetingPointId
            meetingPointLabel
            location
            latitude
            longitude
          }
          students {
            studentId
            name
            drivingMinutes
            observationMinutes
            attendance
            removedAt
          }
          cancellations {
            studentId
            initiatedBy
            reason
            minutesForfeited
            feeCents
          }
        }
      }
    }
  }
`);

export const LESSON_BOOKING_OPTIONS_QUERY = graphql(`
  query LessonBookingOptions($state: String!, $withMeetingPoints: Boolean!) {
    lessonBookableTypes {
      id
      name
      label
      durationMinutes
    }
    stateMeetingPoints(state: $state) @include(if: $withMeetingPoints) {
      id
      label
      address
      restrictedLessonTypes
    }
  }
`);

export const LESSON_PARTNER_SEARCH_QUERY = graphql(`
  query LessonPartnerSearch($term: String) {
    students(term: $term, pageQuery: { first: 10 }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const SCHEDULE_LESSON_MUTATION = graphql(`
  mutation ScheduleLesson($input: ScheduleLessonInput!) {
    scheduleLesson(input: $input) {
      id
    }
  }
`);

export const SCHEDULE_MULTIPLE_LESSONS_MUTATION = graphql(`
  mutation ScheduleMultipleLessons($input: ScheduleMultipleLessonsInput!) {
    scheduleMultipleLessons(input: $input) {
      id
    }
  }
`);

export const UPDATE_LESSON_MUTATION = graphql(`
  mutation UpdateLesson($input: UpdateLessonInput!) {
    updateLesson(input: $input) {
      id
    }
  }
`);

export const CANCEL_LESSON_MUTATION = graphql(`
  mutation CancelLesson($input: CancelLessonInput!) {
    cancelLesson(input: $input) {
      id
    }
  }
`);

export const REMOVE_STUDENT_FROM_LESSON_MUTATION = graphql(`
  mutation RemoveStudentFromLesson($input: RemoveStudentFromLessonInput!) {
    removeStudentFromLesson(input: $input) {
      id
    }
  }
`);

export const CANCELLATION_PREVIEW_QUERY = graphql(`
  query LessonCancellationPreview(
    $lessonId: ID!
    $initiatedBy: CancellationInitiator!
    $reason: CancellationReason!
    $waiveLateFee: Boolean
  ) {
    lessonCancellationPreview(
      lessonId: $lessonId
      initiatedBy: $initiatedBy
      reason: $reason
      waiveLateFee: $waiveLateFee
    ) {
      returnsMinutes
      late
      hoursBeforeStart
      feeCents
      drivingMinutes
      observationMinutes
      testUnits
    }
  }
`);

/** The meeting points a lesson can be moved to: those of the student's state. */
export const LESSON_MOVE_PLACES_QUERY = graphql(`
  query LessonMovePlaces($state: String!) {
    stateMeetingPoints(state: $state) {
      id
      label
      address
      restrictedLessonTypes
    }
  }
`);

/** What a move would cost by the move policy: the cancellation rule of the old time (docs/lessons.md). */
export const LESSON_MOVE_PREVIEW_QUERY = graphql(`
  query LessonMovePreview(
    $lessonId: ID!
    $initiatedBy: CancellationInitiator!
    $waiveLateFee: Boolean
    $studentId: ID
  ) {
    lessonCancellationPreview(
      lessonId: $lessonId
      initiatedBy: $initiatedBy
      reason: OTHER
      waiveLateFee: $waiveLateFee
      studentId: $studentId
    ) {
      returnsMinutes
      late
      hoursBeforeStart
      feeCents
      drivingMinutes
      observationMinutes
      testUnits
      windowHours
    }
  }
`);

export const CANCELLATION_LOGS_QUERY = graphql(`
  query CancellationLogs(
    $from: DateTime!
    $to: DateTime!
    $instructorId: ID
    $initiatedBy: CancellationInitiator
    $first: Int
    $after: String
  ) {
    cancellationLogs(
      from: $from
      to: $to
      instructorId: $instructorId
      initiatedBy: $initiatedBy
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          note
          timestamp
          initiatedBy
          reason
          user
          changedBy
          instructor
          lessonStartTime
          minutesForfeited
          feeCents
        }
      }
    }
    lessonBookableInstructors {
      id
      name
    }
  }
`);
