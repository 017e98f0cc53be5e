// Use cases on the parts of a lecture: add a content block (one of four layouts) or a quiz,
// change a block, remove a part (a quiz takes its questions with it) and reorder. Each change
// locks the lecture row first, so positions stay dense under concurrent edits.
import {
  LECTURE_LAYOUTS,
  normaliseLectureBlock,
  type LectureBlock,
  type LectureBlockInput,
  type LectureLayout,
  type LecturePartType,
} from '../../../domain/course-content/lecture-part.ts';
import { moveOnePlace, type MoveDirection } from '../../../domain/course-content/reorder.ts';
import type { DbHandle, Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { notFound, validationError } from '../../graphql/errors.ts';
import { lecturesRepository } from './lectures.repository.ts';
import { lockedLecture, newOrder } from './lectures.service.ts';
import type { LecturePartRow } from './lectures.tables.ts';

export interface LecturePartInput {
  lectureId: string;
  type: LecturePartType;
  layout?: LectureLayout | null | undefined;
  content?: LectureBlockInput | null | undefined;
}

const isLayout = (value: unknown): value is LectureLayout =>
  (LECTURE_LAYOUTS as readonly unknown[]).includes(value);

/** The layout and block to store for a content part, or VALIDATION_ERROR on the fields. */
function contentOf(
  layout: LectureLayout | null | undefined,
  content: LectureBlockInput | null | undefined,
): { layout: LectureLayout; content: LectureBlock } {
  if (!isLayout(layout)) {
    throw validationError([
      { path: 'input.layout', message: `must be one of ${LECTURE_LAYOUTS.join(', ')}` },
    ]);
  }
  const { block, problems } = normaliseLectureBlock(layout, content ?? {});
  if (problems.length > 0) {
    throw validationError(
      problems.map((problem) => ({ ...problem, path: `input.content.${problem.path}` })),
    );
  }
  return { layout, content: block };
}

async function partIdsOf(tx: Executor, lectureId: string): Promise<string[]> {
  return (await lecturesRepository.partsOf(tx, [lectureId])).map((row) => row.id);
}

export async function createLecturePart(
  db: DbHandle,
  input: LecturePartInput,
): Promise<LecturePartRow> {
  let values: Pick<LecturePartRow, 'type' | 'layout' | 'content'>;
  if (input.type === 'quiz') {
    if (input.layout || input.content) {
      throw validationError([{ path: 'input.layout', message: 'a quiz has no layout or content' }]);
    }
    values = { type: 'quiz', layout: null, content: null };
  } else if (input.type === 'content') {
    values = { type: 'content', ...contentOf(input.layout, input.content) };
  } else {
    throw validationError([{ path: 'input.type', message: 'must be content or quiz' }]);
  }
  return db.transaction(async (tx) => {
    await lockedLecture(tx, input.lectureId);
    return lecturesRepository.insertPart(tx, input.lectureId, values);
  });
}

/** Changes the block of a content part; its layout may change too (the block is checked again). */
export async function updateLecturePart(
  db: DbHandle,
  id: string,
  input: { layout?: LectureLayout | null | undefined; content: LectureBlockInput },
): Promise<LecturePartRow> {
  if (!isUuid(id)) throw notFound('Lecture part');
  return db.transaction(async (tx) => {
    const part = await lecturesRepository.findPart(tx, id, true);
    if (!part) throw notFound('Lecture part');
    if (part.type !== 'content') {
      throw validationError([{ path: 'id', message: 'is a quiz: change its questions instead' }]);
    }
    const row = await lecturesRepository.updatePart(
      tx,
      id,
      contentOf(input.layout ?? part.layout, input.content),
    );
    if (!row) throw notFound('Lecture part');
    return row;
  });
}

export async function deleteLecturePart(db: DbHandle, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Lecture part');
  return db.transaction(async (tx) => {
    const part = await lecturesRepository.findPart(tx, id);
    if (!part) throw notFound('Lecture part');
    await lockedLecture(tx, part.lectureId);
    if (!(await lecturesRepository.deletePart(tx, id))) throw notFound('Lecture part');
    await lecturesRepository.renumberParts(tx, part.lectureId, await partIdsOf(tx, part.lectureId));
    return { id };
  });
}

export async function reorderLectureParts(
  db: DbHandle,
  lectureId: string,
  partIds: readonly string[],
): Promise<LecturePartRow[]> {
  return db.transaction(async (tx) => {
    await lockedLecture(tx, lectureId);
    const ids = newOrder(await partIdsOf(tx, lectureId), partIds, 'partIds');
    await lecturesRepository.renumberParts(tx, lectureId, ids);
    return lecturesRepository.partsOf(tx, [lectureId]);
  });
}

export async function moveLecturePart(
  db: DbHandle,
  id: string,
  direction: MoveDirection,
): Promise<LecturePartRow[]> {
  if (!isUuid(id)) throw notFound('Lecture part');
  return db.transaction(async (tx) => {
    const part = await lecturesRepository.findPart(tx, id);
    if (!part) throw notFound('Lecture part');
    await lockedLecture(tx, part.lectureId);
    const ids = moveOnePlace(await partIdsOf(tx, part.lectureId), id, direction);
    await lecturesRepository.renumberParts(tx, part.lectureId, ids);
    return lecturesRepository.partsOf(tx, [part.lectureId]);
  });
}
