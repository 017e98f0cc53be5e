// What both rule shapes answer: for each part of a requirement (driving, observation, or lessons
// as a whole) the minutes done and the minutes required, what is still missing in total, and
// whether the requirement is met. Minutes are whole numbers; nothing is rounded up.

/** Which minutes a part counts: driving only, observation only, or every lesson minute. */
export const REQUIREMENT_PARTS = ['driving', 'observation', 'lessons'] as const;
export type RequirementPart = (typeof REQUIREMENT_PARTS)[number];

export const REQUIREMENT_PART_LABELS: Readonly<Record<RequirementPart, string>> = {
  driving: 'driving',
  observation: 'observation',
  lessons: 'lessons',
};

/** The driving and observation minutes that count toward a requirement. */
export interface CountedMinutes {
  drivingMinutes: number;
  observationMinutes: number;
}

export interface PartProgress {
  part: RequirementPart;
  doneMinutes: number;
  requiredMinutes: number;
}

export interface RequirementProgress {
  parts: PartProgress[];
  /** Minutes still missing, part by part: extra minutes of one part never fill another. */
  remainingMinutes: number;
  isMet: boolean;
}

/** Sums parts into a progress. */
export function progressOf(parts: PartProgress[]): RequirementProgress {
  const remainingMinutes = parts.reduce(
    (sum, part) => sum + Math.max(0, part.requiredMinutes - part.doneMinutes),
    0,
  );
  return { parts, remainingMinutes, isMet: remainingMinutes === 0 };
}

export const NO_MINUTES: CountedMinutes = { drivingMinutes: 0, observationMinutes: 0 };

/** The sum of several lessons' counted minutes. */
export function addMinutes(all: readonly CountedMinutes[]): CountedMinutes {
  return all.reduce(
    (sum, one) => ({
      drivingMinutes: sum.drivingMinutes + one.drivingMinutes,
      observationMinutes: sum.observationMinutes + one.observationMinutes,
    }),
    NO_MINUTES,
  );
}
