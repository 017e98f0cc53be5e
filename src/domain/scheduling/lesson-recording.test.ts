import { describe, expect, it } from 'vitest';
import { lessonHasStarted, notStartedReason } from './lesson-recording.ts';

const lesson = { startTime: '2026-12-02T16:00:00Z', timeZone: 'America/Los_Angeles' };

describe('lessonHasStarted', () => {
  it('is false before the start and true from its first minute on', () => {
    expect(lessonHasStarted(lesson.startTime, new Date('2026-12-02T15:59:59Z'))).toBe(false);
    expect(lessonHasStarted(lesson.startTime, new Date('2026-12-02T16:00:00Z'))).toBe(true);
    expect(lessonHasStarted(new Date(lesson.startTime), new Date('2026-12-03T00:00:00Z'))).toBe(
      true,
    );
  });
});

describe('notStartedReason', () => {
  it('says from when, in the lesson’s zone, before the start', () => {
    expect(notStartedReason('Attendance', lesson, new Date('2026-12-01T10:00:00Z'))).toBe(
      'Attendance can be recorded once the lesson has started (December 2, 2026, 8:00am PST).',
    );
  });

  it('is null once the lesson has started', () => {
    expect(notStartedReason('Attendance', lesson, new Date('2026-12-02T16:00:00Z'))).toBeNull();
  });
});
