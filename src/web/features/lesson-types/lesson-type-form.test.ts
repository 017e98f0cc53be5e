import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../domain/place-inputs.ts';
import {
  formatLessonDuration,
  freeLessonTypeNames,
  lessonTypeFormValues,
  type LessonTypeFormValues,
} from './lesson-type-form.ts';
import { lessonTypeFormSchema } from './lesson-type-form-schema.ts';

const values = {
  name: 'Standard' as const,
  label: 'Lesson',
  durationMinutes: '120',
  description: '',
  testProductId: '',
};

const problems = (values: LessonTypeFormValues, creating: boolean) =>
  problemsOf(lessonTypeFormSchema(creating), values);

describe('lessonTypeFormSchema', () => {
  it('accepts a complete form', () => {
    expect(problems(values, true)).toEqual({});
  });

  it('asks for a name only when creating', () => {
    expect(problems({ ...values, name: '' }, true)).toEqual({ name: 'is required' });
    expect(problems({ ...values, name: '' }, false)).toEqual({});
  });

  it("asks for a label and the server's whole minutes, 1 to 720", () => {
    expect(problems({ ...values, label: '  ' }, false)).toEqual({ label: 'is required' });
    expect(problems({ ...values, durationMinutes: '' }, false)).toEqual({
      durationMinutes: 'is required',
    });
    for (const typed of ['1.5', 'two']) {
      expect(problems({ ...values, durationMinutes: typed }, false)).toEqual({
        durationMinutes: 'must be whole minutes',
      });
    }
    expect(problems({ ...values, durationMinutes: '-30' }, false)).toEqual({
      durationMinutes: 'must be at least 1 minute',
    });
    expect(problems({ ...values, durationMinutes: '800' }, false)).toEqual({
      durationMinutes: 'must be at most 720 minutes (12 hours)',
    });
  });
});

describe('freeLessonTypeNames', () => {
  it('leaves out the names already used', () => {
    const free = freeLessonTypeNames([{ name: 'Standard' }, { name: 'RoadTest' }]);
    expect(free).toHaveLength(8);
    expect(free).not.toContain('Standard');
    expect(free).not.toContain('RoadTest');
    expect(free).toContain('OneHour');
  });
});

describe('lessonTypeFormValues', () => {
  it('starts empty for a new type and from the type when editing', () => {
    expect(lessonTypeFormValues(null)).toEqual({
      name: '',
      label: '',
      durationMinutes: '',
      description: '',
      testProductId: '',
    });
    expect(
      lessonTypeFormValues({
        id: '1',
        name: 'OneHour',
        label: 'One hour',
        durationMinutes: 60,
        description: 'Short',
        testProductId: null,
      }),
    ).toEqual({
      name: 'OneHour',
      label: 'One hour',
      durationMinutes: '60',
      description: 'Short',
      testProductId: '',
    });
    expect(
      lessonTypeFormValues({
        id: '2',
        name: 'RoadTest',
        label: 'Road test',
        durationMinutes: 60,
        description: '',
        testProductId: 'fee-1',
      }).testProductId,
    ).toBe('fee-1');
  });
});

describe('formatLessonDuration', () => {
  it('reads as hours and minutes', () => {
    expect(formatLessonDuration(120)).toBe('2 h');
    expect(formatLessonDuration(90)).toBe('1 h 30 min');
    expect(formatLessonDuration(45)).toBe('45 min');
    expect(formatLessonDuration(720)).toBe('12 h');
  });
});
