// GraphQL operations of the instructor's own lessons (myLessons, myLesson,
// myLessonsInstructorOptions).
import { graphql, type DocumentType } from '../../gql/index.ts';

export const INSTRUCTOR_LESSON_FIELDS = graphql(`
  fragment InstructorLessonFields on InstructorLesson {
    id
    startTime
    endTime
    durationMinutes
    actualDurationMinutes
    actualDurationNote
    comments
    lessonTypeLabel
    pickupAddress
    mapsUrl
    meetingPoint {
      label
      address
    }
    students {
      studentId
      name
      phone
      email
      parentEmail
      pickupDetails
      attendance
      drivingMinutes
      observationMinutes
      notes {
        id
        text
        createdByName
        createdAt
        isPinned
      }
      bookingAlerts {
        id
        text
      }
    }
  }
`);

export const MY_LESSONS_QUERY = graphql(`
  query MyLessons($from: DateTime!, $to: DateTime!, $instructorId: ID) {
    myLessons(from: $from, to: $to, instructorId: $instructorId) {
      instructor {
        id
        name
        timeZone
      }
      lessons {
        ...InstructorLessonFields
      }
    }
  }
`);

export const MY_LESSON_QUERY = graphql(`
  query MyLesson($id: ID!) {
    myLesson(id: $id) {
      instructor {
        id
        name
        timeZone
      }
      lesson {
        ...InstructorLessonFields
      }
    }
  }
`);

export const INSTRUCTOR_OPTIONS_QUERY = graphql(`
  query MyLessonsInstructorOptions {
    myLessonsInstructorOptions {
      id
      name
    }
  }
`);

export type InstructorLessonView = DocumentType<typeof INSTRUCTOR_LESSON_FIELDS>;
export type InstructorLessonStudentView = InstructorLessonView['students'][number];
