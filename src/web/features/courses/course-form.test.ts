import { describe, expect, it } from 'vitest';
import { courseFormResult, courseFormValues, parseHours } from './course-form.ts';

const filled = {
  ...courseFormValues(null),
  state: 'TX',
  category: 'parent-taught' as const,
  audience: 'teen-parent-taught' as const,
  name: ' Texas parent-taught ',
  hours: '32',
  dailyCapHours: '2',
  price: '$95.50',
};

describe('courseFormResult', () => {
  it('converts hours to seconds and dollars to cents', () => {
    expect(courseFormResult(filled)).toEqual({
      ok: true,
      fields: {
        state: 'TX',
        category: 'parent-taught',
        audience: 'teen-parent-taught',
        name: 'Texas parent-taught',
        summary: '',
        description: '',
        requiredSeconds: 32 * 3600,
        dailyCapSeconds: 2 * 3600,
        minDays: null,
        quizPassPercent: 70,
        priceCents: 9550,
        certificateTypeId: null,
        isPublished: false,
      },
    });
  });

  it('names every field to fix', () => {
    const result = courseFormResult({
      ...courseFormValues(null),
      hours: 'lots',
      minDays: '1.5',
      price: '9.999',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.problems).sort()).toEqual([
      'audience',
      'category',
      'minDays',
      'name',
      'priceCents',
      'requiredSeconds',
      'state',
    ]);
  });

  it('shows a stored course as it was typed', () => {
    const values = courseFormValues({
      id: '1',
      state: 'WA',
      category: 'classroom-drivers-ed',
      audience: 'teen',
      name: 'Washington',
      summary: '',
      description: '',
      requiredSeconds: 34 * 3600,
      dailyCapSeconds: 5400,
      minDays: 30,
      minimumDays: 30,
      quizPassPercent: 80,
      priceCents: 59500,
      certificateTypeId: 'type-1',
      isPublished: true,
      path: '/wa/course/classroom-drivers-ed',
      offerings: [],
    });
    expect(values).toMatchObject({
      hours: '34',
      dailyCapHours: '1.5',
      minDays: '30',
      price: '595.00',
      certificateTypeId: 'type-1',
    });
  });
});

describe('parseHours', () => {
  it('accepts whole minutes only', () => {
    expect(parseHours('1.5')).toEqual({ ok: true, value: 5400 });
    expect(parseHours('0.01').ok).toBe(false);
    expect(parseHours('0').ok).toBe(false);
  });
});
