// Enrolling students in online courses, unenrolling and migrating them, and reading enrolments
// (docs/online-enrollments.md). Writes are audited (OnlineEnrollments) and go to the student's
// change log in the same transaction; refusals write nothing.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import {
  conflict,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { courseOfferings, type CourseRow } from '../courses/courses.tables.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { myStudents } from '../students/students.service.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { enrollmentView, type OnlineEnrollmentView } from './enrollment-view.ts';
import { onlineEnrollmentsRepository } from './online-enrollments.repository.ts';
import { onlineEnrollments } from './online-enrollments.tables.ts';

/** Path `OnlineEnrollments/<id>`: enrolments, status changes and seat-time patches. */
export const onlineEnrollmentsAudit = auditedEntity({
  collection: 'OnlineEnrollments',
  table: onlineEnrollments,
  id: onlineEnrollments.id,
});

const idField = (what: string) => z.string().refine(isUuid, `is not ${what} id`);

const enrollInput = z.object({
  studentId: idField('a student'),
  courseId: idField('a course'),
});

const migrateInput = z.object({
  enrollmentId: idField('an enrolment'),
  courseId: idField('a course'),
});

/**
 * The course a student may be enrolled in: published (an unpublished course is a draft whose
 * state rule may not be confirmed yet) and taught online (it has an online offering).
 */
async function enrollableCourse(db: Executor, courseId: string, path: string): Promise<CourseRow> {
  const course = await coursesRepository.findById(db, courseId);
  if (!course) throw validationError([{ path, message: 'is not a course' }]);
  if (!course.isPublished) throw validationError([{ path, message: 'is not published' }]);
  const [online] = await db
    .select({ id: courseOfferings.id })
    .from(courseOfferings)
    .where(and(eq(courseOfferings.courseId, courseId), eq(courseOfferings.format, 'online')));
  if (!online) throw validationError([{ path, message: 'is not taught online' }]);
  return course;
}

const alreadyEnrolled = () => conflict('The student is already enrolled in this course.');

async function answer(db: Executor, id: string, now: Date): Promise<OnlineEnrollmentView> {
  const found = await onlineEnrollmentsRepository.find(db, id);
  if (!found) throw notFound('Enrolment');
  return enrollmentView(db, found, now);
}

/** Turns the live-enrolment unique index into the CONFLICT a second enrolment deserves. */
export async function uniqueAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw alreadyEnrolled();
    throw error;
  }
}

/**
 * The enrolment inside the caller's transaction (course checkout enrols this way): the same checks
 * and writes as `enrollStudent`, without its permission check; returns the enrolment's id. The
 * caller turns the unique index's refusal of a concurrent second enrolment into its own answer.
 */
export async function enrollWithin(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  input: { studentId: string; courseId: string },
  now: Date,
): Promise<string> {
  const [student] = await studentsRepository.findByIds(tx, [input.studentId]);
  if (!student || student.isDeleted) {
    throw validationError([{ path: 'input.studentId', message: 'is not a student' }]);
  }
  const course = await enrollableCourse(tx, input.courseId, 'input.courseId');
  if (await isEnrolledOnline(tx, student.id, course.id)) throw alreadyEnrolled();
  const row = await audit.insert(onlineEnrollmentsAudit, {
    studentId: student.id,
    courseId: course.id,
    enrolledAt: now,
    createdByName: viewer.name,
  });
  await recordUserLog(tx, {
    studentId: student.id,
    kind: 'Manual',
    type: 'onlineCourse.enrolled',
    message: `Enrolled in ${course.name}`,
    actor: actorOf(viewer),
  });
  return row.id;
}

/** Whether the student has a live (Enrolled) enrolment in the course. */
export async function isEnrolledOnline(
  db: Executor,
  studentId: string,
  courseId: string,
): Promise<boolean> {
  const live = await onlineEnrollmentsRepository.ofStudents(db, [studentId]);
  return live.some((row) => row.course.id === courseId && row.enrollment.status === 'Enrolled');
}

export async function enrollStudent(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof enrollInput>,
  now = new Date(),
): Promise<OnlineEnrollmentView> {
  const parsed = enrollInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const id = await uniqueAsConflict(() =>
    auditedTransaction(platform, actorFromViewer(viewer), (tx, audit) =>
      enrollWithin(tx, audit, viewer, input, now),
    ),
  );
  return answer(platform.db.db, id, now);
}

/** Ends an enrolment (unenrol or migrate): a live one only, under its row lock. */
async function endLive(
  tx: Executor,
  enrollmentId: string,
  path: string,
): Promise<{ studentId: string; courseId: string }> {
  const row = await onlineEnrollmentsRepository.lock(tx, enrollmentId);
  if (!row) throw notFound('Enrolment');
  if (row.status !== 'Enrolled') {
    throw validationError([{ path, message: `is ${row.status.toLowerCase()} already` }]);
  }
  return row;
}

export async function unenrollStudent(
  platform: Platform,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<OnlineEnrollmentView> {
  if (!isUuid(id)) throw validationError([{ path: 'id', message: 'is not an enrolment id' }]);
  await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const row = await endLive(tx, id, 'id');
    await audit.update(onlineEnrollmentsAudit, id, {
      status: 'Unenrolled',
      endedAt: now,
      updatedAt: now,
    });
    const course = await coursesRepository.findById(tx, row.courseId);
    await recordUserLog(tx, {
      studentId: row.studentId,
      kind: 'Manual',
      type: 'onlineCourse.unenrolled',
      message: `Unenrolled from ${course?.name ?? 'an online course'}`,
      actor: actorOf(viewer),
    });
  });
  return answer(platform.db.db, id, now);
}

/**
 * Moves a live enrolment to another published online course of the same category (a new version
 * of the course, or the same course in another state): the old enrolment ends as Migrated and the
 * new one points at it, so its seat time carries over and is credited under the new course's rule.
 */
export async function migrateStudent(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof migrateInput>,
  now = new Date(),
): Promise<OnlineEnrollmentView> {
  const parsed = migrateInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const id = await uniqueAsConflict(() =>
    auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      const from = await endLive(tx, input.enrollmentId, 'input.enrollmentId');
      const source = await coursesRepository.findById(tx, from.courseId);
      const target = await enrollableCourse(tx, input.courseId, 'input.courseId');
      if (target.id === from.courseId) {
        throw validationError([{ path: 'input.courseId', message: 'is the current course' }]);
      }
      if (source && target.category !== source.category) {
        throw validationError([
          { path: 'input.courseId', message: `is not a ${source.category} course` },
        ]);
      }
      await audit.update(onlineEnrollmentsAudit, input.enrollmentId, {
        status: 'Migrated',
        endedAt: now,
        updatedAt: now,
      });
      const row = await audit.insert(onlineEnrollmentsAudit, {
        studentId: from.studentId,
        courseId: target.id,
        enrolledAt: now,
        migratedFromId: input.enrollmentId,
        createdByName: viewer.name,
      });
      await recordUserLog(tx, {
        studentId: from.studentId,
        kind: 'Manual',
        type: 'onlineCourse.migrated',
        message: `Moved from ${source?.name ?? 'an online course'} to ${target.name}, seat time carried`,
        actor: actorOf(viewer),
      });
      return row.id;
    }),
  );
  return answer(platform.db.db, id, now);
}

const staffReader = (viewer: Viewer) => can(viewer.roles, 'students.read');

/** `studentOnlineCourse(id)`: staff any; a student only their own (FORBIDDEN otherwise). */
export async function readEnrollment(
  db: Executor,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<OnlineEnrollmentView> {
  if (!isUuid(id)) throw validationError([{ path: 'id', message: 'is not an enrolment id' }]);
  const found = await onlineEnrollmentsRepository.find(db, id);
  if (!found) throw notFound('Enrolment');
  if (!staffReader(viewer)) {
    const own = await myStudents(db, viewer);
    if (!own.some((record) => record.id === found.enrollment.studentId)) throw forbidden();
  }
  return enrollmentView(db, found, now);
}

/** `studentOnlineCourses(studentId)`: newest first; a student only their own record. */
export async function listStudentEnrollments(
  db: Executor,
  viewer: Viewer,
  studentId: string,
  now = new Date(),
): Promise<OnlineEnrollmentView[]> {
  if (!staffReader(viewer)) {
    const own = await myStudents(db, viewer);
    if (!own.some((record) => record.id === studentId)) throw forbidden();
  } else if (!isUuid(studentId)) {
    throw validationError([{ path: 'studentId', message: 'is not a student id' }]);
  }
  const rows = await onlineEnrollmentsRepository.ofStudents(db, [studentId]);
  return Promise.all(rows.map((row) => enrollmentView(db, row, now)));
}
