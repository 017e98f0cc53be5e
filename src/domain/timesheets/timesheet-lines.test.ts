import { describe, expect, it } from 'vitest';
import { SCHEDULE_BLOCK_TYPE_LABELS } from '../scheduling/lesson-enums.ts';
import { correctionLines } from './timesheet-corrections.ts';
import { timesheetLines, type TimesheetLesson } from './timesheet-lines.ts';
import { paidBlockTypeProblem } from './paid-block-types.ts';

const LA = 'America/Los_Angeles';
const at = (iso: string) => Date.parse(iso) / 60_000;
const period = { start: at('2026-11-15T08:00:00Z'), end: at('2026-11-22T08:00:00Z') };

const lesson = (
  id: string,
  iso: string,
  extra: Partial<TimesheetLesson> = {},
): TimesheetLesson => ({
  id,
  start: at(iso),
  bookedMinutes: 60,
  actualMinutes: null,
  cancelled: false,
  noShow: false,
  description: `Lesson ${id}`,
  ...extra,
});

const lines = (
  lessons: TimesheetLesson[],
  blocks = [] as Parameters<typeof timesheetLines>[0]['blocks'],
  paid = ['DRIVE'] as const,
) =>
  timesheetLines({
    timeZone: LA,
    period,
    lessons,
    blocks,
    paidBlockTypes: paid,
    blockLabel: (type) => SCHEDULE_BLOCK_TYPE_LABELS[type],
  });

describe('timesheetLines', () => {
  it('pays lessons at the recorded length, no-shows too, never cancelled ones', () => {
    const result = lines([
      lesson('a', '2026-11-16T17:00:00Z'),
      lesson('b', '2026-11-17T17:00:00Z', { actualMinutes: 75 }),
      lesson('c', '2026-11-18T17:00:00Z', { cancelled: true }),
      lesson('d', '2026-11-19T17:00:00Z', { cancelled: true, noShow: true }),
    ]);
    expect(result.map((l) => [l.key, l.minutes, l.date])).toEqual([
      ['LESSON:a', 60, '2026-11-16'],
      ['LESSON:b', 75, '2026-11-17'],
      ['LESSON:d', 60, '2026-11-19'],
    ]);
    expect(result[2]!.description).toBe('Lesson d (no-show)');
  });

  it('keeps lessons that start outside the period out, by the local day', () => {
    // 23:30 Pacific on Saturday the 21st is still in the period; 00:30 Sunday the 22nd is not.
    const result = lines([
      lesson('in', '2026-11-22T07:30:00Z'),
      lesson('out', '2026-11-22T08:30:00Z'),
      lesson('before', '2026-11-15T07:59:00Z'),
    ]);
    expect(result.map((l) => l.key)).toEqual(['LESSON:in']);
    expect(result[0]!.date).toBe('2026-11-21');
  });

  it('pays only the chosen block types, summed per day and clipped to the period', () => {
    const blocks = [
      {
        type: 'DRIVE' as const,
        start: at('2026-11-16T16:40:00Z'),
        end: at('2026-11-16T17:00:00Z'),
      },
      {
        type: 'DRIVE' as const,
        start: at('2026-11-16T18:45:00Z'),
        end: at('2026-11-16T19:00:00Z'),
      },
      {
        type: 'BREAK' as const,
        start: at('2026-11-16T20:00:00Z'),
        end: at('2026-11-16T20:15:00Z'),
      },
      {
        type: 'MEAL_BREAK' as const,
        start: at('2026-11-16T20:30:00Z'),
        end: at('2026-11-16T21:00:00Z'),
      },
      {
        type: 'DRIVE' as const,
        start: at('2026-11-22T07:50:00Z'),
        end: at('2026-11-22T08:20:00Z'),
      },
    ];
    expect(lines([], blocks).map((l) => [l.key, l.minutes])).toEqual([
      ['DRIVE:2026-11-16', 35],
      ['DRIVE:2026-11-21', 10],
    ]);
    const withBreaks = timesheetLines({
      timeZone: LA,
      period,
      lessons: [],
      blocks,
      paidBlockTypes: ['BREAK', 'MEAL_BREAK'],
      blockLabel: (type) => SCHEDULE_BLOCK_TYPE_LABELS[type],
    });
    expect(withBreaks.map((l) => [l.key, l.kind, l.description, l.minutes])).toEqual([
      ['BREAK:2026-11-16', 'NON_TEACHING', 'Break', 15],
      ['MEAL_BREAK:2026-11-16', 'NON_TEACHING', 'Meal break', 30],
    ]);
  });
});

describe('correctionLines', () => {
  const paid = lines([lesson('a', '2026-11-16T17:00:00Z'), lesson('b', '2026-11-17T17:00:00Z')]);

  it('is empty while nothing changed', () => {
    expect(correctionLines('2026-11-15', paid, paid)).toEqual([]);
  });

  it('gives the difference of each changed line with its reason', () => {
    const now = lines([
      lesson('a', '2026-11-16T17:00:00Z', { actualMinutes: 90 }),
      lesson('b', '2026-11-17T17:00:00Z', { cancelled: true }),
      lesson('c', '2026-11-18T17:00:00Z'),
    ]);
    const result = correctionLines('2026-11-15', now, paid);
    expect(result.map((l) => [l.key, l.minutes, l.reason, l.correctsPeriodStart])).toEqual([
      ['LESSON:a', 30, 'Changed after approval: 60 min paid, 90 min now', '2026-11-15'],
      ['LESSON:b', -60, 'Lesson cancelled or moved after approval (60 min paid)', '2026-11-15'],
      ['LESSON:c', 60, 'Lesson added after approval', '2026-11-15'],
    ]);
  });
});

describe('paidBlockTypeProblem', () => {
  it('accepts the non-teaching types and explains the others', () => {
    expect(paidBlockTypeProblem('DRIVE')).toBeNull();
    expect(paidBlockTypeProblem('FILLER')).toBeNull();
    expect(paidBlockTypeProblem('TIME_LOG')).toMatch(/teaching time/);
    expect(paidBlockTypeProblem('LESSON')).toMatch(/teaching time/);
    expect(paidBlockTypeProblem('ESTIMATED')).toMatch(/not work/);
    expect(paidBlockTypeProblem('COFFEE')).toMatch(/not a schedule block type/);
  });
});
