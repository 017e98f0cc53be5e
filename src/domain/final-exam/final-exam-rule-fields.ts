// The single fields of a course's final exam rule as staff write them (the whole rule is checked by
// finalExamRuleProblems), apart from final-exam-rule.ts so that screens reading the rule's labels
// do not load zod.
import { z } from 'zod';
import { EXAM_AFTER_LAST_FAIL } from './final-exam-rule.ts';

const count = (max: number) =>
  z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/**
 * The single fields of a rule as staff write it; the server checks its input with them and the
 * back-office dialog checks the same before sending. `finalExamRuleProblems` checks the whole.
 */
export const finalExamRuleFields = {
  examQuestionCount: count(200).nullable(),
  examPoolSize: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(2000, 'must be at most 2,000'),
  examPassPercent: z
    .number('must be a whole percent')
    .int('must be a whole percent')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
  examSectionsScored: z.boolean(),
  examMaxAttempts: count(20).nullable(),
  examAfterLastFail: z.enum(EXAM_AFTER_LAST_FAIL, {
    message: `must be one of ${EXAM_AFTER_LAST_FAIL.join(', ')}`,
  }),
};
