import { describe, expect, it } from 'vitest';
import { scheduleBlocks, type ScheduleBlocksInput } from './schedule-blocks.ts';
import { LA, PICKUP, at, hm, northOf } from './test-fixtures.ts';

const monday = '2026-03-16';
const day = { start: at(monday, '00:00'), end: at('2026-03-17', '00:00') };
const input = (overrides: Partial<ScheduleBlocksInput> = {}): ScheduleBlocksInput => ({
  timeZone: LA,
  weeklyHours: [{ weekday: 1, startMinute: hm('08:00'), endMinute: hm('16:00') }],
  exceptions: [],
  breaks: [{ weekday: 1, startMinute: hm('12:00'), endMinute: hm('12:30'), kind: 'MEAL_BREAK' }],
  lessons: [],
  holds: [],
  ...overrides,
});
const block = (type: string, from: string, to: string, referenceId: string | null = null) => ({
  type,
  start: at(monday, from),
  end: at(monday, to),
  referenceId,
});

describe('schedule blocks', () => {
  it('shows free time as FILLER around breaks', () => {
    expect(scheduleBlocks(input(), day)).toEqual([
      block('FILLER', '08:00', '12:00'),
      block('MEAL_BREAK', '12:00', '12:30'),
      block('FILLER', '12:30', '16:00'),
    ]);
  });

  it('shows lessons, the drive between them, holds and time logs', () => {
    const blocks = scheduleBlocks(
      input({
        breaks: [{ weekday: 1, startMinute: hm('15:00'), endMinute: hm('16:00'), kind: 'BREAK' }],
        lessons: [
          {
            id: 'a',
            start: at(monday, '09:00'),
            end: at(monday, '10:00'),
            location: PICKUP,
            actualDurationMinutes: 75,
          },
          {
            id: 'b',
            start: at(monday, '11:00'),
            end: at(monday, '12:00'),
            location: northOf(10),
            actualDurationMinutes: 60,
          },
        ],
        holds: [{ id: 'h', start: at(monday, '13:00'), end: at(monday, '14:00'), location: null }],
      }),
      day,
    );
    expect(blocks).toEqual([
      block('FILLER', '08:00', '09:00'),
      block('LESSON', '09:00', '10:00', 'a'),
      block('TIME_LOG', '09:00', '10:15', 'a'),
      block('FILLER', '10:00', '10:40'),
      block('DRIVE', '10:40', '11:00', 'b'),
      block('LESSON', '11:00', '12:00', 'b'),
      block('FILLER', '12:00', '13:00'),
      block('ESTIMATED', '13:00', '14:00', 'h'),
      block('FILLER', '14:00', '15:00'),
      block('BREAK', '15:00', '16:00'),
    ]);
  });

  it('starts a drive no earlier than the previous lesson ends, and not after a day change', () => {
    const blocks = scheduleBlocks(
      input({
        lessons: [
          {
            id: 'a',
            start: at(monday, '09:00'),
            end: at(monday, '10:00'),
            location: PICKUP,
            actualDurationMinutes: null,
          },
          {
            id: 'b',
            start: at(monday, '10:10'),
            end: at(monday, '11:00'),
            location: northOf(10),
            actualDurationMinutes: null,
          },
          {
            id: 'c',
            start: at('2026-03-17', '09:00'),
            end: at('2026-03-17', '10:00'),
            location: PICKUP,
            actualDurationMinutes: null,
          },
        ],
      }),
      { start: day.start, end: at('2026-03-18', '00:00') },
    );
    expect(blocks.filter((b) => b.type === 'DRIVE')).toEqual([
      block('DRIVE', '10:00', '10:10', 'b'),
    ]);
  });

  it('clips blocks to the range', () => {
    const morning = { start: at(monday, '11:00'), end: at(monday, '12:15') };
    expect(scheduleBlocks(input(), morning)).toEqual([
      block('FILLER', '11:00', '12:00'),
      block('MEAL_BREAK', '12:00', '12:15'),
    ]);
  });
});
