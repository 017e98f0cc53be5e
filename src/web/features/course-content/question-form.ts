// A multiple-choice question as the content editor's dialog holds it (four choice fields, blank
// ones left out when sent, the right one picked among them) and the schemas that check it with
// the server's own rules (src/domain/choice-question.ts) before anything is sent.
import { z } from 'zod';
import {
  choiceQuestionFields,
  examSectionField,
  explanationField,
  withSoundChoices,
} from '../../../domain/choice-question.ts';
import type { ExamSection } from '../../../domain/final-exam/final-exam-rule.ts';

export const CHOICE_FIELDS = 4;

export interface QuestionFormValues {
  section: ExamSection;
  prompt: string;
  choices: string[];
  /** Index of the right choice among the fields, blank ones included. */
  correctIndex: number;
  explanation: string;
}

/** The form of a question being changed, or of a new one (at least four choice fields). */
export function questionFormValues(
  question: (Partial<Omit<QuestionFormValues, 'choices'>> & { choices?: readonly string[] }) | null,
): QuestionFormValues {
  const choices = question?.choices ?? [];
  return {
    section: question?.section ?? 'trafficLaws',
    prompt: question?.prompt ?? '',
    choices: Array.from(
      { length: Math.max(CHOICE_FIELDS, choices.length) },
      (_, at) => choices[at] ?? '',
    ),
    correctIndex: question?.correctIndex ?? 0,
    explanation: question?.explanation ?? '',
  };
}

/** The choices as sent (blank ones left out) and the right one's index among them. */
export function questionToSend<T extends { choices: string[]; correctIndex: number }>(
  values: T,
): T {
  const kept = values.choices
    .map((choice, index) => ({ choice: choice.trim(), index }))
    .filter((entry) => entry.choice);
  return {
    ...values,
    choices: kept.map((entry) => entry.choice),
    correctIndex: kept.findIndex((entry) => entry.index === values.correctIndex),
  };
}

/** The radio may not rest on a blank field: the form's own rule, before the server's. */
const onFilledChoice = (rule: z.ZodType) =>
  z
    .object({ choices: z.array(z.string()), correctIndex: z.number() })
    .loose()
    .refine(
      (values) =>
        values.choices.filter((choice) => choice.trim()).length < 2 ||
        Boolean(values.choices[values.correctIndex]?.trim()),
      { path: ['correctIndex'], message: 'must be one of the filled-in choices' },
    )
    .transform((values) => questionToSend(values))
    .pipe(rule as z.ZodType<unknown, { choices: string[]; correctIndex: number }>);

export const quizQuestionFormSchema = onFilledChoice(
  withSoundChoices(z.object({ ...choiceQuestionFields, explanation: explanationField })),
);

export const examQuestionFormSchema = onFilledChoice(
  withSoundChoices(z.object({ section: examSectionField, ...choiceQuestionFields })),
);
