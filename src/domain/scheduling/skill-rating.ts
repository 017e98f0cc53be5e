// Skill ratings (SPEC §4) and their numeric mapping, with the reverse map for reading numbers back.
export const SKILL_RATINGS = [
  'Todo',
  'NeedsAdditionalDevelopment',
  'NeedsImprovement',
  'Consistent',
  'Capable',
  'Proficient',
] as const;
export type SkillRating = (typeof SKILL_RATINGS)[number];

export const SKILL_RATING_VALUES: Readonly<Record<SkillRating, number>> = {
  Todo: 1,
  NeedsAdditionalDevelopment: 2,
  NeedsImprovement: 3,
  Consistent: 4,
  Capable: 5,
  Proficient: 6,
};

const BY_VALUE = new Map<number, SkillRating>(
  SKILL_RATINGS.map((rating) => [SKILL_RATING_VALUES[rating], rating]),
);

/** The rating a number stands for, or null when the number is not on the scale. */
export function skillRatingOfValue(value: number): SkillRating | null {
  return BY_VALUE.get(value) ?? null;
}
