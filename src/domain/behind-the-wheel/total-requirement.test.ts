import { describe, expect, it } from 'vitest';
import { totalRequirementProgress } from './total-requirement.ts';

describe('one minimum of lesson time', () => {
  it('counts only driving where the state does not count observation', () => {
    const result = totalRequirementProgress(
      { shape: 'total', minutes: 360, countsObservation: false },
      { drivingMinutes: 300, observationMinutes: 120 },
    );
    expect(result.parts).toEqual([{ part: 'driving', doneMinutes: 300, requiredMinutes: 360 }]);
    expect(result.remainingMinutes).toBe(60);
    expect(result.isMet).toBe(false);
  });

  it('adds observation to the total where the state counts it', () => {
    const result = totalRequirementProgress(
      { shape: 'total', minutes: 360, countsObservation: true },
      { drivingMinutes: 300, observationMinutes: 120 },
    );
    expect(result.parts).toEqual([{ part: 'lessons', doneMinutes: 420, requiredMinutes: 360 }]);
    expect(result.isMet).toBe(true);
  });
});
