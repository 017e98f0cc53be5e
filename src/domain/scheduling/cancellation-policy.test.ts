import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationOutcome, type CancellationCase } from './cancellation-policy.ts';
import { CANCELLATION_INITIATORS } from './lesson-enums.ts';

const start = new Date('2030-05-10T16:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const base: CancellationCase = {
  initiatedBy: 'Student',
  reason: 'OTHER',
  startTime: start,
  now: hoursBefore(100),
  windowHours: 48,
  feeCents: 0,
  waived: false,
};

describe('cancellationOutcome', () => {
  it('a student cancelling before the window gets the minutes back', () => {
    expect(cancellationOutcome(base)).toMatchObject({
      late: false,
      returnsMinutes: true,
      feeCents: 0,
    });
  });

  it('the window edge: exactly 48 h before is in time, a millisecond later is late', () => {
    expect(cancellationOutcome({ ...base, now: hoursBefore(48) }).late).toBe(false);
    const late = cancellationOutcome({
      ...base,
      now: new Date(hoursBefore(48).getTime() + 1),
      feeCents: 2500,
    });
    expect(late).toMatchObject({ late: true, returnsMinutes: false, feeCents: 2500 });
  });

  it('after the start a student cancellation is late', () => {
    expect(cancellationOutcome({ ...base, now: hoursBefore(-1) }).late).toBe(true);
  });

  it('the school, an instructor or an immediate reschedule always return the minutes', () => {
    for (const initiatedBy of ['RoadReady', 'Instructor', 'Immediate_Reschedule'] as const) {
      expect(
        cancellationOutcome({ ...base, initiatedBy, now: hoursBefore(1), feeCents: 2500 }),
      ).toMatchObject({ late: false, returnsMinutes: true, feeCents: 0 });
    }
  });

  it('a no-show forfeits whoever records it and whenever', () => {
    for (const initiatedBy of CANCELLATION_INITIATORS) {
      expect(
        cancellationOutcome({ ...base, initiatedBy, reason: 'NO_SHOW', feeCents: 3500 }),
      ).toMatchObject({ penalised: true, returnsMinutes: false, feeCents: 3500 });
    }
  });

  it('a waiver returns the minutes and drops the fee', () => {
    expect(
      cancellationOutcome({ ...base, now: hoursBefore(2), feeCents: 3500, waived: true }),
    ).toMatchObject({ late: true, penalised: true, returnsMinutes: true, feeCents: 0 });
  });

  it('minutes are returned exactly when no fee is due, for any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_INITIATORS),
        fc.constantFrom('EXPIRED', 'NO_SHOW', 'OTHER' as const),
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: 0, max: 96 }),
        fc.boolean(),
        (initiatedBy, reason, hours, windowHours, waived) => {
          const outcome = cancellationOutcome({
            ...base,
            initiatedBy,
            reason,
            now: hoursBefore(hours),
            windowHours,
            feeCents: 1000,
            waived,
          });
          expect(outcome.returnsMinutes).toBe(outcome.feeCents === 0);
          if (initiatedBy !== 'Student' && reason !== 'NO_SHOW')
            expect(outcome.returnsMinutes).toBe(true);
        },
      ),
    );
  });
});
