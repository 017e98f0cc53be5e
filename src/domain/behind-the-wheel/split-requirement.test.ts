import { describe, expect, it } from 'vitest';
import { splitRequirementProgress } from './split-requirement.ts';

const TEXAS = { shape: 'split', drivingMinutes: 420, observationMinutes: 420 } as const;

describe('driving and observation each with its own minimum', () => {
  it('counts each part toward its own minimum', () => {
    const result = splitRequirementProgress(TEXAS, {
      drivingMinutes: 300,
      observationMinutes: 180,
    });
    expect(result.parts).toEqual([
      { part: 'driving', doneMinutes: 300, requiredMinutes: 420 },
      { part: 'observation', doneMinutes: 180, requiredMinutes: 420 },
    ]);
    expect(result.remainingMinutes).toBe(120 + 240);
    expect(result.isMet).toBe(false);
  });

  it('does not let extra driving make up for missing observation', () => {
    const result = splitRequirementProgress(TEXAS, { drivingMinutes: 840, observationMinutes: 0 });
    expect(result.remainingMinutes).toBe(420);
    expect(result.isMet).toBe(false);
  });

  it('is met when both parts are, extra minutes are not missing ones', () => {
    const result = splitRequirementProgress(TEXAS, {
      drivingMinutes: 450,
      observationMinutes: 420,
    });
    expect(result.remainingMinutes).toBe(0);
    expect(result.isMet).toBe(true);
  });
});
