// Rule shape 1: separate minimums for driving and for observation (Texas: 7 h driving and 7 h
// observation; Washington: 5 h driving and 1 h observation). Each part is met on its own: extra
// driving does not make up for missing observation, nor the other way round.
import {
  progressOf,
  type CountedMinutes,
  type RequirementProgress,
} from './requirement-progress.ts';

export interface SplitRequirement {
  shape: 'split';
  drivingMinutes: number;
  observationMinutes: number;
}

export function splitRequirementProgress(
  rule: SplitRequirement,
  counted: CountedMinutes,
): RequirementProgress {
  return progressOf([
    { part: 'driving', doneMinutes: counted.drivingMinutes, requiredMinutes: rule.drivingMinutes },
    {
      part: 'observation',
      doneMinutes: counted.observationMinutes,
      requiredMinutes: rule.observationMinutes,
    },
  ]);
}
