import { describe, expect, it } from 'vitest';
import { describeAge, phoneForDisplay } from './student-labels.ts';

describe('describeAge', () => {
  it('floors the server age to whole years', () => {
    expect(describeAge(16.99, '2009-04-12')).toBe('16 years old');
    expect(describeAge(1.2, '2025-01-01')).toBe('1 year old');
  });
  it('says nothing without a date of birth or a positive age', () => {
    expect(describeAge(0, null)).toBe('');
    expect(describeAge(0, '2099-01-01')).toBe('');
  });
});

describe('phoneForDisplay', () => {
  it('prints US numbers nationally and others internationally', () => {
    expect(phoneForDisplay('+14155552671')).toBe('(415) 555-2671');
    expect(phoneForDisplay('+442071838750')).toBe('+44 20 7183 8750');
    expect(phoneForDisplay(null)).toBe('');
  });
});
