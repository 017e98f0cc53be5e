import { describe, expect, it } from 'vitest';
import { btwReportCsv } from './btw-report-csv.ts';

describe('behind-the-wheel report CSV', () => {
  it('writes one line per student with the progress in hours and minutes', () => {
    const csv = btwReportCsv([
      {
        regionName: 'Austin',
        progress: {
          studentName: '=Maya Patel',
          usStateId: 'TX',
          status: 'InProgress',
          remainingMinutes: 90,
          countedLessons: 6,
          rule: { stateName: 'Texas' },
          parts: [
            { label: 'driving', doneMinutes: 390, requiredMinutes: 420 },
            { label: 'observation', doneMinutes: 360, requiredMinutes: 420 },
          ],
        },
      },
      {
        regionName: null,
        progress: {
          studentName: 'Lee Ray',
          usStateId: 'CA',
          status: 'NoRule',
          remainingMinutes: null,
          countedLessons: 0,
          rule: null,
          parts: [],
        },
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Student,Licence state,Region,Status,Progress,Missing,Missing (minutes),Lessons counted',
      "'=Maya Patel,Texas,Austin,In progress,driving 6 h 30 min of 7 h 0 min; observation 6 h 0 min of 7 h 0 min,1 h 30 min,90,6",
      'Lee Ray,CA,No region,No requirement in this state,,,,0',
      '',
    ]);
  });
});
