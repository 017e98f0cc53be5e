import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  inOneYear,
  newIdempotencyKey,
  parseWholeNumber,
  readQuantities,
  today,
} from './form-values.ts';

describe('parseWholeNumber', () => {
  it('accepts whole numbers from the minimum up', () => {
    expect(parseWholeNumber('120', 1)).toBe(120);
    expect(parseWholeNumber(' 0 ', 0)).toBe(0);
    expect(parseWholeNumber('0', 1)).toBeNull();
    expect(parseWholeNumber('1.5', 1)).toBeNull();
    expect(parseWholeNumber('', 0)).toBeNull();
    expect(parseWholeNumber('ten', 0)).toBeNull();
  });
});

describe('days in the school time zone', () => {
  it('ends a day at its last instant in Los Angeles', () => {
    expect(endOfDay('2027-03-08')).toBe('2027-03-09T07:59:59.999Z'); // PST
    expect(endOfDay('2027-07-01')).toBe('2027-07-02T06:59:59.999Z'); // PDT
    expect(endOfDay('2027-02-30')).toBeNull();
    expect(endOfDay('tomorrow')).toBeNull();
  });

  it('knows today and a year from it in Los Angeles, not in UTC', () => {
    const lateEvening = new Date('2026-03-09T06:30:00Z'); // 11:30pm on Mar 8 in LA
    expect(today(lateEvening)).toBe('2026-03-08');
    expect(inOneYear(lateEvening)).toBe('2027-03-08');
  });
});

describe('newIdempotencyKey', () => {
  it('uses randomUUID where it exists', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('builds a v4 UUID from random bytes outside secure contexts', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('readQuantities', () => {
  const rows = [
    {
      product: { id: 'd', name: 'Driving minutes', type: 'drivingMinute' as const },
      quantity: 240,
    },
    { product: { id: 'f', name: 'Registration fee', type: 'fee' as const }, quantity: 1 },
    {
      product: { id: 'o', name: 'Observation minutes', type: 'observationMinute' as const },
      quantity: 60,
    },
  ];

  it('sends what was typed, leaving blanks and zeros out', () => {
    expect(readQuantities(rows, { d: '120', f: '', o: '0' })).toEqual({
      items: [{ productId: 'd', quantity: 120 }],
      errors: {},
    });
  });

  it('refuses what is not a whole number or more than is there', () => {
    expect(readQuantities(rows, { d: '241', f: '1.5', o: 'x' })).toEqual({
      items: [],
      errors: { d: 'At most 240.', f: 'Enter a whole number.', o: 'Enter a whole number.' },
    });
  });
});
