// Use cases on cohorts and their sessions (docs/cohorts.md). Writes run in audited transactions
// (collection Cohorts). A change that could break a rule others depend on locks the cohort row
// first: lowering maxEnrollees waits for enrolments in flight, and a cohort's dates and its
// sessions are checked together.
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { sessionProblems, sessionsFit } from '../../../domain/cohorts/cohort-session-window.ts';
import { can } from '../../../domain/permissions.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { isValidTimeZone } from '../../../domain/scheduling/time-zone.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { cohortsRepository } from './cohorts.repository.ts';
import { cohorts, type CohortRow, type CohortSessionRow } from './cohorts.tables.ts';

/** Path `Cohorts/<id>`. */
export const cohortsAudit = auditedEntity({
  collection: 'Cohorts',
  table: cohorts,
  id: cohorts.id,
});

type AuditPlatform = Pick<Platform, 'db' | 'events' | 'log'>;

const isoDate = z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');
const timeZone = z
  .string()
  .trim()
  .refine(isValidTimeZone, 'must be a time zone such as America/Los_Angeles');

const fields = {
  name: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  description: z.string().trim().max(2000, 'at most 2000 characters'),
  startDate: isoDate,
  endDate: isoDate,
  timeZone,
  maxEnrollees: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500),
  isOpen: z.boolean(),
};

const sessionInput = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  startTime: z.date('must be a date-time'),
  endTime: z.date('must be a date-time'),
});

const createInput = z.object({
  courseId: z.string(),
  ...fields,
  description: fields.description.default(''),
  timeZone: timeZone.optional(),
  isOpen: fields.isOpen.default(true),
  sessions: z.array(sessionInput).max(100, 'at most 100 sessions').default([]),
});
const updateInput = z.object(fields).partial();
const putSessionInput = sessionInput.extend({ cohortId: z.string() });

export type CreateCohortInput = z.input<typeof createInput>;
export type UpdateCohortInput = z.input<typeof updateInput>;
export type CohortSessionInput = z.input<typeof putSessionInput>;

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

function assertDates(values: { startDate: string; endDate: string }) {
  if (values.endDate < values.startDate) {
    throw validationError([
      { path: 'input.endDate', message: 'must not be before the start date' },
    ]);
  }
}

function assertSession(
  cohort: Pick<CohortRow, 'startDate' | 'endDate' | 'timeZone'>,
  session: { startTime: Date; endTime: Date },
  prefix: string,
) {
  const problems = sessionProblems(cohort, session);
  if (problems.length > 0) {
    throw validationError(
      problems.map((problem) => ({ path: `${prefix}.${problem.field}`, message: problem.message })),
    );
  }
}

/** Cohorts a caller may see: any with a back-office role, else those of published courses. */
export async function listCohorts(
  db: Executor,
  viewer: Viewer | null,
  args: { courseId?: string | null; doShowClosed?: boolean | null; minEndDate?: string | null },
): Promise<CohortRow[]> {
  const courseId = args.courseId || undefined;
  if (courseId !== undefined && !isUuid(courseId)) {
    throw validationError([{ path: 'courseId', message: 'is not a course id' }]);
  }
  const minEndDate = args.minEndDate || undefined;
  if (minEndDate !== undefined && !isoDate.safeParse(minEndDate).success) {
    throw validationError([{ path: 'minEndDate', message: 'must be a date (YYYY-MM-DD)' }]);
  }
  const rows = await cohortsRepository.list(db, {
    courseId,
    minEndDate,
    doShowClosed: Boolean(args.doShowClosed),
  });
  if (can(viewer?.roles ?? null, 'backOffice.read')) return rows;
  return onlyPublished(db, rows);
}

async function onlyPublished(db: Executor, rows: CohortRow[]): Promise<CohortRow[]> {
  const courseIds = [...new Set(rows.map((row) => row.courseId))];
  const published = new Set<string>();
  for (const id of courseIds) {
    const course = await coursesRepository.findById(db, id);
    if (course?.isPublished) published.add(id);
  }
  return rows.filter((row) => published.has(row.courseId));
}

/** One cohort, with the same visibility as the list; null when unknown or not visible. */
export async function findCohort(
  db: Executor,
  viewer: Viewer | null,
  id: string,
): Promise<CohortRow | null> {
  if (!isUuid(id)) return null;
  const row = await cohortsRepository.findById(db, id);
  if (!row || can(viewer?.roles ?? null, 'backOffice.read')) return row;
  return (await onlyPublished(db, [row]))[0] ?? null;
}

export async function createCohort(
  platform: AuditPlatform,
  viewer: Viewer,
  raw: CreateCohortInput,
): Promise<CohortRow> {
  const { sessions, courseId, ...values } = parse(createInput, raw);
  assertDates(values);
  if (!isUuid(courseId)) {
    throw validationError([{ path: 'input.courseId', message: 'is not a course id' }]);
  }
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const course = await coursesRepository.findById(tx, courseId);
    if (!course) throw validationError([{ path: 'input.courseId', message: 'is not a course' }]);
    const row = await audit.insert(cohortsAudit, {
      ...values,
      courseId,
      state: course.state,
      timeZone: values.timeZone ?? stateTimeZone(course.state),
    });
    for (const [index, session] of sessions.entries()) {
      assertSession(row, session, `input.sessions.${index}`);
      await cohortsRepository.insertSession(tx, row.id, session);
    }
    return row;
  });
}

export async function updateCohort(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string,
  raw: UpdateCohortInput,
): Promise<CohortRow> {
  if (!isUuid(id)) throw notFound('Cohort');
  const changes = Object.fromEntries(
    Object.entries(parse(updateInput, raw)).filter(([, value]) => value !== undefined),
  ) as z.output<typeof updateInput>;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    // Locked: an enrolment in flight finishes first, so numEnrolled below is final.
    const current = await cohortsRepository.lock(tx, id);
    if (!current) throw notFound('Cohort');
    const next = { ...current, ...changes };
    assertDates(next);
    if (next.maxEnrollees < current.numEnrolled) {
      throw validationError([
        {
          path: 'input.maxEnrollees',
          message: `cannot be below the ${current.numEnrolled} students enrolled`,
        },
      ]);
    }
    const sessions = await cohortsRepository.sessionsOf(tx, [id]);
    if (!sessionsFit(next, sessions)) {
      const field =
        changes.timeZone !== undefined
          ? 'timeZone'
          : changes.startDate !== undefined
            ? 'startDate'
            : 'endDate';
      throw validationError([
        {
          path: `input.${field}`,
          message: 'would leave sessions outside the cohort dates; move or delete them first',
        },
      ]);
    }
    const written = await audit.update(cohortsAudit, id, { ...changes, updatedAt: new Date() });
    if (!written) throw notFound('Cohort');
    return written.after;
  });
}

/** Refused (CONFLICT) while students are enrolled: their seats are records families rely on. */
export async function deleteCohort(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Cohort');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await cohortsRepository.lock(tx, id);
    if (!current) throw notFound('Cohort');
    if (current.numEnrolled > 0) {
      throw conflict(
        `The cohort has ${current.numEnrolled} enrolled ${current.numEnrolled === 1 ? 'student' : 'students'}; remove them first.`,
      );
    }
    await audit.delete(cohortsAudit, id);
    return { id };
  });
}

/** Adds a session to a cohort, or changes the one with `id`. */
export async function putCohortSession(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string | null,
  raw: CohortSessionInput,
): Promise<CohortSessionRow> {
  if (id !== null && !isUuid(id)) throw notFound('Cohort session');
  const { cohortId, ...values } = parse(putSessionInput, raw);
  if (!isUuid(cohortId)) {
    throw validationError([{ path: 'input.cohortId', message: 'is not a cohort id' }]);
  }
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const cohort = await cohortsRepository.lock(tx, cohortId);
    if (!cohort) throw validationError([{ path: 'input.cohortId', message: 'is not a cohort' }]);
    assertSession(cohort, values, 'input');
    const before = id === null ? null : await cohortsRepository.findSession(tx, id);
    if (id !== null && (!before || before.cohortId !== cohortId)) throw notFound('Cohort session');
    const row =
      id === null
        ? await cohortsRepository.insertSession(tx, cohortId, values)
        : await cohortsRepository.updateSession(tx, id, values);
    if (!row) throw notFound('Cohort session');
    await audit.record({
      collection: 'Cohorts',
      id: cohortId,
      action: 'Update',
      before: before ? { session: sessionView(before) } : null,
      after: { session: sessionView(row) },
    });
    return row;
  });
}

const sessionView = (row: CohortSessionRow) => ({
  id: row.id,
  name: row.name,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
});

/** Removes a session and its attendance marks. */
export async function deleteCohortSession(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Cohort session');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const row = await cohortsRepository.deleteSession(tx, id);
    if (!row) throw notFound('Cohort session');
    await audit.record({
      collection: 'Cohorts',
      id: row.cohortId,
      action: 'Update',
      before: { session: sessionView(row) },
      after: { session: null },
    });
    return { id };
  });
}
