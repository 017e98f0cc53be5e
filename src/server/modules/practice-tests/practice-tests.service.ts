// Use cases of the DMV practice test (docs/practice-tests.md): draw a random test of a state's
// active questions without their answers, grade submitted answers on the server, and the staff's
// list / create / update / deactivate of questions with validation.
import { z } from 'zod';
import {
  choiceQuestionFields,
  explanationField,
  withSoundChoices,
} from '../../../domain/choice-question.ts';
import {
  scorePracticeTest,
  type PracticeTestScore,
} from '../../../domain/practice-test/practice-test-score.ts';
import type { DbHandle, Executor } from '../../db/client.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { practiceTestsRepository } from './practice-tests.repository.ts';
import type { QuizQuestionRow } from './practice-tests.tables.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  isPracticeTestSet,
  PRACTICE_TEST_SET_COUNT,
  practiceTestSet,
} from '../../../domain/practice-test/practice-test-sets.ts';

export const DEFAULT_QUESTION_COUNT = 20;
export const MAX_QUESTION_COUNT = 50;

/** A question as the test shows it: no answer, no explanation. */
export interface PracticeQuestion {
  id: string;
  prompt: string;
  choices: string[];
}

export interface PracticeTest {
  state: string;
  questions: PracticeQuestion[];
}

export interface GradedQuestion extends PracticeQuestion {
  chosenIndex: number | null;
  correctIndex: number;
  isCorrect: boolean;
  explanation: string;
  source: string;
}

export interface GradedPracticeTest extends PracticeTestScore {
  state: string;
  questions: GradedQuestion[];
}

const stateCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'));

/** The state's code when it has active practice questions; NOT_FOUND otherwise. */
async function stateWithBank(db: Executor, raw: string, path: string): Promise<string> {
  const parsed = stateCode.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, path);
  const counts = await practiceTestsRepository.activeCountsByState(db);
  if (!counts.some((entry) => entry.state === parsed.data)) {
    throw notFound(`A practice test for ${parsed.data}`);
  }
  return parsed.data;
}

/** States that have a practice test, with how many active questions each has. */
export function practiceTestStates(db: DbHandle): Promise<{ state: string; count: number }[]> {
  return practiceTestsRepository.activeCountsByState(db.db);
}

/**
 * A test of `questionCount` active questions: fixed set `set` of the state's bank when given
 * (the same for every visitor, so its page can be cached; src/domain/practice-test/practice-test-sets.ts),
 * a fresh random draw otherwise.
 */
export async function drawPracticeTest(
  db: DbHandle,
  state: string,
  questionCount: number = DEFAULT_QUESTION_COUNT,
  set?: number,
): Promise<PracticeTest> {
  if (!Number.isInteger(questionCount) || questionCount < 1 || questionCount > MAX_QUESTION_COUNT) {
    throw validationError([
      { path: 'questionCount', message: `must be a whole number from 1 to ${MAX_QUESTION_COUNT}` },
    ]);
  }
  if (set !== undefined && !isPracticeTestSet(set)) {
    throw validationError([
      { path: 'set', message: `must be a whole number from 1 to ${PRACTICE_TEST_SET_COUNT}` },
    ]);
  }
  const code = await stateWithBank(db.db, state, 'state');
  const rows =
    set === undefined
      ? await practiceTestsRepository.randomActive(db.db, code, questionCount)
      : await setOfQuestions(db, code, set, questionCount);
  return {
    state: code,
    questions: rows.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
  };
}

async function setOfQuestions(db: DbHandle, state: string, set: number, count: number) {
  const bank = await practiceTestsRepository.listForState(db.db, state, false);
  const byId = new Map(bank.map((row) => [row.id, row]));
  return practiceTestSet(state, set, [...byId.keys()], count).flatMap((id) => byId.get(id) ?? []);
}

export interface SubmittedAnswer {
  questionId: string;
  /** Null (or absent) when the question was left unanswered. */
  choiceIndex?: number | null | undefined;
}

export async function gradePracticeTest(
  db: DbHandle,
  state: string,
  answers: readonly SubmittedAnswer[],
): Promise<GradedPracticeTest> {
  const code = await stateWithBank(db.db, state, 'state');
  if (answers.length === 0 || answers.length > MAX_QUESTION_COUNT) {
    throw validationError([
      { path: 'answers', message: `must hold 1 to ${MAX_QUESTION_COUNT} questions` },
    ]);
  }
  const ids = answers.map((answer) => answer.questionId);
  if (new Set(ids).size !== ids.length) {
    throw validationError([{ path: 'answers', message: 'names a question more than once' }]);
  }
  const rows = await practiceTestsRepository.findForState(db.db, code, ids.filter(isUuid));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const questions = answers.map((answer, index): GradedQuestion => {
    const row = byId.get(answer.questionId);
    if (!row) {
      throw validationError([
        { path: `answers.${index}.questionId`, message: `is not a ${code} practice question` },
      ]);
    }
    const chosen = answer.choiceIndex ?? null;
    // An index outside the choices is treated as no answer rather than refused: it cannot be right.
    const chosenIndex =
      chosen !== null && chosen >= 0 && chosen < row.choices.length ? chosen : null;
    return {
      id: row.id,
      prompt: row.prompt,
      choices: row.choices,
      chosenIndex,
      correctIndex: row.correctIndex,
      isCorrect: chosenIndex === row.correctIndex,
      explanation: row.explanation,
      source: row.source,
    };
  });
  return {
    state: code,
    questions,
    ...scorePracticeTest(
      questions.map((q) => ({ correctIndex: q.correctIndex, chosenIndex: q.chosenIndex })),
    ),
  };
}

// Staff editing ----------------------------------------------------------------------------

/** A quiz question as staff write it; lecture quizzes (module lectures) check theirs with it too. */
export const questionFields = withSoundChoices(
  z.object({
    ...choiceQuestionFields,
    explanation: explanationField,
    source: z.string().trim().max(300, 'at most 300 characters'),
    position: z.number().int('must be a whole number').min(0).max(100_000),
    isActive: z.boolean(),
  }),
);

export type PracticeQuestionInput = z.input<typeof questionFields>;

export async function listPracticeQuestions(
  db: DbHandle,
  state: string,
  includeInactive: boolean,
): Promise<QuizQuestionRow[]> {
  const parsed = stateCode.safeParse(state);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'state');
  return practiceTestsRepository.listForState(db.db, parsed.data, includeInactive);
}

export async function createPracticeQuestion(
  db: DbHandle,
  state: string,
  raw: Omit<PracticeQuestionInput, 'isActive' | 'position'> &
    Partial<Pick<PracticeQuestionInput, 'isActive' | 'position'>>,
): Promise<QuizQuestionRow> {
  const code = stateCode.safeParse(state);
  if (!code.success) throw fromZodIssues(code.error.issues, 'state');
  const parsed = questionFields.safeParse({
    isActive: true,
    position: 0,
    ...Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)),
  });
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const [row] = await practiceTestsRepository.insertMany(db.db, [
    { kind: 'coursePrepQuizQuestion', usStateId: code.data, ...parsed.data },
  ]);
  if (!row) throw new Error('quiz question insert returned no row');
  return row;
}

/** Changes some fields; the whole question is validated again after the change. */
export async function updatePracticeQuestion(
  db: DbHandle,
  id: string,
  raw: Partial<PracticeQuestionInput>,
): Promise<QuizQuestionRow> {
  if (!isUuid(id)) throw notFound('Practice question');
  return db.transaction(async (tx) => {
    const current = await practiceTestsRepository.findById(tx, id);
    if (!current || current.kind !== 'coursePrepQuizQuestion') throw notFound('Practice question');
    const defined = Object.fromEntries(
      Object.entries(raw).filter(([, value]) => value !== undefined),
    );
    const parsed = questionFields.safeParse({
      prompt: current.prompt,
      choices: current.choices,
      correctIndex: current.correctIndex,
      explanation: current.explanation,
      source: current.source,
      position: current.position,
      isActive: current.isActive,
      ...defined,
    });
    if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
    const row = await practiceTestsRepository.update(tx, id, parsed.data);
    if (!row) throw notFound('Practice question');
    return row;
  });
}
