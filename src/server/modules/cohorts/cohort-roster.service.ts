// The roster of a cohort and attendance per session (docs/cohorts.md). An enrolment takes a seat
// with one conditional UPDATE on the cohort row (`num_enrolled < max_enrollees`) inside the
// transaction: on PostgreSQL concurrent enrolments queue on that row and the loser's condition
// is re-checked against the committed count, so the last seat goes to exactly one of them; the
// table's check constraint refuses an over-full counter whatever happens. A refused enrolment
// rolls back whole (no enrolment row, no seat taken).
import { z } from 'zod';
import {
  ATTENDANCE_VALUES,
  DEFAULT_ATTENDANCE,
  type Attendance,
} from '../../../domain/cohorts/attendance.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { conflict, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { cohortsRepository, type RosterEntry } from './cohorts.repository.ts';
import type { CohortRow } from './cohorts.tables.ts';

type AuditPlatform = Pick<Platform, 'db' | 'events' | 'log'>;

export interface RosterStudent extends RosterEntry {
  /** One entry per session of the cohort, in session order; Not_Set when never marked. */
  attendance: { sessionId: string; attendance: Attendance }[];
}

export interface CohortRoster {
  cohort: CohortRow;
  students: RosterStudent[];
}

export async function cohortRoster(db: Executor, cohortId: string): Promise<CohortRoster> {
  if (!isUuid(cohortId)) throw notFound('Cohort');
  const cohort = await cohortsRepository.findById(db, cohortId);
  if (!cohort) throw notFound('Cohort');
  const [roster, sessions, marks] = await Promise.all([
    cohortsRepository.roster(db, cohortId),
    cohortsRepository.sessionsOf(db, [cohortId]),
    cohortsRepository.attendanceOf(db, cohortId),
  ]);
  const marked = new Map(marks.map((mark) => [`${mark.sessionId}:${mark.studentId}`, mark]));
  return {
    cohort,
    students: roster.map((entry) => ({
      ...entry,
      attendance: sessions.map((session) => ({
        sessionId: session.id,
        attendance:
          marked.get(`${session.id}:${entry.studentId}`)?.attendance ?? DEFAULT_ATTENDANCE,
      })),
    })),
  };
}

function assertStudentId(studentId: string) {
  if (!isUuid(studentId)) {
    throw validationError([{ path: 'studentId', message: 'is not a student id' }]);
  }
}

const FULL = 'The cohort is full: no seat is left.';

/**
 * A seat for the student inside the caller's transaction (course checkout takes one this way):
 * NOT_FOUND for an unknown cohort, VALIDATION_ERROR on `studentId` when already on the roster,
 * CONFLICT when full. The caller maps the database's own refusals (`cohortWriteError`).
 */
export async function takeSeatWithin(
  tx: Transaction,
  audit: AuditRecorder,
  cohortId: string,
  student: { id: string; name: string },
): Promise<CohortRow> {
  const before = await cohortsRepository.findById(tx, cohortId);
  if (!before) throw notFound('Cohort');
  if (await cohortsRepository.isEnrolled(tx, cohortId, student.id)) {
    throw validationError([{ path: 'studentId', message: 'is already enrolled' }]);
  }
  const after = await cohortsRepository.takeSeat(tx, cohortId);
  if (!after) throw conflict(FULL);
  await cohortsRepository.insertEnrollment(tx, cohortId, student.id);
  await audit.record({
    collection: 'Cohorts',
    id: cohortId,
    action: 'Update',
    before: { numEnrolled: after.numEnrolled - 1, enrolled: null },
    after: { numEnrolled: after.numEnrolled, enrolled: `${student.name} (${student.id})` },
  });
  return after;
}

export async function enrollStudentInCohort(
  platform: AuditPlatform,
  viewer: Viewer,
  cohortId: string,
  studentId: string,
): Promise<CohortRow> {
  if (!isUuid(cohortId)) throw notFound('Cohort');
  assertStudentId(studentId);
  try {
    return await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      const [student] = await studentsRepository.findByIds(tx, [studentId]);
      if (!student || student.isDeleted) {
        throw validationError([{ path: 'studentId', message: 'is not a student' }]);
      }
      return takeSeatWithin(tx, audit, cohortId, student);
    });
  } catch (error) {
    throw cohortWriteError(error, 'studentId');
  }
}

/** The database's refusals of a seat, as the answers they mean; other errors as they are. */
export function cohortWriteError(error: unknown, studentPath: string): unknown {
  // The same student enrolled twice at once: the unique index lets one through.
  if (postgresErrorCode(error) === '23505') {
    return validationError([{ path: studentPath, message: 'is already enrolled' }]);
  }
  // The counter check, should a write ever skip the conditional update.
  if (postgresErrorCode(error) === '23514') return conflict(FULL);
  return error;
}

/** Frees the seat and forgets the student's attendance marks in this cohort. */
export async function removeStudentFromCohort(
  platform: AuditPlatform,
  viewer: Viewer,
  cohortId: string,
  studentId: string,
): Promise<CohortRow> {
  if (!isUuid(cohortId)) throw notFound('Cohort');
  assertStudentId(studentId);
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const cohort = await cohortsRepository.lock(tx, cohortId);
    if (!cohort) throw notFound('Cohort');
    if (!(await cohortsRepository.deleteEnrollment(tx, cohortId, studentId))) {
      throw validationError([{ path: 'studentId', message: 'is not enrolled in this cohort' }]);
    }
    await cohortsRepository.clearAttendance(tx, cohortId, studentId);
    await cohortsRepository.giveBackSeat(tx, cohortId);
    await audit.record({
      collection: 'Cohorts',
      id: cohortId,
      action: 'Update',
      before: { numEnrolled: cohort.numEnrolled, removed: null },
      after: { numEnrolled: cohort.numEnrolled - 1, removed: studentId },
    });
    const after = await cohortsRepository.findById(tx, cohortId);
    if (!after) throw notFound('Cohort');
    return after;
  });
}

const attendanceValue = z.enum(ATTENDANCE_VALUES);

/** Marks one student at one session; only students on the cohort's roster can be marked. */
export async function setCohortAttendance(
  platform: AuditPlatform,
  input: { sessionId: string; studentId: string; attendance: string },
): Promise<{ sessionId: string; studentId: string; attendance: Attendance }> {
  if (!isUuid(input.sessionId)) throw notFound('Cohort session');
  assertStudentId(input.studentId);
  const parsed = attendanceValue.safeParse(input.attendance);
  if (!parsed.success) {
    throw validationError([
      { path: 'attendance', message: `must be one of ${ATTENDANCE_VALUES.join(', ')}` },
    ]);
  }
  // Not audited: marks are many and routine; each row keeps when it was last changed.
  return platform.db.transaction(async (tx) => {
    const session = await cohortsRepository.findSession(tx, input.sessionId);
    if (!session) throw notFound('Cohort session');
    if (!(await cohortsRepository.isEnrolled(tx, session.cohortId, input.studentId))) {
      throw validationError([{ path: 'studentId', message: 'is not enrolled in this cohort' }]);
    }
    const entry = { ...input, attendance: parsed.data };
    await cohortsRepository.setAttendance(tx, entry);
    return entry;
  });
}
