import { describe, expect, it } from 'vitest';
import { countedMinutesOf, type LessonPlaceFacts } from './counted-lesson-minutes.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const place = (over: Partial<LessonPlaceFacts> = {}): LessonPlaceFacts => ({
  startTime: new Date('2026-11-20T16:00:00Z'),
  lessonCancelledAt: null,
  placeRemovedAt: null,
  attendance: 'Attended',
  drivingMinutes: 120,
  observationMinutes: 0,
  actualDurationMinutes: null,
  ...over,
});

describe('which lesson places count', () => {
  it('counts an attended past lesson with its recorded minutes', () => {
    expect(countedMinutesOf(place(), NOW)).toEqual({ drivingMinutes: 120, observationMinutes: 0 });
  });

  it('never counts a cancelled lesson, a cancelled or removed place, a no-show or a future lesson', () => {
    const cancelled = new Date('2026-11-19T10:00:00Z');
    expect(countedMinutesOf(place({ lessonCancelledAt: cancelled }), NOW)).toBeNull();
    expect(countedMinutesOf(place({ placeRemovedAt: cancelled }), NOW)).toBeNull();
    expect(countedMinutesOf(place({ attendance: 'NoShow' }), NOW)).toBeNull();
    expect(countedMinutesOf(place({ attendance: 'Unrecorded' }), NOW)).toBeNull();
    expect(
      countedMinutesOf(place({ startTime: new Date('2026-11-28T16:00:00Z') }), NOW),
    ).toBeNull();
  });

  it('scales a place to the actual duration, keeping its split and every minute', () => {
    const shared = place({ drivingMinutes: 22, observationMinutes: 23 });
    expect(countedMinutesOf({ ...shared, actualDurationMinutes: 45 }, NOW)).toEqual({
      drivingMinutes: 22,
      observationMinutes: 23,
    });
    expect(countedMinutesOf({ ...shared, actualDurationMinutes: 31 }, NOW)).toEqual({
      drivingMinutes: 15,
      observationMinutes: 16,
    });
    expect(countedMinutesOf(place({ actualDurationMinutes: 90 }), NOW)).toEqual({
      drivingMinutes: 90,
      observationMinutes: 0,
    });
    expect(countedMinutesOf(place({ actualDurationMinutes: 0 }), NOW)).toEqual({
      drivingMinutes: 0,
      observationMinutes: 0,
    });
  });

  it('counts nothing for a road test place', () => {
    expect(countedMinutesOf(place({ drivingMinutes: 0, actualDurationMinutes: 60 }), NOW)).toEqual({
      drivingMinutes: 0,
      observationMinutes: 0,
    });
  });
});
