import { describe, expect, it } from 'vitest';
import { validateLegacyRecord } from './legacy-record.ts';

const id = '0b7e3f5c-1d2a-4c3b-9e8f-123456789abc';
const good = {
  studentId: id,
  drivingMinutes: 120,
  observationMinutes: '30',
  fundsCents: -5,
  expiredMinutes: 0,
};

describe('validateLegacyRecord', () => {
  it('accepts a balances record, numbers given as text included', () => {
    expect(validateLegacyRecord(good)).toEqual({
      ok: true,
      record: {
        studentId: id,
        day: null,
        drivingMinutes: 120,
        observationMinutes: 30,
        fundsCents: -5,
        expiredMinutes: 0,
      },
    });
  });

  it('accepts a day of the log with negative changes', () => {
    const result = validateLegacyRecord({ ...good, day: '2026-02-28', drivingMinutes: -60 });
    expect(result.ok && result.record.day).toBe('2026-02-28');
  });

  it.each([
    [{ ...good, studentId: 'abc' }, 'studentId: must be a student id'],
    [
      { ...good, drivingMinutes: '1.5' },
      'drivingMinutes (driving_minutes): must be a whole number',
    ],
    [{ ...good, fundsCents: '' }, 'fundsCents (funds_cents): must be a whole number'],
    [{ ...good, expiredMinutes: -1 }, 'expiredMinutes (expired_minutes): must not be negative'],
    [{ ...good, day: '2026-02-30' }, 'day: must be a date as YYYY-MM-DD'],
    [
      { ...good, observationMinutes: 'ten' },
      'observationMinutes (observation_minutes): must be a whole number',
    ],
  ])('refuses %o with its reason', (raw, reason) => {
    expect(validateLegacyRecord(raw)).toEqual({ ok: false, reason });
  });
});
