// The practice question dialog's form: prompt, up to four answers (blank ones at the end are
// left out), which one is right, explanation, handbook source and whether it is in use. The
// server checks the same rules; its messages land under the fields.
import type { PracticeQuestionsQuery } from '../../gql/graphql.ts';

export type PracticeQuestionView = PracticeQuestionsQuery['practiceQuestions'][number];

export const CHOICE_FIELDS = 4;

export interface PracticeQuestionFormValues {
  prompt: string;
  choices: string[];
  /** Index into choices, as a string for the select; '' until chosen. */
  correctIndex: string;
  explanation: string;
  source: string;
  isActive: boolean;
}

export function practiceQuestionFormValues(
  question: PracticeQuestionView | null,
): PracticeQuestionFormValues {
  const choices = Array.from(
    { length: CHOICE_FIELDS },
    (_, index) => question?.choices[index] ?? '',
  );
  return {
    prompt: question?.prompt ?? '',
    choices,
    correctIndex: question ? String(question.correctIndex) : '',
    explanation: question?.explanation ?? '',
    source: question?.source ?? '',
    isActive: question?.isActive ?? true,
  };
}

/** The answers as sent: trimmed, without the blank ones. */
export function filledChoices(values: PracticeQuestionFormValues): string[] {
  return values.choices.map((choice) => choice.trim()).filter((choice) => choice !== '');
}

/** What must be fixed before sending, by field; empty when the form may be sent. */
export function practiceQuestionFormProblems(
  values: PracticeQuestionFormValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.prompt.trim()) problems.prompt = 'is required';
  const trimmed = values.choices.map((choice) => choice.trim());
  const lastFilled = trimmed.findLastIndex((choice) => choice !== '');
  if (trimmed.slice(0, lastFilled + 1).some((choice) => choice === '')) {
    problems.choices = 'must be filled in order, without gaps';
  } else if (lastFilled < 1) {
    problems.choices = 'needs at least 2 answers';
  } else if (new Set(trimmed.slice(0, lastFilled + 1)).size !== lastFilled + 1) {
    problems.choices = 'must all be different';
  }
  if (values.correctIndex === '') problems.correctIndex = 'is required';
  else if (Number(values.correctIndex) > lastFilled) {
    problems.correctIndex = 'must be one of the answers filled in';
  }
  if (!values.explanation.trim()) problems.explanation = 'is required';
  return problems;
}
