import { describe, expect, it } from 'vitest';
import {
  courseFormResult,
  courseFormValues,
  parseHours,
  stateRuleFormValues,
} from './course-form.ts';

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
        instructionMinSeconds: null,
        lectureMinimumEnforced: false,
        quizFeedback: 'answers',
        quizRetryWaitSeconds: null,
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
      instructionMinSeconds: null,
      lectureMinimumEnforced: false,
      quizFeedback: 'answers',
      quizRetryWaitSeconds: null,
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

describe('the state rule in the form', () => {
  it('fills in the Texas adult rule: 6 hours, 5.5 of them instruction, lectures timed', () => {
    expect(stateRuleFormValues('TX', 'adult-drivers-ed')).toMatchObject({
      hours: '6',
      dailyCapHours: '',
      instructionMinHours: '5.5',
      lectureMinimumEnforced: true,
      quizFeedback: 'answersWhenPassed',
    });
    expect(stateRuleFormValues('TX', 'knowledge-test')).toBeNull();
  });

  it('sends the instruction minimum and the retry wait in seconds', () => {
    const result = courseFormResult({
      ...filled,
      instructionMinHours: '5.5',
      quizFeedback: 'scoreOnly',
      quizRetryWaitMinutes: '15',
    });
    expect(result.ok && result.fields).toMatchObject({
      instructionMinSeconds: 19_800,
      quizFeedback: 'scoreOnly',
      quizRetryWaitSeconds: 900,
    });
    const wrong = courseFormResult({ ...filled, quizRetryWaitMinutes: 'soon' });
    expect(!wrong.ok && wrong.problems).toEqual({ quizRetryWaitSeconds: 'must be a whole number' });
  });
});

describe('parseHours', () => {
  it('accepts whole minutes only', () => {
    expect(parseHours('1.5')).toEqual({ ok: true, value: 5400 });
    expect(parseHours('0.01').ok).toBe(false);
    expect(parseHours('0').ok).toBe(false);
  });
});
