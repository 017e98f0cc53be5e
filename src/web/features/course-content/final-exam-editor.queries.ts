// The content editor's final exam (docs/seat-time.md "Final exam"): the course's rule with its
// state's default and source, the question pool with the right answers (staff only), and writes.
import { graphql } from '../../gql/index.ts';

export const FINAL_EXAM_EDITOR_QUERY = graphql(`
  query FinalExamEditor($courseId: ID!) {
    course(id: $courseId) {
      id
      examQuestionCount
      examPoolSize
      examPassPercent
      examSectionsScored
      examMaxAttempts
      examAfterLastFail
      examAfterLastFailLabel
      finalExamDefault {
        examQuestionCount
        examPoolSize
        examPassPercent
        examSectionsScored
        examMaxAttempts
        examAfterLastFail
        source
      }
    }
    finalExamQuestions(courseId: $courseId) {
      id
      section
      sectionLabel
      prompt
      choices
      correctIndex
    }
  }
`);

export const UPDATE_FINAL_EXAM_RULE_MUTATION = graphql(`
  mutation UpdateFinalExamRule($courseId: ID!, $input: FinalExamRuleInput!) {
    updateCourseFinalExamRule(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const CREATE_FINAL_EXAM_QUESTION_MUTATION = graphql(`
  mutation CreateFinalExamQuestion($courseId: ID!, $input: CreateFinalExamQuestionInput!) {
    createFinalExamQuestion(courseId: $courseId, input: $input) {
      id
    }
  }
`);

export const UPDATE_FINAL_EXAM_QUESTION_MUTATION = graphql(`
  mutation UpdateFinalExamQuestion($id: ID!, $input: UpdateFinalExamQuestionInput!) {
    updateFinalExamQuestion(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_FINAL_EXAM_QUESTION_MUTATION = graphql(`
  mutation DeleteFinalExamQuestion($id: ID!) {
    deleteFinalExamQuestion(id: $id) {
      id
    }
  }
`);
