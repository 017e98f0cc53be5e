import { describe, expect, it } from 'vitest';
import type { LessonPlaceFacts } from './counted-lesson-minutes.ts';
import { studentBtwProgress } from './student-btw-progress.ts';

const NOW = new Date('2026-11-27T18:00:00Z');
const lesson = (
  day: string,
  drivingMinutes: number,
  observationMinutes = 0,
  over: Partial<LessonPlaceFacts> = {},
): LessonPlaceFacts => ({
  startTime: new Date(`${day}T16:00:00Z`),
  lessonCancelledAt: null,
  placeRemovedAt: null,
  attendance: 'Attended',
  drivingMinutes,
  observationMinutes,
  actualDurationMinutes: null,
  ...over,
});

describe("a student's progress toward the state's requirement", () => {
  it('adds up the attended lessons of a Texas teen against 7 h + 7 h', () => {
    const result = studentBtwProgress(
      { usStateId: 'TX', dob: '2010-03-01' },
      [
        lesson('2026-10-01', 120),
        lesson('2026-10-08', 60, 60),
        lesson('2026-10-15', 120, 0, { attendance: 'NoShow' }),
        lesson('2026-12-01', 120),
      ],
      NOW,
    );
    expect(result.status).toBe('InProgress');
    expect(result.rule?.stateName).toBe('Texas');
    expect(result.countedLessons).toBe(2);
    expect(result.progress?.parts.map((part) => part.doneMinutes)).toEqual([180, 60]);
    expect(result.progress?.remainingMinutes).toBe(240 + 360);
  });

  it('is met once every part is', () => {
    const result = studentBtwProgress(
      { usStateId: 'WA', dob: '2010-03-01' },
      [lesson('2026-10-01', 240), lesson('2026-10-02', 60, 60)],
      NOW,
    );
    expect(result.status).toBe('Met');
    expect(result.progress?.remainingMinutes).toBe(0);
  });

  it('Colorado: lessons count while under 16½; the rule stays shown after that birthday', () => {
    // 16½ on 2026-11-01 (born 2010-05-01): the October lesson counts, the November one does not.
    const student = { usStateId: 'CO', dob: '2010-05-01' };
    const result = studentBtwProgress(
      student,
      [lesson('2026-10-20', 120), lesson('2026-11-10', 120)],
      NOW,
    );
    expect(result.rule?.stateName).toBe('Colorado');
    expect(result.appliesToday).toBe(false);
    expect(result.countedLessons).toBe(1);
    expect(result.progress?.parts[0]).toEqual({
      part: 'driving',
      doneMinutes: 120,
      requiredMinutes: 360,
    });
    // Aged out with no lesson taken under the rule: not required.
    expect(studentBtwProgress(student, [lesson('2026-11-10', 120)], NOW).status).toBe(
      'NotRequiredAtAge',
    );
  });

  it('a Texas adult has no requirement', () => {
    expect(
      studentBtwProgress({ usStateId: 'TX', dob: '2000-01-01' }, [lesson('2026-10-01', 120)], NOW)
        .status,
    ).toBe('NotRequiredAtAge');
  });

  it('says what is missing to choose a rule', () => {
    expect(studentBtwProgress({ usStateId: null, dob: '2010-01-01' }, [], NOW).status).toBe(
      'NoLicenceState',
    );
    expect(studentBtwProgress({ usStateId: 'CA', dob: '2010-01-01' }, [], NOW).status).toBe(
      'NoRule',
    );
    expect(studentBtwProgress({ usStateId: 'TX', dob: null }, [], NOW).status).toBe(
      'NoDateOfBirth',
    );
  });

  it('starts at zero with no lessons', () => {
    const result = studentBtwProgress({ usStateId: 'IL', dob: '2010-01-01' }, [], NOW);
    expect(result.status).toBe('InProgress');
    expect(result.progress?.remainingMinutes).toBe(480);
  });
});
