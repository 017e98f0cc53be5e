import { describe, expect, it } from 'vitest';
import { seatTimeAfterRestart } from './seat-time-after-restart.ts';
import { CHICAGO, FakePage, localMs } from './test-timer.ts';

const TEXAS_TEEN = { requiredSeconds: 115_200, dailyCapSeconds: 7200, minDays: null };

describe('seat time after a restart', () => {
  it('counts only time after the restart, and the restart day keeps its cap', () => {
    const monday = new FakePage('a', localMs('2026-03-02', '09:00')).study(2 * 3600);
    const morning = new FakePage('b', localMs('2026-03-03', '08:00')).study(3600);
    const afternoon = new FakePage('c', localMs('2026-03-03', '14:00')).study(2 * 3600);
    const wednesday = new FakePage('d', localMs('2026-03-04', '09:00')).study(1800);
    const result = seatTimeAfterRestart(
      {
        events: [...monday.events, ...morning.events, ...afternoon.events, ...wednesday.events],
        patches: [{ day: '2026-03-02', seconds: 600 }],
        rule: TEXAS_TEEN,
        timeZone: CHICAGO,
        today: '2026-03-04',
      },
      { at: localMs('2026-03-03', '12:00'), day: '2026-03-03', patchesBefore: [] },
    );
    expect(result.days.map((day) => [day.day, day.creditedSeconds])).toEqual([
      ['2026-03-03', 3600],
      ['2026-03-04', 1800],
    ]);
    expect(result.creditedSeconds).toBe(5400);
    expect(result.complete).toBe(false);
  });
});
