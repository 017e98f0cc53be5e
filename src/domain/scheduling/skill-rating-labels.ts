// How people read the skill ratings (SPEC §4) on screens and in report emails.
import { SKILL_RATINGS, type SkillRating } from './skill-rating.ts';

export const SKILL_RATING_LABELS: Readonly<Record<SkillRating, string>> = {
  Todo: 'To do',
  NeedsAdditionalDevelopment: 'Needs additional development',
  NeedsImprovement: 'Needs improvement',
  Consistent: 'Consistent',
  Capable: 'Capable',
  Proficient: 'Proficient',
};

/** The highest value on the scale (Proficient), for drawing a rating as "n of max". */
export const SKILL_RATING_MAX = SKILL_RATINGS.length;

export const isSkillRating = (value: unknown): value is SkillRating =>
  typeof value === 'string' && (SKILL_RATINGS as readonly string[]).includes(value);
