// The course player's operations (docs/course-player.md): the student's enrolments with their
// progress, one enrolment with its lectures, the lectures' content (without answers), marking a
// lecture read, submitting a quiz for grading, and the seat-time timer's events.
import { graphql } from '../../gql/index.ts';

export const MY_ONLINE_COURSES_QUERY = graphql(`
  query PortalOnlineCourses($studentId: ID!) {
    studentOnlineCourses(studentId: $studentId) {
      id
      name
      enrolled
      status
      percentComplete
      percentTestsPassed
      creditedSeconds
      requiredSeconds
      seatTimeComplete
      earliestCompletionDate
      completed
      completedAt
      currentLecture {
        id
        title
      }
    }
  }
`);

export const PLAYER_ENROLLMENT_QUERY = graphql(`
  query PlayerEnrollment($id: ID!) {
    studentOnlineCourse(id: $id) {
      id
      name
      courseId
      enrolled
      timeZone
      percentComplete
      percentTestsPassed
      quizPassPercent
      quizFeedback
      quizRetryWaitSeconds
      creditedSeconds
      requiredSeconds
      dailyCapSeconds
      seatTimeComplete
      earliestCompletionDate
      completed
      completedAt
      certificateId
      endedReason
      studiedByYou
      identityCheck {
        asksQuestions
        answered
        questionsToAnswer {
          id
          prompt
        }
        missesLeft
      }
      days {
        day
        creditedSeconds
        capReached
      }
      currentLecture {
        id
      }
      lectures {
        id
        title
        position
        state
        readAt
        completedAt
        quizPartIds
        enforcedMinimumSeconds
        remainingSeconds
      }
      tests {
        partId
        lectureTitle
        number
        numCorrect
        totalQuestions
        passed
        attempts
      }
    }
  }
`);

export const PLAYER_LECTURES_QUERY = graphql(`
  query PlayerLectures($courseId: ID!) {
    coursePlayerLectures(courseId: $courseId) {
      id
      title
      parts {
        id
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
        }
      }
    }
  }
`);

export const MARK_LECTURE_READ_MUTATION = graphql(`
  mutation PlayerMarkLectureRead($input: MarkLectureReadInput!) {
    markLectureRead(input: $input) {
      id
    }
  }
`);

export const SUBMIT_LECTURE_QUIZ_MUTATION = graphql(`
  mutation PlayerSubmitLectureQuiz($input: SubmitLectureQuizInput!) {
    submitLectureQuiz(input: $input) {
      id
      numCorrect
      totalQuestions
      passPercent
      passed
      answersShown
      answers {
        questionId
        correctIndex
        correct
        explanation
      }
    }
  }
`);

export const COURSE_TIMER_MUTATION = graphql(`
  mutation PlayerCourseTimer($input: CourseTimerEventInput!) {
    recordCourseTimerEvent(input: $input) {
      accepted
    }
  }
`);
