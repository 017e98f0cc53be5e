// What the public practice-test pages read and send on the server, through the public API
// (src/web/lib/public-data.ts): the states with a test, one set of a test without answers, and the
// grading of a submitted form. A mistake a visitor can cause (a state without a test, a form whose
// questions do not belong to it) comes back as null, which the page shows as a 404 or a 400.
import { graphql } from '../../gql/index.ts';
import type {
  GradePracticeTestMutation,
  PracticeTestQuery,
  PracticeTestStatesQuery,
} from '../../gql/graphql.ts';
import { isPublicDataError, type PublicData } from '../../lib/public-data.ts';

export const PRACTICE_TEST_STATES_QUERY = graphql(`
  query PracticeTestStates {
    practiceTestStates {
      state
      questionCount
    }
  }
`);

export const PRACTICE_TEST_QUERY = graphql(`
  query PracticeTest($state: String!, $questionCount: Int, $set: Int) {
    practiceTest(state: $state, questionCount: $questionCount, set: $set) {
      questions {
        id
        prompt
        choices
      }
    }
  }
`);

export const GRADE_PRACTICE_TEST_MUTATION = graphql(`
  mutation GradePracticeTest($state: String!, $answers: [PracticeAnswerInput!]!) {
    gradePracticeTest(state: $state, answers: $answers) {
      numCorrect
      totalQuestions
      percent
      passed
      questions {
        id
        prompt
        choices
        chosenIndex
        correctIndex
        isCorrect
        explanation
        source
      }
    }
  }
`);

export type PracticeTestStateSummary = PracticeTestStatesQuery['practiceTestStates'][number];
export type PracticeTestQuestionView = PracticeTestQuery['practiceTest']['questions'][number];
export type GradedTestView = GradePracticeTestMutation['gradePracticeTest'];
export type GradedQuestionView = GradedTestView['questions'][number];

async function nullOnVisitorError<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isPublicDataError(error, ['NOT_FOUND', 'VALIDATION_ERROR'])) return null;
    throw error;
  }
}

export async function practiceTestStates(data: PublicData): Promise<PracticeTestStateSummary[]> {
  return (await data.execute(PRACTICE_TEST_STATES_QUERY, {})).practiceTestStates;
}

/** Set `set` of a state's test, without answers; null when the state has no practice test. */
export async function drawPracticeTest(
  data: PublicData,
  state: string,
  questionCount: number,
  set: number,
): Promise<PracticeTestQuestionView[] | null> {
  const answer = await nullOnVisitorError(
    data.execute(PRACTICE_TEST_QUERY, { state, questionCount, set }),
  );
  return answer?.practiceTest.questions ?? null;
}

/** Null when the state has no practice test or the answers do not match its questions. */
export async function gradePracticeTest(
  data: PublicData,
  state: string,
  answers: { questionId: string; choiceIndex: number | null }[],
): Promise<GradedTestView | null> {
  const answer = await nullOnVisitorError(
    data.execute(GRADE_PRACTICE_TEST_MUTATION, { state, answers }),
  );
  return answer?.gradePracticeTest ?? null;
}
