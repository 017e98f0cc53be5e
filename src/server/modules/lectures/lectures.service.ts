// Use cases of course content (SPEC §3, docs/course-content.md): lectures of a course and their
// parts, in order. Every change runs in one transaction that first locks the parent row (the course
// for its lecture list, the lecture for its parts), so positions stay dense under concurrent edits
// and nothing is half-written when a change is refused.
import { z } from 'zod';
import {
  checkNewOrder,
  moveOnePlace,
  type MoveDirection,
} from '../../../domain/course-content/reorder.ts';
import { lectureFields } from '../../../domain/course-content/lecture-fields.ts';
import type { DbHandle, Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { lecturesRepository } from './lectures.repository.ts';
import type { LectureRow } from './lectures.tables.ts';

// The field rules are shared with the content editor's dialog (src/domain/course-content).
const lectureInput = z.object(lectureFields);

export type LectureInput = z.input<typeof lectureInput>;

/** A lecture id that names a lecture, or NOT_FOUND. */
export async function lockedLecture(tx: Executor, id: string): Promise<LectureRow> {
  const lecture = isUuid(id) ? await lecturesRepository.findLecture(tx, id, true) : null;
  if (!lecture) throw notFound('Lecture');
  return lecture;
}

async function lockedCourse(tx: Executor, courseId: string): Promise<void> {
  if (!isUuid(courseId) || !(await lecturesRepository.lockCourse(tx, courseId))) {
    throw notFound('Course');
  }
}

/** The ids in their new order, or VALIDATION_ERROR on `path` (ids that are not uuids: NOT_FOUND). */
export function newOrder(current: readonly string[], requested: readonly string[], path: string) {
  if (!requested.every(isUuid)) throw notFound('An item of the new order');
  const result = checkNewOrder(current, requested);
  if (!result.ok) {
    if (result.id && !current.includes(result.id)) throw notFound('An item of the new order');
    throw validationError([{ path, message: result.message }]);
  }
  return result.ids;
}

export async function listLectures(db: DbHandle, courseId: string): Promise<LectureRow[]> {
  const course = isUuid(courseId) ? await lecturesRepository.findCourse(db.db, courseId) : null;
  if (!course) throw notFound('Course');
  return lecturesRepository.listOfCourse(db.db, courseId);
}

/** Lectures for the course player: published courses only, unless the reader is staff. */
export async function playerLectures(
  db: DbHandle,
  courseId: string,
  isStaff: boolean,
): Promise<LectureRow[]> {
  const course = isUuid(courseId) ? await lecturesRepository.findCourse(db.db, courseId) : null;
  if (!course || (!course.isPublished && !isStaff)) throw notFound('Course');
  return lecturesRepository.listOfCourse(db.db, courseId);
}

export async function findLecture(db: DbHandle, id: string): Promise<LectureRow | null> {
  return isUuid(id) ? lecturesRepository.findLecture(db.db, id) : null;
}

export async function createLecture(
  db: DbHandle,
  courseId: string,
  input: { title: string; minimumSeconds?: number | null | undefined },
): Promise<LectureRow> {
  const parsed = lectureInput.safeParse({ minimumSeconds: null, ...input });
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    return lecturesRepository.insertLecture(tx, courseId, parsed.data);
  });
}

/** Changes the fields given (undefined: unchanged; minimumSeconds null: no minimum). */
export async function updateLecture(
  db: DbHandle,
  id: string,
  input: Partial<LectureInput>,
): Promise<LectureRow> {
  if (!isUuid(id)) throw notFound('Lecture');
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const parsed = lectureInput.partial().safeParse(defined);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const row = await lecturesRepository.updateLecture(db.db, id, parsed.data);
  if (!row) throw notFound('Lecture');
  return row;
}

/** Removes a lecture with its parts and quiz questions; the lectures after it move up. */
export async function deleteLecture(db: DbHandle, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Lecture');
  return db.transaction(async (tx) => {
    const lecture = await lecturesRepository.findLecture(tx, id);
    if (!lecture) throw notFound('Lecture');
    await lockedCourse(tx, lecture.courseId);
    // Gone already when another request removed it after the read above.
    if (!(await lecturesRepository.deleteLecture(tx, id))) throw notFound('Lecture');
    const rest = await lecturesRepository.listOfCourse(tx, lecture.courseId);
    await lecturesRepository.renumberLectures(
      tx,
      lecture.courseId,
      rest.map((row) => row.id),
    );
    return { id };
  });
}

export async function reorderLectures(
  db: DbHandle,
  courseId: string,
  lectureIds: readonly string[],
): Promise<LectureRow[]> {
  return db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    const current = await lecturesRepository.listOfCourse(tx, courseId);
    const ids = newOrder(
      current.map((row) => row.id),
      lectureIds,
      'lectureIds',
    );
    await lecturesRepository.renumberLectures(tx, courseId, ids);
    return lecturesRepository.listOfCourse(tx, courseId);
  });
}

export async function moveLecture(
  db: DbHandle,
  id: string,
  direction: MoveDirection,
): Promise<LectureRow[]> {
  if (!isUuid(id)) throw notFound('Lecture');
  return db.transaction(async (tx) => {
    const lecture = await lecturesRepository.findLecture(tx, id);
    if (!lecture) throw notFound('Lecture');
    await lockedCourse(tx, lecture.courseId);
    const current = await lecturesRepository.listOfCourse(tx, lecture.courseId);
    const ids = moveOnePlace(
      current.map((row) => row.id),
      id,
      direction,
    );
    await lecturesRepository.renumberLectures(tx, lecture.courseId, ids);
    return lecturesRepository.listOfCourse(tx, lecture.courseId);
  });
}
