// Rule shape 2: one minimum of lesson time (Colorado: 6 hours of lessons; Illinois: 8 hours of
// private instruction). Where the state counts observation (watching another student drive in a
// shared lesson) it adds to the total; where it does not, only driving minutes count and the
// part reads "driving".
import {
  progressOf,
  type CountedMinutes,
  type RequirementProgress,
} from './requirement-progress.ts';

export interface TotalRequirement {
  shape: 'total';
  minutes: number;
  countsObservation: boolean;
}

export function totalRequirementProgress(
  rule: TotalRequirement,
  counted: CountedMinutes,
): RequirementProgress {
  return progressOf([
    rule.countsObservation
      ? {
          part: 'lessons',
          doneMinutes: counted.drivingMinutes + counted.observationMinutes,
          requiredMinutes: rule.minutes,
        }
      : { part: 'driving', doneMinutes: counted.drivingMinutes, requiredMinutes: rule.minutes },
  ]);
}
