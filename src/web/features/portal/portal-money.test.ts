import { describe, expect, it } from 'vitest';
import {
  cancelOutcomeText,
  heldText,
  paidLineText,
  paidQuantityText,
  type PreviewFacts,
} from './portal-money.ts';
import { mayChangeLesson } from './portal-lessons.ts';

const preview: PreviewFacts = {
  returnsMinutes: true,
  late: false,
  feeCents: 0,
  drivingMinutes: 120,
  observationMinutes: 0,
  testUnits: 0,
  windowHours: 48,
};

describe('portal money words', () => {
  it('says what a product still holds', () => {
    expect(heldText('drivingMinute', 150, 'Driving')).toBe('2 h 30 min of driving left');
    expect(heldText('observationMinute', 60, 'Observation')).toBe('1 h of observation left');
    expect(heldText('homePickup', 3, 'Home pickup')).toBe('3 × Home pickup left');
  });

  it('says what cancelling in time or late does', () => {
    expect(cancelOutcomeText(preview)).toBe(
      'You are cancelling at least 48 hours ahead: 2 h of driving goes back to your balance. Nothing to pay.',
    );
    expect(
      cancelOutcomeText({ ...preview, returnsMinutes: false, late: true, feeCents: 3500 }),
    ).toBe(
      'It is less than 48 hours before the lesson: 2 h of driving will not come back to your balance and a late cancellation fee of $35 is charged.',
    );
    expect(
      cancelOutcomeText({
        ...preview,
        returnsMinutes: false,
        late: true,
        drivingMinutes: 0,
        testUnits: 1,
      }),
    ).toBe(
      'It is less than 48 hours before the lesson: the road test will not come back to your balance.',
    );
  });
});

describe('mayChangeLesson', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const lesson = {
    id: 'l1',
    status: 'Scheduled' as const,
    startTime: '2026-11-21T12:00:00Z',
    endTime: '2026-11-21T14:00:00Z',
    students: [{ studentId: 's1', attendance: 'Pending', removedAt: null }],
  };
  it('allows an upcoming lesson the student is still on', () => {
    expect(mayChangeLesson(lesson, 's1', now)).toBe(true);
  });
  it('refuses a started, cancelled, left or someone else’s lesson', () => {
    expect(mayChangeLesson(lesson, 's1', new Date('2026-11-21T12:00:00Z'))).toBe(false);
    expect(mayChangeLesson({ ...lesson, status: 'Cancelled' }, 's1', now)).toBe(false);
    expect(
      mayChangeLesson(
        { ...lesson, students: [{ studentId: 's1', attendance: 'Pending', removedAt: 'x' }] },
        's1',
        now,
      ),
    ).toBe(false);
    expect(mayChangeLesson(lesson, 's2', now)).toBe(false);
  });
});

describe('paid lines', () => {
  it('reads minutes as hours and units as a count', () => {
    expect(paidLineText({ name: 'Driving hours', type: 'drivingMinute', quantity: 600 })).toBe(
      'Driving hours · 10 h',
    );
    expect(paidLineText({ name: 'Home pickup', type: 'homePickup', quantity: 2 })).toBe(
      'Home pickup × 2',
    );
    expect(paidLineText({ name: 'Late cancellation fee', type: null, quantity: 1 })).toBe(
      'Late cancellation fee',
    );
    expect(paidQuantityText({ type: 'observationMinute', quantity: 90 })).toBe('1 h 30 min');
    expect(paidQuantityText({ type: 'package', quantity: 1 })).toBe('1');
  });
});
