// Use cases of driving skills and skill reports: the skill list (Admin adds, renames, reorders),
// rating one student's skills in one lesson, reading reports, and emailing a report through the
// outbox. Who may touch which lesson is decided here (the GraphQL permission only lets the roles
// in); report changes are audited under the lesson, in "LessonSlotsV2".
import { z } from 'zod';
import { LONG_DATE_TIME_ZONE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import { notStartedReason } from '../../../domain/scheduling/lesson-recording.ts';
import { renderSkillReportEmail } from '../../../domain/scheduling/skill-report-email.ts';
import {
  NOTHING_RATED,
  reportEmailRefusal,
} from '../../../domain/scheduling/skill-report-sendable.ts';
import { SKILL_RATINGS } from '../../../domain/scheduling/skill-rating.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  AppError,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import type { QueuedMessage } from '../../mail/outbox.ts';
import type { Platform } from '../../platform.ts';
import { myStudents } from '../students/students.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { recordLessonReportChange, type ReportSnapshot } from './driving-skills.audit.ts';
import {
  drivingSkillsRepository as repository,
  type ReportLesson,
  type StoredReport,
} from './driving-skills.repository.ts';
import type { DrivingSkillRow } from './driving-skills.tables.ts';

const SCHOOL_NAME = 'RoadReady';

const label = z.string().trim().min(1, 'is required').max(80, 'at most 80 characters');
const uuid = (message: string) => z.uuid(message);

const putSkillInput = z.object({ id: uuid('must be a driving skill id').nullish(), label });

/** Adds a skill at the end of the list, or renames the one with this id (Admin). */
export async function putDrivingSkill(
  platform: Platform,
  raw: { id?: string | null; label: string },
): Promise<DrivingSkillRow> {
  const parsed = putSkillInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, label: name } = parsed.data;
  return platform.db.transaction(async (tx) => {
    if (await repository.labelTaken(tx, name, id ?? null)) {
      throw validationError([{ path: 'input.label', message: 'Another skill has this name.' }]);
    }
    if (!id) return repository.insert(tx, name, await repository.nextSortOrder(tx));
    const renamed = await repository.rename(tx, id, name);
    if (!renamed) throw notFound('Driving skill');
    return renamed;
  });
}

/** Puts the skills in this order; the list must name every skill exactly once (Admin). */
export async function reorderDrivingSkills(
  platform: Platform,
  ids: readonly string[],
): Promise<DrivingSkillRow[]> {
  return platform.db.transaction(async (tx) => {
    const current = new Set((await repository.list(tx)).map((skill) => skill.id));
    const seen = new Set<string>();
    const problems = ids.flatMap((id, index) => {
      const path = `ids.${index}`;
      if (!current.has(id)) return [{ path, message: 'is not a driving skill' }];
      if (seen.has(id)) return [{ path, message: 'is listed twice' }];
      seen.add(id);
      return [];
    });
    if (problems.length === 0 && seen.size !== current.size) {
      problems.push({ path: 'ids', message: 'must list every driving skill' });
    }
    if (problems.length > 0) throw validationError(problems);
    for (const [index, id] of ids.entries()) await repository.setSortOrder(tx, id, index);
    return repository.list(tx);
  });
}

/** Admin and RegionalManager may report on any lesson; an Instructor only on their own. */
function assertMayWriteLesson(viewer: Viewer, lesson: ReportLesson): void {
  if (viewer.roles.includes('Admin') || viewer.roles.includes('RegionalManager')) return;
  if (viewer.roles.includes('Instructor') && lesson.instructorUserId === viewer.userId) return;
  throw forbidden();
}

const reportInput = z.object({
  lessonId: uuid('must be a lesson id'),
  studentId: uuid('must be a student id'),
  ratings: z
    .array(
      z.object({
        drivingSkillId: uuid('must be a driving skill id'),
        rating: z.enum(SKILL_RATINGS, {
          error: `must be one of ${SKILL_RATINGS.join(', ')}`,
        }),
      }),
    )
    .max(200, 'at most 200 ratings'),
});

export type UpdateLessonReportInput = z.input<typeof reportInput>;

/** The lesson and student a report belongs to, checked for the viewer; throws the SPEC §8 error. */
async function lessonForReport(
  tx: Parameters<Parameters<Platform['db']['transaction']>[0]>[0],
  viewer: Viewer,
  lessonId: string,
  studentId: string,
): Promise<ReportLesson> {
  const lesson = await repository.lesson(tx, lessonId);
  if (!lesson) throw notFound('Lesson');
  assertMayWriteLesson(viewer, lesson);
  if (!(await repository.isOnLesson(tx, lessonId, studentId))) {
    throw validationError([{ path: 'studentId', message: 'is not a student of this lesson' }]);
  }
  return lesson;
}

const snapshot = (ratings: StoredReport['ratings']): ReportSnapshot =>
  Object.fromEntries(ratings.map((entry) => [entry.label, entry.rating]));

/**
 * Rates the student's skills in the lesson, in one transaction: creates the report when there is
 * none and upserts each rating (skills left out keep their rating). Refused before the lesson has
 * started (VALIDATION_ERROR on `ratings`, `lesson-recording.ts`).
 */
export async function updateLessonReportForStudent(
  platform: Platform,
  viewer: Viewer,
  raw: UpdateLessonReportInput,
): Promise<StoredReport> {
  const parsed = reportInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { lessonId, studentId, ratings } = parsed.data;
  const seen = new Set<string>();
  const duplicates = ratings.flatMap((entry, index) => {
    if (!seen.has(entry.drivingSkillId)) {
      seen.add(entry.drivingSkillId);
      return [];
    }
    return [{ path: `ratings.${index}.drivingSkillId`, message: 'is rated twice' }];
  });
  if (duplicates.length > 0) throw validationError(duplicates);

  const { report, published } = await platform.db.transaction(async (tx) => {
    const lesson = await lessonForReport(tx, viewer, lessonId, studentId);
    if (lesson.cancelledAt) {
      throw validationError([{ path: 'lessonId', message: 'was cancelled: nothing to rate' }]);
    }
    const early = notStartedReason(
      'Skill ratings',
      { startTime: lesson.startTime, timeZone: lesson.instructorTimeZone },
      new Date(),
    );
    if (early) throw validationError([{ path: 'ratings', message: early }]);
    const known = await repository.knownSkillIds(tx, [...seen]);
    const unknown = ratings.flatMap((entry, index) =>
      known.has(entry.drivingSkillId)
        ? []
        : [{ path: `ratings.${index}.drivingSkillId`, message: 'is not a driving skill' }],
    );
    if (unknown.length > 0) throw validationError(unknown);

    const existing = await repository.reportForUpdate(tx, lessonId, studentId);
    const before = existing
      ? snapshot((await repository.ratings(tx, [existing.id])).get(existing.id) ?? [])
      : null;
    const row =
      existing ??
      (await repository.ensureReport(tx, { lessonId, studentId, updatedById: viewer.userId }));
    await repository.upsertRatings(tx, row.id, ratings);
    await repository.touchReport(tx, row.id, { updatedById: viewer.userId });
    const [stored] = await repository.reportsOfStudent(tx, studentId, { lessonId });
    if (!stored) throw new Error('driving skill report missing after save');
    const entry = await recordLessonReportChange(tx, actorFromViewer(viewer), {
      lessonId,
      studentId,
      before,
      after: snapshot(stored.ratings),
    });
    return { report: stored, published: entry };
  });
  await published.publish(platform);
  return report;
}

/**
 * Whether the viewer reads every report of the student: staff with `students.read`, and the
 * student and their parent (a record `myStudents` gives the account). An Instructor otherwise
 * reads only the reports of their own lessons.
 */
async function readsEveryReportOf(
  db: Executor,
  viewer: Viewer,
  studentId: string,
): Promise<boolean> {
  if (can(viewer.roles, 'students.read')) return true;
  return (await myStudents(db, viewer)).some((record) => record.id === studentId);
}

/**
 * Every report of the student, newest lesson first. An Instructor gets those of their own lessons
 * with a student they teach; anyone else's student is FORBIDDEN, like an own-records rule.
 */
export async function reportsOfStudent(
  platform: Platform,
  viewer: Viewer,
  studentId: string,
): Promise<StoredReport[]> {
  const db = platform.db.db;
  if (await readsEveryReportOf(db, viewer, studentId)) {
    return isUuid(studentId) ? repository.reportsOfStudent(db, studentId) : [];
  }
  const teaches =
    viewer.roles.includes('Instructor') &&
    isUuid(studentId) &&
    (await repository.isTaughtBy(db, studentId, viewer.userId));
  if (!teaches) throw forbidden();
  return repository.reportsOfStudent(db, studentId, { instructorUserId: viewer.userId });
}

/**
 * The student's report of one lesson (SPEC §7 lessonDrivingSkillsReportByStudentAndLesson), read
 * by whoever reads the student's reports; an Instructor only on their own lesson. NOT_FOUND when
 * none was written yet: the screens then offer to write it.
 */
export async function reportOfLesson(
  platform: Platform,
  viewer: Viewer,
  ids: { studentId: string; lessonId: string },
): Promise<StoredReport> {
  const db = platform.db.db;
  const { studentId, lessonId } = ids;
  if (!(await readsEveryReportOf(db, viewer, studentId))) {
    const lesson =
      viewer.roles.includes('Instructor') && isUuid(lessonId)
        ? await repository.lesson(db, lessonId)
        : null;
    if (!lesson || lesson.instructorUserId !== viewer.userId) throw forbidden();
  }
  const [report] =
    isUuid(studentId) && isUuid(lessonId)
      ? await repository.reportsOfStudent(db, studentId, { lessonId })
      : [];
  if (!report) throw notFound('Driving-skill report');
  return report;
}

const emailInput = z.object({
  studentId: uuid('must be a student id'),
  lessonId: uuid('must be a lesson id'),
  emails: z
    .array(z.string().trim().pipe(z.email('must be an email address')))
    .min(1, 'needs at least one address')
    .max(5, 'at most 5 addresses'),
  comments: z.string().max(4000, 'at most 4,000 characters'),
});

export type EmailStudentReportInput = z.input<typeof emailInput>;

/**
 * Emails the report (one message per address, through the outbox) and records when. A report with
 * nothing rated, or none yet, is refused with BAD_REQUEST (`skill-report-sendable.ts`).
 */
export async function emailStudentReport(
  platform: Platform,
  viewer: Viewer,
  raw: EmailStudentReportInput,
): Promise<StoredReport> {
  const parsed = emailInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { studentId, lessonId, comments } = parsed.data;
  const emails = [...new Set(parsed.data.emails.map((email) => email.toLowerCase()))];

  const { report, messages, published } = await platform.db.transaction(async (tx) => {
    const lesson = await lessonForReport(tx, viewer, lessonId, studentId);
    const existing = await repository.reportForUpdate(tx, lessonId, studentId);
    const [stored] = existing ? await repository.reportsOfStudent(tx, studentId, { lessonId }) : [];
    // No report, or one with nothing rated, tells the family nothing: it is not sent.
    const refusal = reportEmailRefusal(stored ?? null);
    if (!existing || !stored || refusal)
      throw new AppError('BAD_REQUEST', refusal ?? NOTHING_RATED);
    const student = await repository.student(tx, studentId);
    if (!student) throw notFound('Student');
    const email = renderSkillReportEmail({
      schoolName: SCHOOL_NAME,
      studentName: student.name,
      instructorName: lesson.instructorName,
      lessonTypeLabel: lesson.lessonTypeLabel,
      lessonStart: formatDate(
        lesson.startTime,
        LONG_DATE_TIME_ZONE_FORMAT,
        lesson.instructorTimeZone,
      ),
      ratings: stored.ratings,
      comments,
    });
    const queued: QueuedMessage[] = [];
    for (const to of emails) queued.push(await platform.outbox.queue({ to, ...email }, tx));
    const sentAt = new Date();
    await repository.touchReport(tx, existing.id, { lastEmailSent: sentAt });
    const entry = await recordLessonReportChange(tx, actorFromViewer(viewer), {
      lessonId,
      studentId,
      before: { lastEmailSent: existing.lastEmailSent?.toISOString() ?? null },
      after: { lastEmailSent: sentAt.toISOString() },
    });
    return {
      report: { ...stored, lastEmailSent: sentAt },
      messages: queued,
      published: entry,
    };
  });
  for (const message of messages) await message.dispatch();
  await published.publish(platform);
  return report;
}
