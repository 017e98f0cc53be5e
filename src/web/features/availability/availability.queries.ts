import { graphql, type DocumentType } from '../../gql/gql.ts';

export const AVAILABILITY_INSTRUCTOR_OPTIONS_QUERY = graphql(`
  query AvailabilityInstructorOptions {
    availabilityInstructorOptions {
      id
      name
      timeZone
      status
    }
  }
`);

export const INSTRUCTOR_AVAILABILITY_QUERY = graphql(`
  query InstructorAvailability($instructorId: ID!, $from: String) {
    instructorAvailability(instructorId: $instructorId, from: $from) {
      instructorId
      instructorName
      timeZone
      weeklyHours {
        weekday
        startMinute
        endMinute
      }
      breaks {
        weekday
        startMinute
        endMinute
        kind
      }
      exceptions {
        id
        date
        startMinute
        endMinute
        isAvailable
        note
      }
    }
  }
`);

/** One instructor's calendar: the instructor's own screen and each column of the dispatch board. */
export const SCHEDULE_COLUMN_FIELDS = graphql(`
  fragment ScheduleColumnFields on InstructorSchedule {
    instructorId
    instructorName
    timeZone
    blocks {
      type
      start
      end
      referenceId
    }
    lessons {
      id
      lessonTypeLabel
      studentNames
      pickupLocation
    }
  }
`);

export type ScheduleColumn = DocumentType<typeof SCHEDULE_COLUMN_FIELDS>;

export const INSTRUCTOR_SCHEDULE_QUERY = graphql(`
  query InstructorSchedule($instructorId: ID!, $from: DateTime!, $to: DateTime!) {
    instructorSchedule(instructorId: $instructorId, from: $from, to: $to) {
      ...ScheduleColumnFields
    }
  }
`);

export const SET_WEEKLY_HOURS_MUTATION = graphql(`
  mutation SetInstructorWeeklyHours(
    $instructorId: ID!
    $spans: [WeeklySpanInput!]!
    $breaks: [WeeklyBreakInput!]
  ) {
    setInstructorWeeklyHours(instructorId: $instructorId, spans: $spans, breaks: $breaks) {
      instructorId
    }
  }
`);

export const PUT_AVAILABILITY_EXCEPTION_MUTATION = graphql(`
  mutation PutAvailabilityException($input: PutAvailabilityExceptionInput!) {
    putAvailabilityException(input: $input) {
      id
    }
  }
`);

export const DELETE_AVAILABILITY_EXCEPTION_MUTATION = graphql(`
  mutation DeleteAvailabilityException($id: ID!) {
    deleteAvailabilityException(id: $id) {
      id
    }
  }
`);

export const AVAILABILITY_AUDIT_FINDINGS_QUERY = graphql(`
  query AvailabilityAuditFindings($instructorId: ID, $pageQuery: PageQuery) {
    availabilityAuditFindings(instructorId: $instructorId, pageQuery: $pageQuery) {
      totalCount
      edges {
        node {
          id
          kind
          instructorId
          instructorName
          instructorTimeZone
          lessonStart
          lessonEnd
          lessonTypeLabel
        }
      }
    }
  }
`);
