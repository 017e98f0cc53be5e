import { describe, expect, it } from 'vitest';
import { dailySeatTime } from './daily-seat-time.ts';
import { seatTimeTotals } from './seat-time-completion.ts';

const TEXAS_TEEN = { requiredSeconds: 115_200, dailyCapSeconds: 7200, minDays: null };

const studyDays = (count: number, seconds: number) =>
  new Map(
    Array.from({ length: count }, (_, index) => [
      `2026-03-${String(index + 1).padStart(2, '0')}`,
      seconds,
    ]),
  );

describe('seatTimeTotals', () => {
  it('completes the Texas teen course with 2 hours on each of 16 days', () => {
    const days = dailySeatTime(studyDays(16, 7200), [], 7200);
    expect(seatTimeTotals(days, TEXAS_TEEN)).toEqual({
      creditedSeconds: 115_200,
      creditedDays: 16,
      complete: true,
    });
  });

  it('does not complete after 11 days of 3 hours: 79 200 s credited', () => {
    const days = dailySeatTime(studyDays(11, 3 * 3600), [], 7200);
    expect(seatTimeTotals(days, TEXAS_TEEN)).toMatchObject({
      creditedSeconds: 79_200,
      complete: false,
    });
  });

  it('needs minDays days with credited time when the course sets them', () => {
    const rule = { requiredSeconds: 3600, dailyCapSeconds: null, minDays: 3 };
    expect(seatTimeTotals(dailySeatTime(studyDays(2, 3600), [], null), rule).complete).toBe(false);
    expect(seatTimeTotals(dailySeatTime(studyDays(3, 1200), [], null), rule).complete).toBe(true);
  });

  it('completes the Texas adult course with 4 h and 2 h 10 min (22 200 ≥ 21 600)', () => {
    const rule = { requiredSeconds: 21_600, dailyCapSeconds: null, minDays: null };
    const raw = new Map([
      ['2026-03-07', 14_400],
      ['2026-03-08', 7800],
    ]);
    expect(seatTimeTotals(dailySeatTime(raw, [], null), rule).complete).toBe(true);
  });
});
