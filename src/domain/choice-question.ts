// The rules of a multiple-choice question as staff write it (DMV practice questions, lecture
// quizzes, the final exam's pool), written once: the server checks its inputs with these fields and
// the back-office dialogs check the same before anything is sent.
import { z } from 'zod';
import { EXAM_SECTIONS } from './final-exam/final-exam-rule.ts';

export const choiceQuestionFields = {
  prompt: z.string().trim().min(1, 'is required').max(500, 'at most 500 characters'),
  choices: z
    .array(z.string().trim().min(1, 'must not be blank').max(300, 'at most 300 characters'))
    .min(2, 'needs at least 2 choices')
    .max(6, 'at most 6 choices'),
  correctIndex: z.number().int('must be a whole number').min(0, 'must be 0 or more'),
};

/** What the student reads after answering a practice or quiz question. */
export const explanationField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'at most 2000 characters');

export const examSectionField = z.enum(EXAM_SECTIONS, {
  message: `must be one of ${EXAM_SECTIONS.join(', ')}`,
});

/** The right answer is one of the choices, and no choice is given twice. */
export function withSoundChoices<T extends z.ZodType<{ choices: string[]; correctIndex: number }>>(
  schema: T,
) {
  return schema
    .refine((value) => value.correctIndex < value.choices.length, {
      path: ['correctIndex'],
      message: 'must point at one of the choices',
    })
    .refine((value) => new Set(value.choices).size === value.choices.length, {
      path: ['choices'],
      message: 'must all be different',
    });
}
