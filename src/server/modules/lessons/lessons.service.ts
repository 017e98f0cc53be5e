// Reading lessons: who sees which (staff any, an Instructor their own, a student their own), the
// cancel log and the change fee. Writes are in lesson-booking.ts, lesson-update.ts and
// lesson-cancel.ts (docs/lessons.md).
import { cancellationOutcome } from '../../../domain/scheduling/cancellation-policy.ts';
import { isLessonOf } from '../../../domain/scheduling/lesson-place.ts';
import type {
  CancellationInitiator,
  CancellationReason,
} from '../../../domain/scheduling/lesson-enums.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound, validationError } from '../../graphql/errors.ts';
import { pageWindow, toPage, type Page, type PageArgs } from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import { lateCancellationPolicy } from '../state-configs/state-configs.service.ts';
import { placeUse } from './lesson-places.ts';
import {
  lessonsRepository,
  type CancellationLogRow,
  type LessonView,
} from './lessons.repository.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { myStudents } from '../students/students.service.ts';

type ReadScope =
  { all: true } | { all: false; instructorId: string | null; studentIds: readonly string[] };

/**
 * Staff other than Instructors read every lesson; an Instructor their own; a student their own,
 * and a parent each of their teens' (the records `myStudents` gives the account), as long as the
 * record was not removed from the lesson (`isLessonOf`).
 */
async function readScope(db: Executor, viewer: Viewer): Promise<ReadScope> {
  if (viewer.roles.some((role) => role !== 'Instructor')) return { all: true };
  if (viewer.roles.includes('Instructor'))
    return {
      all: false,
      instructorId: await lessonsRepository.instructorOfUser(db, viewer.userId),
      studentIds: [],
    };
  return {
    all: false,
    instructorId: null,
    studentIds: (await myStudents(db, viewer)).map((record) => record.id),
  };
}

/** A student (or parent) reads a lesson only while it is one of their records' (`isLessonOf`). */
const mayRead = (scope: ReadScope, view: LessonView) =>
  scope.all ||
  (scope.instructorId !== null && view.instructor.id === scope.instructorId) ||
  isLessonOf(view, scope.studentIds);

/**
 * What of a lesson this reader sees: staff and the lesson's instructor see every place and every
 * cancellation; a student (or parent) sees only their own records' places and cancellations in a
 * shared lesson, never the other student's name or pickup address.
 */
const asSeenBy = (scope: ReadScope, view: LessonView): LessonView =>
  scope.all || scope.instructorId !== null
    ? view
    : {
        ...view,
        students: view.students.filter((s) => scope.studentIds.includes(s.studentId)),
        cancellations: view.cancellations.filter(
          (row) => !row.studentId || scope.studentIds.includes(row.studentId),
        ),
      };

/** More lessons than one student ever has: a student's whole list is read to filter it. */
const EVERY_LESSON = { offset: 0, limit: 10_000 };

export async function lessonsOfStudent(
  platform: Platform,
  viewer: Viewer,
  studentId: string,
  page: PageArgs,
): Promise<Page<LessonView>> {
  const db = platform.db.db;
  const window = pageWindow(page);
  if (!isUuid(studentId)) throw notFound('Student');
  const scope = await readScope(db, viewer);
  if (!scope.all && scope.instructorId === null && !scope.studentIds.includes(studentId))
    throw forbidden();
  const instructorFilter = !scope.all && scope.instructorId ? scope.instructorId : null;
  if (!scope.all && scope.instructorId === null) {
    // A student or parent does not see a lesson the student was removed from: it is not theirs.
    // The rule is the domain's, so their whole list is read and the page cut from what is left.
    const every = await lessonsRepository.idsOfStudent(db, studentId, EVERY_LESSON, null);
    const theirs = (await lessonsRepository.views(db, every.ids)).filter((view) =>
      isLessonOf(view, [studentId]),
    );
    return toPage(
      theirs.slice(window.offset, window.offset + window.limit).map((v) => asSeenBy(scope, v)),
      theirs.length,
      window,
    );
  }
  const { ids, totalCount } = await lessonsRepository.idsOfStudent(
    db,
    studentId,
    window,
    instructorFilter,
  );
  const views = await lessonsRepository.views(db, ids);
  return toPage(
    views.map((view) => asSeenBy(scope, view)),
    totalCount,
    window,
  );
}

export async function lessonById(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<LessonView> {
  if (!isUuid(id)) throw notFound('Lesson');
  const db = platform.db.db;
  const [found] = await lessonsRepository.views(db, [id]);
  if (!found) throw notFound('Lesson');
  const scope = await readScope(db, viewer);
  if (!mayRead(scope, found)) throw notFound('Lesson');
  return asSeenBy(scope, found);
}

export interface CancellationLogQuery extends PageArgs {
  from: Date;
  to: Date;
  instructorId?: string | null;
  initiatedBy?: CancellationInitiator | null;
}

export async function cancellationLogs(
  platform: Platform,
  query: CancellationLogQuery,
): Promise<Page<CancellationLogRow>> {
  const window = pageWindow(query);
  if (query.from.getTime() >= query.to.getTime())
    throw validationError([{ path: 'to', message: 'must be after from' }]);
  if (query.instructorId && !isUuid(query.instructorId))
    throw validationError([{ path: 'instructorId', message: 'is not an instructor id' }]);
  const { rows, totalCount } = await lessonsRepository.cancellationLog(
    platform.db.db,
    query,
    window,
  );
  return toPage(rows, totalCount, window);
}

/**
 * The change fee of a lesson: what it sold for (`priceCents`), which is what the school may
 * charge to change it at short notice; null when the lesson was booked without a price.
 */
export async function lessonChangeFee(
  platform: Platform,
  viewer: Viewer,
  lessonId: string,
): Promise<{ lessonId: string; changeFeeCents: number | null }> {
  const view = await lessonById(platform, viewer, lessonId);
  return { lessonId, changeFeeCents: view.lesson.priceCents };
}

export const activeInstructorOptions = (platform: Platform) =>
  lessonsRepository.activeInstructors(platform.db.db);

export const bookableLessonTypes = (platform: Platform) =>
  lessonsRepository.lessonTypes(platform.db.db);

export interface CancellationPreview {
  returnsMinutes: boolean;
  late: boolean;
  hoursBeforeStart: number;
  feeCents: number;
  drivingMinutes: number;
  observationMinutes: number;
  testUnits: number;
  /** The state's late window in hours (the policy the preview applied). */
  windowHours: number;
}

interface PreviewCase {
  initiatedBy: CancellationInitiator;
  reason: CancellationReason;
  waiveLateFee: boolean;
  studentId?: string | null;
}

/** What cancelling would do now, by the same rule the cancellation applies (for the dialog). */
export async function cancellationPreview(
  platform: Platform,
  viewer: Viewer,
  input: PreviewCase & { lessonId: string },
): Promise<CancellationPreview> {
  const view = await lessonById(platform, viewer, input.lessonId);
  return previewOfView(platform.db.db, view, input);
}

/** The preview of a lesson already read (and already allowed to the caller). */
export async function previewOfView(
  db: Executor,
  view: LessonView,
  input: PreviewCase,
): Promise<CancellationPreview> {
  const policy = await lateCancellationPolicy(db, view.instructor.usStateId);
  const outcome = cancellationOutcome({
    initiatedBy: input.initiatedBy,
    reason: input.reason,
    startTime: view.lesson.startTime,
    now: new Date(),
    windowHours: policy.windowHours,
    feeCents: policy.feeCents,
    waived: input.waiveLateFee,
  });
  const places = view.students.filter(
    (place) => !place.removedAt && (!input.studentId || place.studentId === input.studentId),
  );
  const uses = places.map((place) => placeUse(place, view.type.name));
  const sum = (key: 'drivingMinutes' | 'observationMinutes' | 'testUnits') =>
    uses.reduce((total, use) => total + use[key], 0);
  return {
    returnsMinutes: outcome.returnsMinutes,
    late: outcome.late,
    hoursBeforeStart: outcome.hoursBeforeStart,
    feeCents: outcome.feeCents * places.length,
    drivingMinutes: sum('drivingMinutes'),
    observationMinutes: sum('observationMinutes'),
    testUnits: sum('testUnits'),
    windowHours: policy.windowHours,
  };
}
