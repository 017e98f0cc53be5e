// The course player's identity checks (docs/seat-time.md "Identity validation"): the answers
// given at the first open, the question asked while studying and its answer. Nothing here reads
// an answer back: the server has no field for one.
import { graphql } from '../../gql/index.ts';

export const SUBMIT_IDENTITY_ANSWERS_MUTATION = graphql(`
  mutation PlayerSubmitIdentityAnswers($enrollmentId: ID!, $answers: [IdentityAnswerInput!]!) {
    submitIdentityAnswers(enrollmentId: $enrollmentId, answers: $answers) {
      id
      identityCheck {
        answered
      }
    }
  }
`);

export const IDENTITY_CHALLENGE_QUERY = graphql(`
  query PlayerIdentityChallenge($enrollmentId: ID!) {
    identityChallenge(enrollmentId: $enrollmentId) {
      id
      prompt
      secondsLeft
      answerableByYou
    }
  }
`);

export const ANSWER_IDENTITY_CHALLENGE_MUTATION = graphql(`
  mutation PlayerAnswerIdentityChallenge($challengeId: ID!, $answer: String!) {
    answerIdentityChallenge(challengeId: $challengeId, answer: $answer) {
      result
      resultLabel
      missesLeft
      enrollmentFailed
    }
  }
`);
