import { describe, expect, it } from 'vitest';
import { formatMinutes } from './timesheet-text.ts';
import { timesheetsCsv } from './timesheets-csv.ts';

describe('timesheetsCsv', () => {
  it('writes one row per instructor and a total row, in dollars', () => {
    const csv = timesheetsCsv({ start: '2026-03-01', end: '2026-03-07', approved: true }, [
      {
        instructorName: '=Rita, Moss',
        teachingRateCents: 3333,
        nonTeachingRateCents: null,
        teachingMinutes: 255,
        nonTeachingMinutes: 0,
        teachingPayCents: 14165,
        nonTeachingPayCents: 0,
        totalPayCents: 14165,
        lines: [
          { payCents: 14998, correctsPeriodStart: null },
          { payCents: -833, correctsPeriodStart: '2026-02-22' },
        ],
      },
    ]);
    const rows = csv.split('\r\n');
    expect(rows[0]).toMatch(/^Period start,Period end,Status,Instructor,/);
    expect(rows[1]).toBe(
      `2026-03-01,2026-03-07,Approved,"'=Rita, Moss",255,33.33,141.65,0,,0.00,-8.33,141.65`,
    );
    expect(rows[2]).toBe('2026-03-01,2026-03-07,Approved,Total,255,,141.65,0,,0.00,-8.33,141.65');
    expect(rows[3]).toBe('');
  });
});

describe('formatMinutes', () => {
  it('reads as hours and minutes', () => {
    expect([255, 60, 45, 0, -15, -75].map(formatMinutes)).toEqual([
      '4 h 15 min',
      '1 h',
      '45 min',
      '0 min',
      '−15 min',
      '−1 h 15 min',
    ]);
  });
});
