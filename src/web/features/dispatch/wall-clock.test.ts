import { describe, expect, it } from 'vitest';
import { fromWallClock, isoDateOf, toWallClock } from './wall-clock.ts';

describe('wall-clock dates', () => {
  it('read the region’s local time whatever the browser’s zone, and go back to the same instant', () => {
    // 16:00 UTC is 8:00 in Los Angeles in December, 10:00 in Chicago.
    const instant = new Date('2026-12-02T16:00:00Z');
    const pacific = toWallClock(instant, 'America/Los_Angeles');
    expect([isoDateOf(pacific), pacific.getHours(), pacific.getMinutes()]).toEqual([
      '2026-12-02',
      8,
      0,
    ]);
    expect(toWallClock(instant, 'America/Chicago').getHours()).toBe(10);
    expect(fromWallClock(pacific, 'America/Los_Angeles').toISOString()).toBe(instant.toISOString());
  });

  it('keep the local date across midnight UTC', () => {
    const evening = new Date('2026-12-03T05:30:00Z');
    const local = toWallClock(evening, 'America/Los_Angeles');
    expect([isoDateOf(local), local.getHours(), local.getMinutes()]).toEqual([
      '2026-12-02',
      21,
      30,
    ]);
    // A drop at 9:15 pm on the 2nd is 05:15 UTC on the 3rd.
    expect(fromWallClock(new Date(2026, 11, 2, 21, 15), 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-03T05:15:00.000Z',
    );
  });
});
