// Acceptance examples of docs/seat-time.md part 3, driven through a fake clock.
import { describe, expect, it } from 'vitest';
import { addDays } from '../school-day.ts';
import { seatTimeSummary } from './seat-time-summary.ts';
import { CHICAGO, FakePage, localMs } from './test-timer.ts';
import type { TimerEvent } from './timer-event.ts';

const TEXAS_TEEN = { requiredSeconds: 115_200, dailyCapSeconds: 7200, minDays: null };

const summary = (events: TimerEvent[], today: string, patches = []) =>
  seatTimeSummary({ events, patches, rule: TEXAS_TEEN, timeZone: CHICAGO, today });

describe('seat time, end to end', () => {
  it('credits 2 of 3 hours studied in one Texas day (Maria, 2 March)', () => {
    const page = new FakePage('tab-1', localMs('2026-03-02', '14:00')).study(3 * 3600);
    const result = summary(page.events, '2026-03-02');
    expect(result.days).toEqual([
      {
        day: '2026-03-02',
        rawSeconds: 10_800,
        patchSeconds: 0,
        adjustedSeconds: 10_800,
        creditedSeconds: 7200,
        capReached: true,
      },
    ]);
    expect(result.creditedSeconds).toBe(7200);
    expect(result.complete).toBe(false);
  });

  it('cannot complete the 32-hour Texas course before day 16, even at 3 hours a day', () => {
    const events: TimerEvent[] = [];
    for (let day = 0; day < 16; day += 1) {
      const date = addDays('2026-04-01', day);
      events.push(...new FakePage(`day-${day}`, localMs(date, '09:00')).study(3 * 3600).events);
      const result = summary(events, date);
      expect(result.complete).toBe(day === 15);
      expect(result.creditedSeconds).toBe((day + 1) * 7200);
    }
    expect(summary([], '2026-04-01').earliestCompletionDay).toBe('2026-04-16');
  });

  it('stops the clock after more than 2 minutes without a heartbeat', () => {
    const page = new FakePage('tab-1', localMs('2026-03-02', '10:00'));
    page.send('start').advance(30).send('heartbeat').advance(570).send('heartbeat');
    // The lost-connection example: 30 s, then min(570, 120).
    expect(summary(page.events, '2026-03-02').creditedSeconds).toBe(150);
    page.advance(30 * 60);
    expect(summary(page.events, '2026-03-02').creditedSeconds).toBe(150);
  });

  it('does not count two open tabs twice', () => {
    const start = localMs('2026-03-02', '10:00');
    const first = new FakePage('tab-1', start).study(3600);
    const second = new FakePage('tab-2', start + 10 * 60_000).study(3600);
    const result = summary([...first.events, ...second.events], '2026-03-02');
    // 10:00 to 11:10 on the wall clock, whichever tab was in front.
    expect(result.days[0]?.rawSeconds).toBe(70 * 60);
  });

  it('splits across midnight and caps each day on its own (Ben, 14–15 March)', () => {
    const page = new FakePage('tab-1', localMs('2026-03-14', '23:30')).study(75 * 60);
    const result = summary(page.events, '2026-03-15');
    expect(result.days.map((day) => [day.day, day.creditedSeconds])).toEqual([
      ['2026-03-14', 1800],
      ['2026-03-15', 2700],
    ]);
  });
});
