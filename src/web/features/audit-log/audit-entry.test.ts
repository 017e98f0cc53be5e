import { describe, expect, it } from 'vitest';
import { describeAuthor, formatChangeValue, formatTimestamp } from './audit-entry.ts';

describe('audit entry formatting', () => {
  it('prints timestamps in the SPEC format, in Los Angeles time', () => {
    expect(formatTimestamp('2026-07-04T19:05:00.000Z')).toBe('Jul 4, 2026, 12:05pm');
  });

  it('prints date-time values like timestamps and leaves others as sent', () => {
    expect(formatChangeValue('2026-01-15T08:30:00.000Z', 'DateTime')).toBe('Jan 15, 2026, 12:30am');
    expect(formatChangeValue('not a date', 'DateTime')).toBe('not a date');
    expect(formatChangeValue('Admin,Trainee', 'String')).toBe('Admin,Trainee');
    expect(formatChangeValue('12.5', 'Float')).toBe('12.5');
    expect(formatChangeValue(null, 'Int')).toBeNull();
    expect(formatChangeValue(undefined, 'String')).toBeNull();
  });

  it('names the author with their role, or the system', () => {
    expect(describeAuthor({ id: 'u1', name: 'Dana Whitaker', role: 'Admin' })).toBe(
      'Dana Whitaker (Admin)',
    );
    expect(describeAuthor({ id: 'u1', name: 'Dana Whitaker', role: '' })).toBe('Dana Whitaker');
    expect(describeAuthor({ id: null, name: null, role: null })).toBe('System');
  });
});
