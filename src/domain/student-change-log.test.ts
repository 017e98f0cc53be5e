import { describe, expect, it } from 'vitest';
import { describeStudentChange, studentUpdateMessage } from './student-change-log.ts';

describe('the student change log line', () => {
  it('labels each field and shows its old and new value', () => {
    expect(
      studentUpdateMessage([
        { path: 'name', valueType: 'String', oldValue: 'Ann Lee', newValue: 'Anna Lee' },
        { path: 'usStateId', valueType: 'String', oldValue: 'CA', newValue: 'TX' },
      ]),
    ).toBe('Student record updated: Name: Ann Lee → Anna Lee; Licence state: CA → TX');
  });

  it('reads codes, flags, dates and empty values as words', () => {
    const line = (path: string, oldValue: string | null, newValue: string | null) =>
      describeStudentChange({ path, valueType: 'String', oldValue, newValue });
    expect(line('contractStatus', 'NotSent', 'Signed')).toBe('Contract: Not sent → Signed');
    expect(line('transferStatus', 'No', 'YesMissingPaperwork')).toBe(
      'Transfer student: No → Yes, paperwork missing',
    );
    expect(line('smsOptIn', 'false', 'true')).toBe('Text messages: No → Yes');
    expect(line('phone', '+14155550100', '+14155550199')).toBe(
      'Phone: (415) 555-0100 → (415) 555-0199',
    );
    expect(line('dob', null, '2010-03-08')).toBe('Date of birth: empty → Mar 8, 2010');
    expect(line('parentEmail', 'a@b.test', '')).toBe('Parent email: a@b.test → empty');
    expect(line('userId', null, 'x8Hq2sKz')).toBe('Sign-in account: empty → linked');
    expect(
      describeStudentChange({
        path: 'accountDisabledAt',
        valueType: 'DateTime',
        oldValue: null,
        newValue: '2026-07-04T19:05:00.000Z',
      }),
    ).toBe('Account disabled: empty → Jul 4, 2026, 12:05pm');
  });
});
