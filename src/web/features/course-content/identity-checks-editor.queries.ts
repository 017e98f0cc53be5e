// The content editor's identity checks (docs/seat-time.md "Identity validation"): the course's
// rule with its state's default and source, and the school's personal questions (the questions
// only: no answer is ever readable).
import { graphql } from '../../gql/index.ts';

export const IDENTITY_CHECKS_EDITOR_QUERY = graphql(`
  query IdentityChecksEditor($courseId: ID!) {
    course(id: $courseId) {
      id
      identityCheckMinSeconds
      identityCheckMaxSeconds
      identityAnswerSeconds
      identityMaxMisses
      identityCheckDefault {
        identityCheckMinSeconds
        identityCheckMaxSeconds
        identityAnswerSeconds
        identityMaxMisses
        source
      }
    }
    identityQuestions {
      id
      prompt
    }
  }
`);

export const UPDATE_IDENTITY_CHECK_RULE_MUTATION = graphql(`
  mutation UpdateIdentityCheckRule($courseId: ID!, $input: IdentityCheckRuleInput!) {
    updateCourseIdentityCheckRule(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const CREATE_IDENTITY_QUESTION_MUTATION = graphql(`
  mutation CreateIdentityQuestion($input: IdentityQuestionInput!) {
    createIdentityQuestion(input: $input) {
      id
    }
  }
`);

export const UPDATE_IDENTITY_QUESTION_MUTATION = graphql(`
  mutation UpdateIdentityQuestion($id: ID!, $input: IdentityQuestionInput!) {
    updateIdentityQuestion(id: $id, input: $input) {
      id
    }
  }
`);

export const RETIRE_IDENTITY_QUESTION_MUTATION = graphql(`
  mutation RetireIdentityQuestion($id: ID!) {
    retireIdentityQuestion(id: $id) {
      id
    }
  }
`);
