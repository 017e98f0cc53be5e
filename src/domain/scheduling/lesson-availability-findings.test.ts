import { describe, expect, it } from 'vitest';
import { expandAvailability } from './availability-intervals.ts';
import { lessonFindings } from './lesson-availability-findings.ts';
import { epochMinuteOf } from './time-zone.ts';

const at = (iso: string) => epochMinuteOf(new Date(iso));
// Monday 2026-12-07 in Los Angeles (UTC−8): 8:00–17:00 with a 12:00–12:30 meal break.
const { available } = expandAvailability(
  {
    timeZone: 'America/Los_Angeles',
    weeklyHours: [{ weekday: 1, startMinute: 480, endMinute: 1020 }],
    breaks: [{ weekday: 1, startMinute: 720, endMinute: 750, kind: 'MEAL_BREAK' }],
    exceptions: [],
  },
  at('2026-12-07T08:00:00Z'),
  at('2026-12-08T08:00:00Z'),
);

describe('lesson findings', () => {
  it('flags a lesson over the meal break and one overlapping an earlier lesson', () => {
    const lessons = [
      { id: 'inside', start: at('2026-12-07T16:00:00Z'), end: at('2026-12-07T18:00:00Z') },
      { id: 'over-meal', start: at('2026-12-07T19:00:00Z'), end: at('2026-12-07T21:00:00Z') },
      { id: 'late', start: at('2026-12-07T17:30:00Z'), end: at('2026-12-07T18:30:00Z') },
    ];
    expect(lessonFindings(lessons, available)).toEqual([
      { lessonId: 'late', kind: 'OVERLAP', otherLessonId: 'inside' },
      { lessonId: 'over-meal', kind: 'OUTSIDE_AVAILABILITY', otherLessonId: null },
    ]);
  });

  it('finds nothing when lessons sit back to back inside the hours', () => {
    const lessons = [
      { id: 'a', start: at('2026-12-07T16:00:00Z'), end: at('2026-12-07T18:00:00Z') },
      { id: 'b', start: at('2026-12-07T18:00:00Z'), end: at('2026-12-07T20:00:00Z') },
    ];
    expect(lessonFindings(lessons, available)).toEqual([]);
  });

  it('flags every lesson when there are no hours', () => {
    const lesson = { id: 'x', start: 0, end: 60 };
    expect(lessonFindings([lesson], [])).toEqual([
      { lessonId: 'x', kind: 'OUTSIDE_AVAILABILITY', otherLessonId: null },
    ]);
  });
});
