import { describe, expect, it } from 'vitest';
import { dailySeatTime } from './daily-seat-time.ts';
import { earliestCompletionDay } from './earliest-completion-day.ts';

const TEXAS_TEEN = { requiredSeconds: 115_200, dailyCapSeconds: 7200, minDays: null };

describe('earliestCompletionDay', () => {
  it('is 15 days after today for a new Texas teen enrolment (16 days in all)', () => {
    expect(earliestCompletionDay([], TEXAS_TEEN, '2026-03-01')).toBe('2026-03-16');
  });

  it('uses what is left of today’s cap', () => {
    const days = dailySeatTime(new Map([['2026-03-01', 3600]]), [], 7200);
    // 111 600 s left: 3 600 today, then 15 full days.
    expect(earliestCompletionDay(days, TEXAS_TEEN, '2026-03-01')).toBe('2026-03-16');
    const full = dailySeatTime(new Map([['2026-03-01', 7200]]), [], 7200);
    expect(earliestCompletionDay(full, TEXAS_TEEN, '2026-03-01')).toBe('2026-03-16');
    expect(earliestCompletionDay(full, TEXAS_TEEN, '2026-03-02')).toBe('2026-03-16');
  });

  it('is today without a cap, and waits for minDays', () => {
    const rule = { requiredSeconds: 21_600, dailyCapSeconds: null, minDays: null };
    expect(earliestCompletionDay([], rule, '2026-03-01')).toBe('2026-03-01');
    expect(earliestCompletionDay([], { ...rule, minDays: 30 }, '2026-03-01')).toBe('2026-03-30');
  });

  it('is null once seat time is complete', () => {
    const rule = { requiredSeconds: 3600, dailyCapSeconds: null, minDays: null };
    const days = dailySeatTime(new Map([['2026-03-01', 3600]]), [], null);
    expect(earliestCompletionDay(days, rule, '2026-03-02')).toBeNull();
  });
});
