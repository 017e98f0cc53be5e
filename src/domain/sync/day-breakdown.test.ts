import { describe, expect, it } from 'vitest';
import { dayBreakdown } from './day-breakdown.ts';

describe('dayBreakdown', () => {
  it('marks the first day whose running totals differ', () => {
    const rows = dayBreakdown(
      [
        { day: '2026-01-02', change: 120 },
        { day: '2026-01-05', change: -60 },
        { day: '2026-01-09', change: -60 },
      ],
      [
        { day: '2026-01-02', change: 120 },
        { day: '2026-01-05', change: -30 },
        { day: '2026-01-09', change: -60 },
      ],
    );
    expect(rows.map((row) => [row.day, row.nextTotal, row.legacyTotal, row.diverges])).toEqual([
      ['2026-01-02', 120, 120, false],
      ['2026-01-05', 60, 90, true],
      ['2026-01-09', 0, 30, false],
    ]);
  });

  it('lists our days alone when the legacy system sent no log', () => {
    const rows = dayBreakdown([{ day: '2026-01-02', change: 5 }], null);
    expect(rows).toEqual([
      {
        day: '2026-01-02',
        nextChange: 5,
        legacyChange: null,
        nextTotal: 5,
        legacyTotal: null,
        diverges: false,
      },
    ]);
  });
});
