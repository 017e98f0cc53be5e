import { describe, expect, it } from 'vitest';
import { lessonDays, lessonWindow } from './lesson-days.ts';

// 2026-03-04 07:30 in Denver (UTC−7).
const NOW = new Date('2026-03-04T14:30:00Z');

describe('lessonDays', () => {
  it('groups by day in the instructor’s zone, today first, earlier days left out', () => {
    const days = lessonDays(
      [
        { id: 'later', startTime: '2026-03-06T16:00:00Z' },
        { id: 'tomorrow-late', startTime: '2026-03-06T05:00:00Z' }, // Mar 5, 22:00 in Denver
        { id: 'yesterday', startTime: '2026-03-03T16:00:00Z' },
        { id: 'today', startTime: '2026-03-04T16:00:00Z' },
        { id: 'early-today', startTime: '2026-03-04T13:00:00Z' }, // already started today
      ],
      'America/Denver',
      NOW,
    );
    expect(days.map((day) => [day.heading, day.lessons.map((lesson) => lesson.id)])).toEqual([
      ['Today', ['early-today', 'today']],
      ['Tomorrow', ['tomorrow-late']],
      ['Friday, Mar 6', ['later']],
    ]);
  });

  it('is empty without lessons', () => {
    expect(lessonDays([], 'America/Denver', NOW)).toEqual([]);
  });
});

describe('lessonWindow', () => {
  it('starts a day early and looks two weeks ahead', () => {
    expect(lessonWindow(NOW)).toEqual({
      from: '2026-03-03T14:30:00.000Z',
      to: '2026-03-18T14:30:00.000Z',
    });
  });
});
