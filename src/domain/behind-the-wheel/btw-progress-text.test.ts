import { describe, expect, it } from 'vitest';
import {
  btwAgeNote,
  btwProgressText,
  btwRemainingText,
  hoursAndMinutes,
} from './btw-progress-text.ts';
import { studentBtwProgress } from './student-btw-progress.ts';

const NOW = new Date('2026-11-27T18:00:00Z');
const attended = (drivingMinutes: number, observationMinutes: number) => ({
  startTime: new Date('2026-11-01T16:00:00Z'),
  lessonCancelledAt: null,
  placeRemovedAt: null,
  attendance: 'Attended' as const,
  drivingMinutes,
  observationMinutes,
  actualDurationMinutes: null,
});

describe('progress in words', () => {
  it('reads like the issue’s example', () => {
    const result = studentBtwProgress(
      { usStateId: 'TX', dob: '2010-01-01' },
      [attended(120, 0), attended(180, 180)],
      NOW,
    );
    expect(btwProgressText(result)).toBe(
      '5 h 0 min of 7 h driving, 3 h 0 min of 7 h observation — Texas',
    );
    expect(btwRemainingText(result)).toBe('6 h to go');
    expect(btwAgeNote(result)).toBeNull();
  });

  it('says the status when there is no rule, and the age note after it stops applying', () => {
    expect(btwProgressText(studentBtwProgress({ usStateId: 'CA', dob: null }, [], NOW))).toBe(
      'No requirement in this state',
    );
    const aged = studentBtwProgress(
      { usStateId: 'CO', dob: '2010-01-01' },
      [{ ...attended(360, 0), startTime: new Date('2026-06-01T16:00:00Z') }],
      NOW,
    );
    expect(btwRemainingText(aged)).toBe('Requirement met');
    expect(btwAgeNote(aged)).toBe(
      "Colorado's requirement applies under 16½; lessons taken then are shown.",
    );
  });

  it('always shows hours and minutes of done time', () => {
    expect(hoursAndMinutes(45)).toBe('0 h 45 min');
    expect(hoursAndMinutes(300)).toBe('5 h 0 min');
  });
});
