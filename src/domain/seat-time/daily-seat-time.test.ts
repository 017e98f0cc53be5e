import { describe, expect, it } from 'vitest';
import { dailySeatTime } from './daily-seat-time.ts';

describe('dailySeatTime', () => {
  it('applies patches to raw time and the cap afterwards (the staff correction example)', () => {
    const raw = new Map([['2026-03-20', 6600]]);
    const afterFirst = dailySeatTime(raw, [{ day: '2026-03-20', seconds: 2400 }], 7200);
    expect(afterFirst).toEqual([
      {
        day: '2026-03-20',
        rawSeconds: 6600,
        patchSeconds: 2400,
        adjustedSeconds: 9000,
        creditedSeconds: 7200,
        capReached: true,
      },
    ]);
    const afterSecond = dailySeatTime(
      raw,
      [
        { day: '2026-03-20', seconds: 2400 },
        { day: '2026-03-20', seconds: -1200 },
      ],
      7200,
    );
    expect(afterSecond[0]).toMatchObject({ adjustedSeconds: 7800, creditedSeconds: 7200 });
  });

  it('never goes below zero and lists patched days without raw time', () => {
    const days = dailySeatTime(
      new Map([['2026-03-02', 100]]),
      [{ day: '2026-03-01', seconds: 600 }],
      null,
    );
    expect(days.map((day) => [day.day, day.creditedSeconds])).toEqual([
      ['2026-03-01', 600],
      ['2026-03-02', 100],
    ]);
    expect(
      dailySeatTime(
        new Map([['2026-03-02', 100]]),
        [{ day: '2026-03-02', seconds: -500 }],
        null,
      )[0],
    ).toMatchObject({ adjustedSeconds: 0, creditedSeconds: 0 });
  });

  it('credits everything without a cap (Texas adult course)', () => {
    const days = dailySeatTime(
      new Map([
        ['2026-03-07', 14_400],
        ['2026-03-08', 7800],
      ]),
      [],
      null,
    );
    expect(days.reduce((sum, day) => sum + day.creditedSeconds, 0)).toBe(22_200);
    expect(days.every((day) => !day.capReached)).toBe(true);
  });
});
