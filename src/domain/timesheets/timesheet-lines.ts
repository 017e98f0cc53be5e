// The lines of one instructor's timesheet for a pay period (docs/timesheets.md "Lines"), before
// pay: one teaching line per lesson that starts in the period, one non-teaching line per local
// day and paid block type. Cancelled lessons are never paid; a lesson cancelled as a no-show is
// (the instructor went to the pickup and waited). A lesson counts at its recorded actual length,
// else at its booked length.
import type { ScheduleBlockType } from '../scheduling/lesson-enums.ts';
import { localDateOf } from '../scheduling/time-zone.ts';
import type { PayableBlockType } from './paid-block-types.ts';

export const TIMESHEET_LINE_KINDS = ['TEACHING', 'NON_TEACHING'] as const;
export type TimesheetLineKind = (typeof TIMESHEET_LINE_KINDS)[number];

export const TIMESHEET_LINE_KIND_LABELS: Readonly<Record<TimesheetLineKind, string>> = {
  TEACHING: 'Teaching',
  NON_TEACHING: 'Non-teaching',
};

export interface TimesheetLesson {
  readonly id: string;
  /** Epoch minutes. */
  readonly start: number;
  readonly bookedMinutes: number;
  readonly actualMinutes: number | null;
  readonly cancelled: boolean;
  /** Cancelled because nobody came: still paid. */
  readonly noShow: boolean;
  /** "Standard lesson with Emma Johnson": how the line reads. */
  readonly description: string;
}

export interface TimesheetBlock {
  readonly type: ScheduleBlockType;
  /** Epoch minutes, already clipped to the period. */
  readonly start: number;
  readonly end: number;
}

export interface TimesheetLine {
  /** Stable between two computations of the same period: corrections compare lines by it. */
  readonly key: string;
  readonly kind: TimesheetLineKind;
  readonly blockType: ScheduleBlockType;
  /** Local day, YYYY-MM-DD. */
  readonly date: string;
  readonly lessonId: string | null;
  readonly description: string;
  readonly minutes: number;
}

export interface TimesheetLinesInput {
  readonly timeZone: string;
  /** [start, end) epoch minutes of the period. */
  readonly period: { start: number; end: number };
  readonly lessons: readonly TimesheetLesson[];
  readonly blocks: readonly TimesheetBlock[];
  readonly paidBlockTypes: readonly PayableBlockType[];
  /** Words for a block type ("Drive"), from the label table. */
  readonly blockLabel: (type: ScheduleBlockType) => string;
}

export function timesheetLines(input: TimesheetLinesInput): TimesheetLine[] {
  const lines: TimesheetLine[] = [];
  for (const lesson of [...input.lessons].sort((a, b) => a.start - b.start)) {
    if (lesson.start < input.period.start || lesson.start >= input.period.end) continue;
    if (lesson.cancelled && !lesson.noShow) continue;
    const minutes = lesson.actualMinutes ?? lesson.bookedMinutes;
    if (minutes <= 0) continue;
    lines.push({
      key: `LESSON:${lesson.id}`,
      kind: 'TEACHING',
      blockType: 'LESSON',
      date: localDateOf(input.timeZone, lesson.start),
      lessonId: lesson.id,
      description: lesson.noShow ? `${lesson.description} (no-show)` : lesson.description,
      minutes,
    });
  }
  const paid = new Set<ScheduleBlockType>(input.paidBlockTypes);
  const perDay = new Map<string, { type: ScheduleBlockType; date: string; minutes: number }>();
  for (const block of input.blocks) {
    if (!paid.has(block.type)) continue;
    const start = Math.max(block.start, input.period.start);
    const end = Math.min(block.end, input.period.end);
    if (end <= start) continue;
    const date = localDateOf(input.timeZone, start);
    const key = `${block.type}:${date}`;
    const entry = perDay.get(key) ?? { type: block.type, date, minutes: 0 };
    entry.minutes += end - start;
    perDay.set(key, entry);
  }
  const blockLines = [...perDay.entries()]
    .map(([key, entry]) => ({
      key,
      kind: 'NON_TEACHING' as const,
      blockType: entry.type,
      date: entry.date,
      lessonId: null,
      description: input.blockLabel(entry.type),
      minutes: entry.minutes,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.blockType.localeCompare(b.blockType));
  return [...lines, ...blockLines].sort(
    (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind),
  );
}
