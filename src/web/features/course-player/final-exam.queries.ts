// The course player's final exam (docs/seat-time.md "Final exam"): where the student stands,
// starting (or resuming) an attempt, and submitting it. No operation asks for an answer: the
// schema has none to give.
import { graphql } from '../../gql/index.ts';

export const PLAYER_FINAL_EXAM_QUERY = graphql(`
  query PlayerFinalExam($id: ID!) {
    studentOnlineCourse(id: $id) {
      id
      enrolled
      completed
      finalExam {
        questionCount
        passPercent
        sectionsScored
        maxAttempts
        afterLastFail
        attemptsUsed
        attemptsLeft
        passed
        available
        blockedBecause
        openAttemptId
        restartedAt
        attempts {
          id
          number
          percent
          passed
        }
      }
    }
  }
`);

export const START_FINAL_EXAM_MUTATION = graphql(`
  mutation PlayerStartFinalExam($enrollmentId: ID!) {
    startFinalExam(enrollmentId: $enrollmentId) {
      id
      number
      questions {
        number
        sectionLabel
        prompt
        choices
      }
    }
  }
`);

export const SUBMIT_FINAL_EXAM_MUTATION = graphql(`
  mutation PlayerSubmitFinalExam($attemptId: ID!, $answers: [Int!]!) {
    submitFinalExam(attemptId: $attemptId, answers: $answers) {
      passed
      attemptsLeft
      courseRestarted
      enrollmentEnded
      attempt {
        id
        number
        numCorrect
        totalQuestions
        percent
        passPercent
        sections {
          section
          label
          numCorrect
          totalQuestions
          passed
        }
      }
    }
  }
`);
