import { describe, expect, it } from 'vitest';
import { isLessonOf, placeState } from './lesson-place.ts';

const at = '2026-11-20T10:00:00Z';
const anna = { studentId: 'anna', removedAt: null };
const ben = { studentId: 'ben', removedAt: new Date(at) };

describe('placeState', () => {
  it('is held until the place ends', () => {
    expect(placeState(anna, [])).toBe('held');
    expect(placeState(anna, [{ studentId: 'ben' }])).toBe('held');
  });

  it('is cancelled when the cancel log names the student or the whole lesson', () => {
    expect(placeState(ben, [{ studentId: 'ben' }])).toBe('cancelled');
    expect(placeState({ studentId: 'ben', removedAt: at }, [{ studentId: null }])).toBe(
      'cancelled',
    );
  });

  it('is removed when staff took the student out: no cancel-log row of theirs', () => {
    expect(placeState(ben, [])).toBe('removed');
    expect(placeState(ben, [{ studentId: 'anna' }])).toBe('removed');
  });
});

describe('isLessonOf', () => {
  it('is the lesson of a student holding a place, or whose place was cancelled', () => {
    expect(isLessonOf({ students: [anna, ben], cancellations: [] }, ['anna'])).toBe(true);
    expect(
      isLessonOf({ students: [anna, ben], cancellations: [{ studentId: 'ben' }] }, ['ben']),
    ).toBe(true);
  });

  it('is not the lesson of a student removed from it, nor of one never on it', () => {
    expect(isLessonOf({ students: [anna, ben], cancellations: [] }, ['ben'])).toBe(false);
    expect(isLessonOf({ students: [anna], cancellations: [] }, ['cleo'])).toBe(false);
    expect(isLessonOf({ students: [anna, ben], cancellations: [] }, ['ben', 'anna'])).toBe(true);
  });
});
