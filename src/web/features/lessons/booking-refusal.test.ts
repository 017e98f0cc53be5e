import { describe, expect, it } from 'vitest';
import { bookingRefusalOf, dropsThePick } from './booking-refusal.ts';

const refused = (code: string, message: string, paths: string[] = []) => ({
  errors: [{ message, extensions: { code, fields: paths.map((path) => ({ path, message })) } }],
});

describe('bookingRefusalOf', () => {
  it('names the refused lesson of a batch and the field inside it', () => {
    expect(bookingRefusalOf(refused('CONFLICT', 'Taken.', ['input.lessons.2']))).toEqual({
      code: 'CONFLICT',
      message: 'Taken.',
      lessonIndex: 2,
      lessonField: '',
    });
    expect(
      bookingRefusalOf(
        refused('VALIDATION_ERROR', 'is in the past', ['input.lessons.1.startTime']),
      ),
    ).toMatchObject({ lessonIndex: 1, lessonField: 'startTime' });
  });

  it('names no lesson when the error does not', () => {
    expect(bookingRefusalOf(refused('CONFLICT', 'Taken.'))).toMatchObject({
      code: 'CONFLICT',
      lessonIndex: null,
    });
    expect(bookingRefusalOf(new Error('offline'))).toMatchObject({ code: null, lessonIndex: null });
  });

  it('drops the pick only when the time itself was refused', () => {
    const of = (code: string, path: string) =>
      dropsThePick(bookingRefusalOf(refused(code, 'x', [path])));
    expect(of('CONFLICT', 'input.lessons.0')).toBe(true);
    expect(of('VALIDATION_ERROR', 'input.lessons.0.startTime')).toBe(true);
    expect(of('VALIDATION_ERROR', 'input.lessons.0.instructorId')).toBe(true);
    expect(of('NOT_ENOUGH_PRODUCT', 'input.lessons.1')).toBe(false);
    expect(of('VALIDATION_ERROR', 'input.lessons.0.pickupZip')).toBe(false);
  });
});
