import { describe, expect, it } from 'vitest';
import {
  lessonStatusLabel,
  reviewState,
  splitLessons,
  starsText,
  type PortalLessonFacts,
} from './portal-lessons.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const ME = 'student-1';

function lesson(
  id: string,
  start: string,
  overrides: Partial<PortalLessonFacts> = {},
  place: Partial<PortalLessonFacts['students'][number]> = {},
): PortalLessonFacts {
  const startTime = new Date(start);
  return {
    id,
    status: startTime.getTime() + 7_200_000 <= NOW.getTime() ? 'Completed' : 'Scheduled',
    startTime: startTime.toISOString(),
    endTime: new Date(startTime.getTime() + 7_200_000).toISOString(),
    students: [{ studentId: ME, attendance: 'Unrecorded', removedAt: null, ...place }],
    myReview: null,
    ...overrides,
  };
}

describe('splitLessons', () => {
  it('puts lessons not ended yet first, soonest first, and ended ones newest first', () => {
    const lessons = [
      lesson('later', '2026-05-20T16:00:00Z'),
      lesson('long-ago', '2026-04-01T16:00:00Z'),
      lesson('under-way', '2026-05-10T11:00:00Z'),
      lesson('soon', '2026-05-12T16:00:00Z'),
      lesson('last-week', '2026-05-03T16:00:00Z'),
      lesson('just-ended', '2026-05-10T10:00:00Z'),
    ];
    const { upcoming, past } = splitLessons(lessons, NOW);
    expect(upcoming.map((entry) => entry.id)).toEqual(['under-way', 'soon', 'later']);
    expect(past.map((entry) => entry.id)).toEqual(['just-ended', 'last-week', 'long-ago']);
  });
});

describe('reviewState', () => {
  it('offers a review once a lesson the student was on has ended', () => {
    expect(reviewState(lesson('a', '2026-05-03T16:00:00Z'), ME, NOW)).toBe('open');
    expect(reviewState(lesson('b', '2026-05-10T10:00:00Z'), ME, NOW)).toBe('open');
  });

  it('says so when the student already reviewed it', () => {
    const reviewed = lesson('a', '2026-05-03T16:00:00Z', {
      myReview: { rating: 4, status: 'Pending' },
    });
    expect(reviewState(reviewed, ME, NOW)).toBe('reviewed');
  });

  it('offers nothing before the end, after a cancellation or without a place', () => {
    expect(reviewState(lesson('a', '2026-05-10T11:00:00Z'), ME, NOW)).toBe('none');
    expect(reviewState(lesson('b', '2026-05-12T16:00:00Z'), ME, NOW)).toBe('none');
    const cancelled = lesson('c', '2026-05-03T16:00:00Z', { status: 'Cancelled' });
    expect(reviewState(cancelled, ME, NOW)).toBe('none');
    expect(reviewState(lesson('d', '2026-05-03T16:00:00Z'), 'someone-else', NOW)).toBe('none');
  });

  it('offers nothing to a student removed from the lesson, unless they attended it', () => {
    const removed = { removedAt: '2026-05-01T10:00:00Z' };
    expect(reviewState(lesson('a', '2026-05-03T16:00:00Z', {}, removed), ME, NOW)).toBe('none');
    const attended = { ...removed, attendance: 'Attended' };
    expect(reviewState(lesson('b', '2026-05-03T16:00:00Z', {}, attended), ME, NOW)).toBe('open');
  });
});

describe('lessonStatusLabel', () => {
  it('reads the lesson and the student’s own place', () => {
    expect(lessonStatusLabel(lesson('a', '2026-05-12T16:00:00Z'), ME)).toBe('Scheduled');
    expect(lessonStatusLabel(lesson('b', '2026-05-03T16:00:00Z'), ME)).toBe('Completed');
    expect(
      lessonStatusLabel(lesson('c', '2026-05-03T16:00:00Z', {}, { attendance: 'Attended' }), ME),
    ).toBe('Attended');
    expect(
      lessonStatusLabel(lesson('d', '2026-05-03T16:00:00Z', {}, { attendance: 'NoShow' }), ME),
    ).toBe('Missed');
    expect(
      lessonStatusLabel(lesson('e', '2026-05-12T16:00:00Z', { status: 'Cancelled' }), ME),
    ).toBe('Cancelled');
    expect(
      lessonStatusLabel(
        lesson('f', '2026-05-12T16:00:00Z', {}, { removedAt: '2026-05-01T10:00:00Z' }),
        ME,
      ),
    ).toBe('Removed from this lesson');
    // Their place cancelled in a shared lesson that goes on: cancelled, not removed.
    expect(
      lessonStatusLabel(
        {
          ...lesson('g', '2026-05-12T16:00:00Z', {}, { removedAt: '2026-05-01T10:00:00Z' }),
          cancellations: [{ studentId: ME }],
        },
        ME,
      ),
    ).toBe('Cancelled');
  });
});

describe('starsText', () => {
  it('counts stars', () => {
    expect(starsText(1)).toBe('1 star');
    expect(starsText(4)).toBe('4 stars');
  });
});
