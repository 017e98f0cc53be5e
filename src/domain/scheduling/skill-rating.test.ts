import { describe, expect, it } from 'vitest';
import { SKILL_RATINGS, SKILL_RATING_VALUES, skillRatingOfValue } from './skill-rating.ts';

describe('skill rating scale', () => {
  it('maps Todo to 1 through Proficient to 6', () => {
    expect(SKILL_RATINGS.map((rating) => SKILL_RATING_VALUES[rating])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads every value back to its rating', () => {
    for (const rating of SKILL_RATINGS) {
      expect(skillRatingOfValue(SKILL_RATING_VALUES[rating])).toBe(rating);
    }
  });

  it('has no rating for a number off the scale', () => {
    expect(skillRatingOfValue(0)).toBeNull();
    expect(skillRatingOfValue(7)).toBeNull();
    expect(skillRatingOfValue(2.5)).toBeNull();
  });
});
