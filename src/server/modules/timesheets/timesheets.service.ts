// Use cases of timesheets (docs/timesheets.md): the school's pay-period setting, reading a
// period's timesheets (live while open, the stored snapshot once approved) and approving a period.
// Who sees pay: `instructors.readPay` reads every instructor's timesheets; an instructor reads
// only their own (their instructor record's account); nobody else.
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { formatDate } from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import {
  DEFAULT_PAID_BLOCK_TYPES,
  paidBlockTypeProblem,
  type PayableBlockType,
} from '../../../domain/timesheets/paid-block-types.ts';
import {
  PAY_PERIOD_LENGTHS,
  PAY_PERIOD_LENGTH_LABELS,
  isPayPeriod,
  payPeriodOf,
  periodMinutes,
  shiftPeriod,
  type PayPeriod,
} from '../../../domain/timesheets/pay-period.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { conflict, forbidden, fromZodIssues, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import {
  SCHOOL_TIME_ZONE,
  liveTimesheets,
  type TimesheetSetting,
  type TimesheetView,
} from './timesheet-compute.ts';
import { timesheetsRepository } from './timesheets.repository.ts';
import type { TimesheetApprovalRow } from './timesheets.tables.ts';

/** Until an Admin saves the setting: every two weeks from Sunday, January 4th 2026. */
export const DEFAULT_TIMESHEET_SETTING: TimesheetSetting = {
  periodLength: 'BIWEEKLY',
  anchorDate: '2026-01-04',
  paidBlockTypes: DEFAULT_PAID_BLOCK_TYPES,
};

export interface TimesheetPeriodView extends PayPeriod {
  approval: TimesheetApprovalRow | null;
  /** Whether the period's last day is over in the school's zone (only then can it be approved). */
  isComplete: boolean;
  timesheets: TimesheetView[];
}

export async function timesheetSetting(db: Executor): Promise<TimesheetSetting> {
  const row = await timesheetsRepository.settings(db);
  return row ?? DEFAULT_TIMESHEET_SETTING;
}

const dateText = z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD');

const settingInput = z.object({
  periodLength: z.enum(PAY_PERIOD_LENGTHS, 'must be WEEKLY or BIWEEKLY'),
  anchorDate: dateText,
  paidBlockTypes: z.array(z.string()).max(10, 'at most 10 block types'),
});

export type TimesheetSettingInput = z.input<typeof settingInput>;

/**
 * Saves the school's setting. Paid block types can change at any time (an approved period keeps
 * the ones it was approved under); the period grid cannot move once a period is approved, or the
 * locked periods would no longer be periods.
 */
export async function updateTimesheetSetting(
  platform: Platform,
  viewer: Viewer,
  raw: TimesheetSettingInput,
): Promise<TimesheetSetting> {
  const parsed = settingInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const problems = parsed.data.paidBlockTypes.flatMap((type, index) => {
    const problem = paidBlockTypeProblem(type);
    return problem ? [{ path: `input.paidBlockTypes.${index}`, message: problem }] : [];
  });
  if (problems.length > 0) throw validationError(problems);
  const paidBlockTypes = [...new Set(parsed.data.paidBlockTypes)] as PayableBlockType[];
  const next = { ...parsed.data, paidBlockTypes };
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const before = await timesheetSetting(tx);
    const approvals = await timesheetsRepository.approvals(tx);
    const moved = approvals.some(
      (row) => !isPayPeriod(next, { start: row.periodStart, end: row.periodEnd }),
    );
    if (moved)
      throw validationError([
        {
          path: 'input.anchorDate',
          message: `approved periods would no longer be pay periods; keep ${PAY_PERIOD_LENGTH_LABELS[before.periodLength].toLowerCase()} from ${before.anchorDate}`,
        },
      ]);
    const row = await timesheetsRepository.saveSettings(tx, {
      ...next,
      updatedById: viewer.userId,
    });
    await audit.record({
      collection: 'Timesheets',
      id: 'settings',
      action: 'Update',
      before: { ...before, paidBlockTypes: before.paidBlockTypes.join(', ') },
      after: { ...next, paidBlockTypes: next.paidBlockTypes.join(', ') },
    });
    return row;
  });
}

/** Checks that start–end is one pay period; `prefix` names the fields as the caller sent them. */
function checkPeriod(
  setting: TimesheetSetting,
  raw: { start: string; end: string },
  prefix: string,
): PayPeriod {
  const parsed = z.object({ start: dateText, end: dateText }).safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, prefix);
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  if (parsed.data.end < parsed.data.start)
    throw validationError([{ path: at('end'), message: 'must not be before the start' }]);
  if (!isPayPeriod(setting, parsed.data)) {
    const near = payPeriodOf(setting, parsed.data.start);
    throw validationError([
      {
        path: at('start'),
        message: `is not a pay period: pay periods run ${PAY_PERIOD_LENGTH_LABELS[setting.periodLength].toLowerCase()}, e.g. ${near.start} to ${near.end}`,
      },
    ]);
  }
  return parsed.data;
}

/** The instructor whose timesheets the viewer may read: null for all (pay readers). */
async function readableInstructor(db: Executor, viewer: Viewer): Promise<string | null> {
  if (can(viewer.roles, 'instructors.readPay')) return null;
  const own = viewer.roles.includes('Instructor')
    ? await timesheetsRepository.instructorOfUser(db, viewer.userId)
    : null;
  if (!own) throw forbidden();
  return own.id;
}

const isComplete = (period: PayPeriod, now: Date) =>
  periodMinutes(period, SCHOOL_TIME_ZONE).end * 60_000 <= now.getTime();

/** Recent periods, newest first: the current one and `count − 1` before it. */
export async function timesheetPeriods(
  db: Executor,
  count: number,
  now = new Date(),
): Promise<(PayPeriod & { approval: TimesheetApprovalRow | null; isComplete: boolean })[]> {
  const setting = await timesheetSetting(db);
  const approvals = new Map(
    (await timesheetsRepository.approvals(db)).map((row) => [row.periodStart, row]),
  );
  const current = payPeriodOf(setting, formatDate(now, 'YYYY-MM-DD'));
  return Array.from({ length: Math.min(Math.max(count, 1), 60) }, (_, index) => {
    const period = shiftPeriod(setting, current, -index);
    return {
      ...period,
      approval: approvals.get(period.start) ?? null,
      isComplete: isComplete(period, now),
    };
  });
}

function fromSnapshot(
  approval: TimesheetApprovalRow,
  snapshots: Awaited<ReturnType<typeof timesheetsRepository.snapshots>>,
  lines: Awaited<ReturnType<typeof timesheetsRepository.snapshotLines>>,
  names: Map<string, string>,
): TimesheetView[] {
  return snapshots
    .map((row) => ({
      instructorId: row.instructorId,
      instructorName: names.get(row.instructorId) ?? '',
      periodStart: approval.periodStart,
      periodEnd: approval.periodEnd,
      teachingRateCents: row.teachingRateCents,
      nonTeachingRateCents: row.nonTeachingRateCents,
      teachingMinutes: row.teachingMinutes,
      nonTeachingMinutes: row.nonTeachingMinutes,
      teachingPayCents: row.teachingPayCents,
      nonTeachingPayCents: row.nonTeachingPayCents,
      totalPayCents: row.totalPayCents,
      lines: lines
        .filter((line) => line.instructorId === row.instructorId)
        .map((line) => ({ ...line, lessonId: line.lessonId ?? null })),
    }))
    .sort((a, b) => a.instructorName.localeCompare(b.instructorName));
}

/** A period's timesheets as the viewer may see them: all, or only their own. */
export async function timesheetPeriod(
  platform: Platform,
  viewer: Viewer,
  raw: { start: string; end: string },
  now = new Date(),
): Promise<TimesheetPeriodView> {
  const db = platform.db.db;
  const setting = await timesheetSetting(db);
  const period = checkPeriod(setting, raw, '');
  const only = await readableInstructor(db, viewer);
  const approvals = await timesheetsRepository.approvals(db);
  const approval = approvals.find((row) => row.periodStart === period.start) ?? null;
  let timesheets: TimesheetView[];
  if (approval) {
    const [snapshots, lines] = await Promise.all([
      timesheetsRepository.snapshots(db, approval.id),
      timesheetsRepository.snapshotLines(db, approval.id),
    ]);
    const names = new Map(
      (
        await timesheetsRepository.instructors(
          db,
          snapshots.map((row) => row.instructorId),
        )
      ).map((row) => [row.id, row.name]),
    );
    timesheets = fromSnapshot(approval, snapshots, lines, names);
  } else {
    timesheets = await liveTimesheets(db, setting, period, approvals, {
      now,
      ...(only ? { instructorId: only } : {}),
    });
  }
  return {
    ...period,
    approval,
    isComplete: isComplete(period, now),
    timesheets: only ? timesheets.filter((sheet) => sheet.instructorId === only) : timesheets,
  };
}

/**
 * Approves a period that is over: its timesheets (corrections of earlier periods included) are
 * stored as they are now and the period is locked. One audit entry for the approval, one per
 * correction line it settles.
 */
export async function approveTimesheetPeriod(
  platform: Platform,
  viewer: Viewer,
  raw: { start: string; end: string },
  now = new Date(),
): Promise<TimesheetPeriodView> {
  const setting = await timesheetSetting(platform.db.db);
  const period = checkPeriod(setting, raw, 'input');
  if (!isComplete(period, now))
    throw conflict('This pay period is not over yet; approve it after its last day.');
  try {
    await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      const approvals = await timesheetsRepository.approvals(tx);
      if (approvals.some((row) => row.periodStart === period.start))
        throw conflict('This pay period is already approved.');
      const sheets = await liveTimesheets(tx, setting, period, approvals, { now });
      const approval = await timesheetsRepository.insertApproval(tx, {
        periodStart: period.start,
        periodEnd: period.end,
        paidBlockTypes: [...setting.paidBlockTypes],
        approvedById: viewer.userId,
        approvedByName: viewer.name,
        approvedAt: now,
      });
      await timesheetsRepository.insertSnapshots(
        tx,
        sheets.map((sheet) => ({
          approvalId: approval.id,
          instructorId: sheet.instructorId,
          teachingRateCents: sheet.teachingRateCents ?? 0,
          nonTeachingRateCents: sheet.nonTeachingRateCents ?? 0,
          teachingMinutes: sheet.teachingMinutes,
          nonTeachingMinutes: sheet.nonTeachingMinutes,
          teachingPayCents: sheet.teachingPayCents,
          nonTeachingPayCents: sheet.nonTeachingPayCents,
          totalPayCents: sheet.totalPayCents,
        })),
        sheets.flatMap((sheet) =>
          sheet.lines.map((line, position) => ({
            approvalId: approval.id,
            instructorId: sheet.instructorId,
            position,
            key: line.key,
            kind: line.kind,
            blockType: line.blockType,
            date: line.date,
            lessonId: line.lessonId,
            description: line.description,
            minutes: line.minutes,
            rateCents: line.rateCents,
            payCents: line.payCents,
            correctsPeriodStart: line.correctsPeriodStart,
            reason: line.reason,
          })),
        ),
      );
      const sum = (pick: (sheet: TimesheetView) => number) =>
        sheets.reduce((total, sheet) => total + pick(sheet), 0);
      await audit.record({
        collection: 'Timesheets',
        id: approval.id,
        action: 'Create',
        before: null,
        after: {
          period: `${period.start} to ${period.end}`,
          instructors: sheets.length,
          teachingMinutes: sum((sheet) => sheet.teachingMinutes),
          nonTeachingMinutes: sum((sheet) => sheet.nonTeachingMinutes),
          totalPayCents: sum((sheet) => sheet.totalPayCents),
        },
      });
      for (const sheet of sheets) {
        for (const line of sheet.lines.filter((l) => l.correctsPeriodStart !== null)) {
          await audit.record({
            collection: 'Timesheets',
            id: approval.id,
            action: 'Create',
            before: null,
            after: {
              correction: line.reason,
              instructor: sheet.instructorName,
              correctsPeriod: line.correctsPeriodStart,
              line: `${line.date} ${line.description}`,
              minutes: line.minutes,
              payCents: line.payCents,
            },
          });
        }
      }
    });
  } catch (error) {
    // Two approvals at once: the unique period start decides; the other hears why.
    if (postgresErrorCode(error) === '23505')
      throw conflict('This pay period is already approved.');
    throw error;
  }
  return timesheetPeriod(platform, viewer, period, now);
}
