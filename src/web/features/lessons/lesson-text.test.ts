import { describe, expect, it } from 'vitest';
import {
  describeCancellation,
  describeMinutes,
  describeMoveCost,
  startInstant,
} from './lesson-text.ts';

const base = { drivingMinutes: 120, observationMinutes: 0, testUnits: 0, feeCents: 0 };

describe('lesson text', () => {
  it('describes what a lesson uses', () => {
    expect(describeMinutes(base)).toBe('120 driving minutes');
    expect(describeMinutes({ drivingMinutes: 60, observationMinutes: 60 })).toBe(
      '60 driving and 60 observation minutes',
    );
    expect(describeMinutes({ drivingMinutes: 0, observationMinutes: 0, testUnits: 1 })).toBe(
      '1 road-test unit',
    );
  });

  it('describes a cancellation as the dialog shows it', () => {
    expect(
      describeCancellation({ ...base, returnsMinutes: true, late: false, hoursBeforeStart: 72 }),
    ).toBe('Returns 120 driving minutes');
    expect(
      describeCancellation({ ...base, returnsMinutes: false, late: true, hoursBeforeStart: 20.2 }),
    ).toBe('Forfeits 120 driving minutes (late: 20 h before start)');
    expect(
      describeCancellation({
        ...base,
        returnsMinutes: false,
        late: false,
        hoursBeforeStart: 50,
        feeCents: 3500,
      }),
    ).toBe('Forfeits 120 driving minutes (no-show) and charges a $35.00 late fee');
  });

  it('says what a move costs by who asked and when', () => {
    const facts = { ...base, windowHours: 24, hoursBeforeStart: 20 };
    expect(describeMoveCost('School', null, false)).toMatch(/^Free: the school/);
    expect(
      describeMoveCost('Student', { ...facts, late: false, returnsMinutes: true }, false),
    ).toBe('Free: the student asked in time, before the 24-hour late window.');
    expect(
      describeMoveCost(
        'Student',
        { ...facts, late: true, returnsMinutes: false, feeCents: 3500 },
        false,
      ),
    ).toBe(
      'Late request (inside the 24-hour late window): the 120 driving minutes of the old time are forfeited, the new time takes them again and a $35.00 late fee is charged.',
    );
    expect(describeMoveCost('Student', { ...facts, late: true, returnsMinutes: true }, true)).toBe(
      'Free: the late penalty is waived (asked inside the 24-hour late window).',
    );
  });

  it('reads the start in the instructor’s zone', () => {
    expect(startInstant('2030-07-01', '10:00', 'America/Chicago')).toBe('2030-07-01T15:00:00.000Z');
    expect(startInstant('2030-07-01', '', 'America/Chicago')).toBeNull();
  });
});
