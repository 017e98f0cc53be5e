// Questions of a lecture quiz: quiz_questions rows of kind lectureQuizQuestion tied to the quiz
// part. They are checked by the same rule as the DMV practice questions (choices, the right answer,
// an explanation). Changes lock the lecture the quiz belongs to, so positions stay dense.
import type { DbHandle, Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { QuizQuestionRow } from '../practice-tests/practice-tests.tables.ts';
import { questionFields } from '../practice-tests/practice-tests.service.ts';
import { lecturesRepository, type LectureQuestionValues } from './lectures.repository.ts';
import { lockedLecture, newOrder } from './lectures.service.ts';
import type { LecturePartRow } from './lectures.tables.ts';

export type LectureQuestionInput = Partial<LectureQuestionValues>;

function checkQuestion(values: Record<string, unknown>): LectureQuestionValues {
  const parsed = questionFields.safeParse({ source: '', position: 0, isActive: true, ...values });
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { prompt, choices, correctIndex, explanation } = parsed.data;
  return { prompt, choices, correctIndex, explanation };
}

const defined = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** The quiz part, with its lecture locked; NOT_FOUND for anything else. */
async function lockedQuiz(tx: Executor, partId: string, path: string): Promise<LecturePartRow> {
  const part = isUuid(partId) ? await lecturesRepository.findPart(tx, partId) : null;
  if (!part) throw notFound('Lecture quiz');
  if (part.type !== 'quiz') throw validationError([{ path, message: 'is not a quiz' }]);
  await lockedLecture(tx, part.lectureId);
  return part;
}

async function questionIdsOf(tx: Executor, partId: string): Promise<string[]> {
  return (await lecturesRepository.questionsOf(tx, [partId])).map((row) => row.id);
}

export async function createLectureQuizQuestion(
  db: DbHandle,
  partId: string,
  input: LectureQuestionInput,
): Promise<QuizQuestionRow> {
  const values = checkQuestion(defined(input));
  return db.transaction(async (tx) => {
    await lockedQuiz(tx, partId, 'partId');
    return lecturesRepository.insertQuestion(tx, partId, values);
  });
}

/** Changes some fields; the whole question is checked again after the change. */
export async function updateLectureQuizQuestion(
  db: DbHandle,
  id: string,
  input: LectureQuestionInput,
): Promise<QuizQuestionRow> {
  if (!isUuid(id)) throw notFound('Quiz question');
  return db.transaction(async (tx) => {
    const current = await lecturesRepository.findQuestion(tx, id);
    if (!current) throw notFound('Quiz question');
    const values = checkQuestion({
      prompt: current.prompt,
      choices: current.choices,
      correctIndex: current.correctIndex,
      explanation: current.explanation,
      ...defined(input),
    });
    const row = await lecturesRepository.updateQuestion(tx, id, values);
    if (!row) throw notFound('Quiz question');
    return row;
  });
}

export async function deleteLectureQuizQuestion(db: DbHandle, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Quiz question');
  return db.transaction(async (tx) => {
    const current = await lecturesRepository.findQuestion(tx, id);
    if (!current?.lecturePartId) throw notFound('Quiz question');
    const partId = current.lecturePartId;
    await lockedQuiz(tx, partId, 'id');
    if (!(await lecturesRepository.deleteQuestion(tx, id))) throw notFound('Quiz question');
    await lecturesRepository.renumberQuestions(tx, await questionIdsOf(tx, partId));
    return { id };
  });
}

export async function reorderLectureQuizQuestions(
  db: DbHandle,
  partId: string,
  questionIds: readonly string[],
): Promise<QuizQuestionRow[]> {
  return db.transaction(async (tx) => {
    await lockedQuiz(tx, partId, 'partId');
    const ids = newOrder(await questionIdsOf(tx, partId), questionIds, 'questionIds');
    await lecturesRepository.renumberQuestions(tx, ids);
    return lecturesRepository.questionsOf(tx, [partId]);
  });
}
