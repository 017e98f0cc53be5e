import { describe, expect, it } from 'vitest';
import { parseIsoDateTime } from './iso-date-time.ts';

const iso = (value: string) => parseIsoDateTime(value)?.toISOString() ?? null;

describe('parseIsoDateTime', () => {
  it('reads a date-time with Z or an offset', () => {
    expect(iso('2026-11-21T09:30:00.000Z')).toBe('2026-11-21T09:30:00.000Z');
    expect(iso('2026-11-21T09:30:00Z')).toBe('2026-11-21T09:30:00.000Z');
    expect(iso('2026-11-21T09:30Z')).toBe('2026-11-21T09:30:00.000Z');
    expect(iso('2026-03-08T15:05:00.5-07:00')).toBe('2026-03-08T22:05:00.500Z');
    expect(iso('2026-03-08T15:05:00.123456789+05:30')).toBe('2026-03-08T09:35:00.123Z');
    expect(iso('2024-02-29T23:59:59Z')).toBe('2024-02-29T23:59:59.000Z');
    expect(iso('0050-06-01T00:00:00Z')).toBe('0050-06-01T00:00:00.000Z');
  });

  it('refuses what Date would roll over, guess or read in its own zone', () => {
    const bad = [
      '2027-02-30T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:60:00Z',
      '2026-01-01T23:59:60Z',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00+05:60',
      '2026-01-01T00:00:00',
      '2026-01-01',
      '2026-01-01 00:00:00Z',
      '2026-01-01T00:00:00.Z',
      '2026-01-01T00:00:00.1234567890Z',
      '2026-01-01T00:00:00+0500',
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      'Sat, 21 Nov 2026 09:30:00 GMT',
      '1700000000000',
      '',
    ];
    for (const value of bad) expect([value, iso(value)]).toEqual([value, null]);
  });
});
