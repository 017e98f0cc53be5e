import { describe, expect, it } from 'vitest';
import {
  describeAuthor,
  describeChanges,
  formatChangeValue,
  formatTimestamp,
} from './audit-entry.ts';

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

  it('puts the changes in words for a download', () => {
    expect(describeChanges([])).toBe('No field changes recorded');
    expect(
      describeChanges([
        {
          path: 'roles',
          label: 'Role',
          valueType: 'String',
          oldValue: 'Trainee',
          newValue: 'Instructor,Trainee',
          newText: 'Instructor, Trainee',
        },
        {
          path: 'startsAt',
          label: 'Starts',
          valueType: 'DateTime',
          oldValue: null,
          newValue: '2026-07-04T19:05:00.000Z',
        },
      ]),
    ).toBe('Role: Trainee → Instructor, Trainee; Starts: empty → Jul 4, 2026, 12:05pm');
  });
});
