// Live timesheets of a pay period, computed from the schedule (docs/timesheets.md): the lessons
// each instructor taught, the schedule blocks the school pays (src/domain/scheduling's
// `scheduleBlocks`, as the calendar draws them), and the corrections of the locked periods just
// before. Priced with src/domain/timesheets/timesheet-pay.ts. Nothing here writes.
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import { SCHEDULE_BLOCK_TYPE_LABELS } from '../../../domain/scheduling/lesson-enums.ts';
import type { AvailabilityInput } from '../../../domain/scheduling/availability-intervals.ts';
import { scheduleBlocks } from '../../../domain/scheduling/schedule-blocks.ts';
import { dateOfEpochMinute, epochMinuteOf } from '../../../domain/scheduling/time-zone.ts';
import type { PayableBlockType } from '../../../domain/timesheets/paid-block-types.ts';
import {
  periodMinutes,
  shiftPeriod,
  type PayPeriod,
  type PayPeriodGrid,
} from '../../../domain/timesheets/pay-period.ts';
import { correctionLines } from '../../../domain/timesheets/timesheet-corrections.ts';
import { splitPay } from '../../../domain/timesheets/timesheet-pay.ts';
import { timesheetLines, type TimesheetLine } from '../../../domain/timesheets/timesheet-lines.ts';
import type { Executor } from '../../db/client.ts';
import { toAvailabilityInput } from '../availability/availability-input.ts';
import { availabilityRepository } from '../availability/availability.repository.ts';
import {
  timesheetsRepository,
  type PaidLesson,
  type PayeeInstructor,
} from './timesheets.repository.ts';
import type { TimesheetApprovalRow } from './timesheets.tables.ts';

/** The school's zone: periods are its local days (SPEC §9: the only zone). */
export const SCHOOL_TIME_ZONE = DEFAULT_TIME_ZONE;
/** Lessons this far outside a period still decide the drive into the first lesson inside. */
const MARGIN_MINUTES = 36 * 60;
/** Block types that come from the weekly hours, not from lessons (see correctionsOf). */
const AVAILABILITY_TYPES = new Set(['BREAK', 'MEAL_BREAK', 'FILLER']);

export interface PricedLine extends TimesheetLine {
  rateCents: number;
  payCents: number;
  correctsPeriodStart: string | null;
  reason: string | null;
}

export interface TimesheetView {
  instructorId: string;
  instructorName: string;
  periodStart: string;
  periodEnd: string;
  teachingRateCents: number | null;
  nonTeachingRateCents: number | null;
  teachingMinutes: number;
  nonTeachingMinutes: number;
  teachingPayCents: number;
  nonTeachingPayCents: number;
  totalPayCents: number;
  lines: PricedLine[];
}

export interface TimesheetSetting extends PayPeriodGrid {
  paidBlockTypes: readonly PayableBlockType[];
}

type RawLine = TimesheetLine & { correctsPeriodStart: string | null; reason: string | null };

const location = (lesson: PaidLesson) =>
  lesson.pickupLatitude === null || lesson.pickupLongitude === null
    ? null
    : { lat: lesson.pickupLatitude, lng: lesson.pickupLongitude };

const describe = (lesson: PaidLesson) =>
  lesson.studentNames.length > 0
    ? `${lesson.lessonTypeLabel} with ${lesson.studentNames.join(' and ')}`
    : lesson.lessonTypeLabel;

/** One instructor's lines for a period from their lessons (and availability when given). */
function linesOf(
  instructor: PayeeInstructor,
  period: { start: number; end: number },
  lessons: readonly PaidLesson[],
  paidBlockTypes: readonly PayableBlockType[],
  availability: AvailabilityInput | null,
): TimesheetLine[] {
  const worked = lessons.filter((lesson) => !lesson.cancelled || lesson.noShow);
  const blocks = scheduleBlocks(
    {
      ...(availability ?? {
        timeZone: instructor.timeZone,
        weeklyHours: [],
        breaks: [],
        exceptions: [],
      }),
      lessons: worked.map((lesson) => ({
        id: lesson.id,
        start: epochMinuteOf(lesson.start),
        end: epochMinuteOf(lesson.bookedEnd),
        location: location(lesson),
        actualDurationMinutes: lesson.actualDurationMinutes,
      })),
      holds: [],
    },
    period,
  );
  return timesheetLines({
    timeZone: SCHOOL_TIME_ZONE,
    period,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      start: epochMinuteOf(lesson.start),
      bookedMinutes: lesson.durationMinutes,
      actualMinutes: lesson.actualDurationMinutes,
      cancelled: lesson.cancelled,
      noShow: lesson.noShow,
      description: describe(lesson),
    })),
    blocks,
    paidBlockTypes,
    blockLabel: (type) => SCHEDULE_BLOCK_TYPE_LABELS[type],
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
}

/**
 * The corrections an open period carries: those of the approved periods right before it (the
 * run of locked periods whose first open period it is). Only lessons and drives are compared:
 * breaks and free time come from the weekly hours, which describe the schedule from now on, so
 * editing them never reopens a locked period.
 */
async function correctionsOf(
  db: Executor,
  grid: PayPeriodGrid,
  period: PayPeriod,
  approvals: readonly TimesheetApprovalRow[],
): Promise<
  Map<string, { line: RawLine; rateOf: 'teaching' | 'nonTeaching'; fromApproval: string }[]>
> {
  const byStart = new Map(approvals.map((row) => [row.periodStart, row]));
  const locked: TimesheetApprovalRow[] = [];
  for (let before = shiftPeriod(grid, period, -1); byStart.has(before.start);) {
    locked.push(byStart.get(before.start)!);
    before = shiftPeriod(grid, before, -1);
  }
  const result = new Map<
    string,
    { line: RawLine; rateOf: 'teaching' | 'nonTeaching'; fromApproval: string }[]
  >();
  if (locked.length === 0) return result;
  const paidRows = await timesheetsRepository.paidLinesOf(
    db,
    locked.map((row) => row.periodStart),
  );
  const first = periodMinutes(
    { start: locked.at(-1)!.periodStart, end: locked.at(-1)!.periodEnd },
    SCHOOL_TIME_ZONE,
  );
  const last = periodMinutes(
    { start: locked[0]!.periodStart, end: locked[0]!.periodEnd },
    SCHOOL_TIME_ZONE,
  );
  const lessons = await timesheetsRepository.lessonsBetween(
    db,
    dateOfEpochMinute(first.start - MARGIN_MINUTES),
    dateOfEpochMinute(last.end + MARGIN_MINUTES),
  );
  const ids = [
    ...new Set([...lessons.map((l) => l.instructorId), ...paidRows.map((l) => l.instructorId)]),
  ];
  const instructors = await timesheetsRepository.instructors(db, ids);
  const lessonsOf = groupBy(lessons, (lesson) => lesson.instructorId);
  const compared = (line: TimesheetLine) => !AVAILABILITY_TYPES.has(line.blockType);
  for (const approval of locked) {
    const bounds = periodMinutes(
      { start: approval.periodStart, end: approval.periodEnd },
      SCHOOL_TIME_ZONE,
    );
    const paidHere = paidRows.filter((row) => row.paidForPeriod === approval.periodStart);
    for (const instructor of instructors) {
      const live = linesOf(
        instructor,
        bounds,
        lessonsOf.get(instructor.id) ?? [],
        approval.paidBlockTypes,
        null,
      ).filter(compared);
      const paidSummed = new Map<string, TimesheetLine>();
      for (const row of paidHere.filter((r) => r.instructorId === instructor.id)) {
        const prior = paidSummed.get(row.key);
        paidSummed.set(row.key, { ...row, minutes: (prior?.minutes ?? 0) + row.minutes });
      }
      const corrections = correctionLines(
        approval.periodStart,
        live,
        [...paidSummed.values()].filter(compared),
      );
      if (corrections.length === 0) continue;
      const list = result.get(instructor.id) ?? [];
      for (const line of corrections) {
        list.push({
          line,
          rateOf: line.kind === 'TEACHING' ? 'teaching' : 'nonTeaching',
          fromApproval: approval.id,
        });
      }
      result.set(instructor.id, list);
    }
  }
  return result;
}

/** Prices one instructor's lines: each kind's total rounded once and shared out (timesheet-pay). */
function priced(
  instructor: PayeeInstructor,
  period: PayPeriod,
  lines: readonly (RawLine & { rateCents: number })[],
): TimesheetView {
  const teaching = lines.filter((line) => line.kind === 'TEACHING');
  const other = lines.filter((line) => line.kind === 'NON_TEACHING');
  const teachingPay = splitPay(teaching);
  const otherPay = splitPay(other);
  const out: PricedLine[] = [
    ...teaching.map((line, index) => ({ ...line, payCents: teachingPay.lineCents[index]! })),
    ...other.map((line, index) => ({ ...line, payCents: otherPay.lineCents[index]! })),
  ].sort(
    (a, b) =>
      Number(a.correctsPeriodStart !== null) - Number(b.correctsPeriodStart !== null) ||
      a.date.localeCompare(b.date) ||
      a.kind.localeCompare(b.kind),
  );
  const minutes = (list: readonly RawLine[]) => list.reduce((sum, line) => sum + line.minutes, 0);
  return {
    instructorId: instructor.id,
    instructorName: instructor.name,
    periodStart: period.start,
    periodEnd: period.end,
    teachingRateCents: instructor.teachingPayCents,
    nonTeachingRateCents: instructor.nonTeachingPayCents,
    teachingMinutes: minutes(teaching),
    nonTeachingMinutes: minutes(other),
    teachingPayCents: teachingPay.totalCents,
    nonTeachingPayCents: otherPay.totalCents,
    totalPayCents: teachingPay.totalCents + otherPay.totalCents,
    lines: out,
  };
}

/**
 * The live timesheets of an open period: every instructor with something to be paid (or one
 * instructor), lessons that have ended by `now` and blocks up to `now`, with the corrections of
 * the locked periods before it. Instructors with no line are left out.
 */
export async function liveTimesheets(
  db: Executor,
  setting: TimesheetSetting,
  period: PayPeriod,
  approvals: readonly TimesheetApprovalRow[],
  options: { now: Date; instructorId?: string },
): Promise<TimesheetView[]> {
  const bounds = periodMinutes(period, SCHOOL_TIME_ZONE);
  const until = { start: bounds.start, end: Math.min(bounds.end, epochMinuteOf(options.now)) };
  const lessons = (
    await timesheetsRepository.lessonsBetween(
      db,
      dateOfEpochMinute(bounds.start - MARGIN_MINUTES),
      dateOfEpochMinute(bounds.end + MARGIN_MINUTES),
      options.instructorId,
    )
  ).filter((lesson) => lesson.bookedEnd <= options.now);
  const corrections = await correctionsOf(db, setting, period, approvals);
  const fromAvailability = setting.paidBlockTypes.some((type) => AVAILABILITY_TYPES.has(type));
  const all = await timesheetsRepository.instructors(
    db,
    options.instructorId ? [options.instructorId] : undefined,
  );
  const lessonsOf = groupBy(lessons, (lesson) => lesson.instructorId);
  const views: TimesheetView[] = [];
  const snapshotRates = new Map<string, { teaching: number; nonTeaching: number }>();
  for (const list of corrections.values()) {
    for (const { fromApproval } of list) {
      if (snapshotRates.has(fromApproval)) continue;
      for (const row of await timesheetsRepository.snapshots(db, fromApproval)) {
        snapshotRates.set(`${fromApproval}:${row.instructorId}`, {
          teaching: row.teachingRateCents,
          nonTeaching: row.nonTeachingRateCents,
        });
      }
      snapshotRates.set(fromApproval, { teaching: 0, nonTeaching: 0 });
    }
  }
  for (const instructor of all) {
    const own = lessonsOf.get(instructor.id) ?? [];
    const fixes = corrections.get(instructor.id) ?? [];
    const wantsAvailability = fromAvailability && instructor.status === 'Active';
    if (own.length === 0 && fixes.length === 0 && !wantsAvailability) continue;
    let availability: AvailabilityInput | null = null;
    if (wantsAvailability) {
      const [hours, breaks, exceptions] = await Promise.all([
        availabilityRepository.weeklyHours(db, instructor.id),
        availabilityRepository.breaks(db, instructor.id),
        availabilityRepository.exceptions(db, instructor.id, null),
      ]);
      availability = toAvailabilityInput(instructor.timeZone, hours, breaks, exceptions);
    }
    const teachingRate = instructor.teachingPayCents ?? 0;
    const otherRate = instructor.nonTeachingPayCents ?? 0;
    const lines = [
      ...linesOf(instructor, until, own, setting.paidBlockTypes, availability).map((line) => ({
        ...line,
        correctsPeriodStart: null,
        reason: null,
        rateCents: line.kind === 'TEACHING' ? teachingRate : otherRate,
      })),
      ...fixes.map(({ line, rateOf, fromApproval }) => {
        const rates = snapshotRates.get(`${fromApproval}:${instructor.id}`);
        const current = rateOf === 'teaching' ? teachingRate : otherRate;
        return {
          ...line,
          rateCents: rates ? (rateOf === 'teaching' ? rates.teaching : rates.nonTeaching) : current,
        };
      }),
    ];
    if (lines.length === 0) continue;
    views.push(priced(instructor, period, lines));
  }
  return views;
}
