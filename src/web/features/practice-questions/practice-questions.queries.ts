import { graphql } from '../../gql/gql.ts';

export const PRACTICE_QUESTIONS_QUERY = graphql(`
  query PracticeQuestions($state: String!, $includeInactive: Boolean) {
    practiceQuestions(state: $state, includeInactive: $includeInactive) {
      id
      prompt
      choices
      correctIndex
      explanation
      source
      position
      isActive
    }
  }
`);

export const CREATE_PRACTICE_QUESTION_MUTATION = graphql(`
  mutation CreatePracticeQuestion($state: String!, $input: PracticeQuestionInput!) {
    createPracticeQuestion(state: $state, input: $input) {
      id
    }
  }
`);

export const UPDATE_PRACTICE_QUESTION_MUTATION = graphql(`
  mutation UpdatePracticeQuestion($id: ID!, $input: UpdatePracticeQuestionInput!) {
    updatePracticeQuestion(id: $id, input: $input) {
      id
      isActive
    }
  }
`);
