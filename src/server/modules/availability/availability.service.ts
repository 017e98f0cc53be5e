// Use cases on an instructor's availability: read it, replace the weekly hours or the breaks at
// once, put or delete a dated exception. Each change is checked (whose availability, the rules of
// weekly-hours-rules.ts), written in one transaction with one "InstructorAvailsV2" audit entry,
// and then announced to the regional manager and re-audited by background jobs.
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import {
  availabilityReadReach,
  availabilityWriteReach,
  type AvailabilityReach,
} from '../../../domain/scheduling/availability-access.ts';
import { BREAK_KINDS } from '../../../domain/scheduling/lesson-enums.ts';
import {
  breakProblems,
  formatMinuteOfDay,
  weeklyHoursProblems,
  type WeeklyBreak,
  type WeeklySpan,
} from '../../../domain/scheduling/weekly-hours-rules.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { auditInstructorAvailability } from './availability-audit.service.ts';
import { availabilityAuditJob, availabilityChangedJob } from './availability.jobs.ts';
import { availabilityRepository, type AvailabilityInstructor } from './availability.repository.ts';
import type { AvailabilityExceptionRow } from './availability.tables.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { triggerWaitlistOffers } from '../waitlist/waitlist.jobs.ts';

const COLLECTION = 'InstructorAvailsV2';
const MAX_ITEMS = 70;
const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** The instructor, when the viewer's reach covers them: FORBIDDEN or NOT_FOUND otherwise. */
async function reachable(
  db: Executor,
  viewer: Viewer,
  reach: AvailabilityReach,
  instructorId: string,
  lock = false,
): Promise<AvailabilityInstructor> {
  if (reach === 'none') throw forbidden();
  const instructor = isUuid(instructorId)
    ? await availabilityRepository.instructor(db, instructorId, lock)
    : null;
  if (!instructor) throw notFound('Instructor');
  if (reach === 'own' && instructor.userId !== viewer.userId) throw forbidden();
  return instructor;
}

/** The instructor whose availability (or calendar) the viewer may read. */
export const readableInstructor = (db: Executor, viewer: Viewer, instructorId: string) =>
  reachable(db, viewer, availabilityReadReach(viewer.roles), instructorId);

export async function instructorAvailability(
  platform: Platform,
  viewer: Viewer,
  instructorId: string,
  from: string | null,
) {
  const db = platform.db.db;
  if (from !== null && !isCalendarDate(from)) {
    throw validationError([{ path: 'from', message: 'must be a date YYYY-MM-DD' }]);
  }
  const instructor = await readableInstructor(db, viewer, instructorId);
  const [weeklyHours, breaks, exceptions] = await Promise.all([
    availabilityRepository.weeklyHours(db, instructorId),
    availabilityRepository.breaks(db, instructorId),
    availabilityRepository.exceptions(db, instructorId, from),
  ]);
  return { instructor, weeklyHours, breaks, exceptions };
}

/** "08:00–12:00, 13:00–17:00" per weekday name: how the audit log shows a week. */
function weekView(spans: readonly (WeeklySpan & { kind?: string })[]): Record<string, string> {
  const view: Record<string, string> = {};
  const sorted = [...spans].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (const span of sorted) {
    const day = WEEKDAY_NAMES[span.weekday - 1]!;
    const text = `${span.kind ? `${span.kind} ` : ''}${formatMinuteOfDay(span.startMinute)}–${formatMinuteOfDay(span.endMinute)}`;
    view[day] = view[day] ? `${view[day]}, ${text}` : text;
  }
  return view;
}

function tooMany(path: string, items: readonly unknown[]) {
  if (items.length > MAX_ITEMS) {
    throw validationError([{ path, message: `at most ${MAX_ITEMS} entries` }]);
  }
}

/**
 * After a committed change: re-audit at once, so the findings shown next already follow the new
 * hours (the audit job is the fallback when that fails), and tell the regional manager. Never
 * fails the change.
 */
async function announce(platform: Platform, instructorId: string): Promise<void> {
  try {
    await auditInstructorAvailability(platform, instructorId);
  } catch (error) {
    platform.log.warn({ err: error, instructorId }, 'availability audit failed; queued instead');
    await platform.jobs
      .enqueue(availabilityAuditJob, { instructorId }, { singletonKey: instructorId })
      .catch((err: unknown) =>
        platform.log.warn({ err, instructorId }, 'could not enqueue the availability audit'),
      );
  }
  try {
    await platform.jobs.enqueue(availabilityChangedJob, { instructorId });
  } catch (error) {
    platform.log.warn({ err: error, instructorId }, 'could not enqueue the availability jobs');
  }
  // New hours may be the time someone on the waiting list asked for.
  await triggerWaitlistOffers(platform);
}

/**
 * Replaces the instructor's weekly hours (and, when `breaks` is given, the breaks with them, so
 * both can move at once). The breaks kept must still lie inside the new hours.
 */
export async function setInstructorWeeklyHours(
  platform: Platform,
  viewer: Viewer,
  instructorId: string,
  spans: WeeklySpan[],
  breaks: WeeklyBreak[] | null,
) {
  tooMany('spans', spans);
  if (breaks) tooMany('breaks', breaks);
  const spanProblems = weeklyHoursProblems(spans);
  if (spanProblems.length > 0) throw validationError(spanProblems);
  const result = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await reachable(tx, viewer, availabilityWriteReach(viewer.roles), instructorId, true);
    const beforeHours = await availabilityRepository.weeklyHours(tx, instructorId);
    const beforeBreaks = await availabilityRepository.breaks(tx, instructorId);
    const nextBreaks = breaks ?? beforeBreaks;
    const problems = breakProblems(nextBreaks, spans, BREAK_KINDS);
    if (problems.length > 0) {
      // Breaks the caller did not send are named as the spans that would leave them outside.
      throw validationError(
        breaks
          ? problems
          : [
              {
                path: 'spans',
                message: 'would leave a break outside working hours; change the breaks too',
              },
            ],
      );
    }
    await availabilityRepository.replaceWeeklyHours(tx, instructorId, spans);
    if (breaks) await availabilityRepository.replaceBreaks(tx, instructorId, breaks);
    await audit.record({
      collection: COLLECTION,
      id: instructorId,
      action: 'Update',
      before: { weeklyHours: weekView(beforeHours), breaks: weekView(beforeBreaks) },
      after: { weeklyHours: weekView(spans), breaks: weekView(nextBreaks) },
    });
    return {
      weeklyHours: await availabilityRepository.weeklyHours(tx, instructorId),
      breaks: await availabilityRepository.breaks(tx, instructorId),
    };
  });
  await announce(platform, instructorId);
  return result;
}

export async function setInstructorBreaks(
  platform: Platform,
  viewer: Viewer,
  instructorId: string,
  breaks: WeeklyBreak[],
) {
  tooMany('breaks', breaks);
  const result = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await reachable(tx, viewer, availabilityWriteReach(viewer.roles), instructorId, true);
    const hours = await availabilityRepository.weeklyHours(tx, instructorId);
    const problems = breakProblems(breaks, hours, BREAK_KINDS);
    if (problems.length > 0) throw validationError(problems);
    const before = await availabilityRepository.breaks(tx, instructorId);
    await availabilityRepository.replaceBreaks(tx, instructorId, breaks);
    await audit.record({
      collection: COLLECTION,
      id: instructorId,
      action: 'Update',
      before: { breaks: weekView(before) },
      after: { breaks: weekView(breaks) },
    });
    return availabilityRepository.breaks(tx, instructorId);
  });
  await announce(platform, instructorId);
  return result;
}

const exceptionInput = z
  .object({
    id: z.uuid('must be an exception id').nullish(),
    instructorId: z.string(),
    date: z.string().refine(isCalendarDate, 'must be a date YYYY-MM-DD'),
    startMinute: z
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(1439, 'must be at most 1439')
      .nullish(),
    endMinute: z
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(1440, 'must be at most 1440')
      .nullish(),
    isAvailable: z.boolean(),
    note: z.string().trim().max(500, 'at most 500 characters').default(''),
  })
  .superRefine((value, context) => {
    const start = value.startMinute ?? null;
    const end = value.endMinute ?? null;
    if ((start === null) !== (end === null)) {
      context.addIssue({
        code: 'custom',
        path: [start === null ? 'startMinute' : 'endMinute'],
        message: 'give both the start and the end, or neither for the whole day',
      });
    } else if (start === null && value.isAvailable) {
      context.addIssue({
        code: 'custom',
        path: ['startMinute'],
        message: 'extra hours need a start and an end',
      });
    } else if (start !== null && end !== null && end <= start) {
      context.addIssue({ code: 'custom', path: ['endMinute'], message: 'must be after the start' });
    }
  });

export type PutExceptionInput = z.input<typeof exceptionInput>;

const exceptionView = (row: AvailabilityExceptionRow | null) =>
  row && {
    exceptions: {
      [row.id]: {
        date: row.date,
        time:
          row.startMinute === null
            ? 'whole day'
            : `${formatMinuteOfDay(row.startMinute)}–${formatMinuteOfDay(row.endMinute!)}`,
        available: row.isAvailable ? 'extra hours' : 'time off',
        note: row.note,
      },
    },
  };

export async function putAvailabilityException(
  platform: Platform,
  viewer: Viewer,
  raw: PutExceptionInput,
): Promise<AvailabilityExceptionRow> {
  const parsed = exceptionInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...input } = parsed.data;
  const values = {
    ...input,
    startMinute: input.startMinute ?? null,
    endMinute: input.endMinute ?? null,
  };
  const row = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await reachable(tx, viewer, availabilityWriteReach(viewer.roles), input.instructorId, true);
    const before = id ? await availabilityRepository.exception(tx, id) : null;
    if (id && before?.instructorId !== input.instructorId) throw notFound('Availability exception');
    const after = id
      ? await availabilityRepository.updateException(tx, id, values)
      : await availabilityRepository.insertException(tx, values);
    if (!after) throw notFound('Availability exception');
    await audit.record({
      collection: COLLECTION,
      id: input.instructorId,
      action: id ? 'Update' : 'Create',
      before: exceptionView(before),
      after: exceptionView(after),
    });
    return after;
  });
  await announce(platform, input.instructorId);
  return row;
}

export async function deleteAvailabilityException(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Availability exception');
  const instructorId = await auditedTransaction(
    platform,
    actorFromViewer(viewer),
    async (tx, audit) => {
      const before = await availabilityRepository.exception(tx, id);
      if (!before) throw notFound('Availability exception');
      await reachable(tx, viewer, availabilityWriteReach(viewer.roles), before.instructorId, true);
      await availabilityRepository.deleteException(tx, id);
      await audit.record({
        collection: COLLECTION,
        id: before.instructorId,
        action: 'Delete',
        before: exceptionView(before),
        after: null,
      });
      return before.instructorId;
    },
  );
  await announce(platform, instructorId);
  return { id };
}
