import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeInfo,
  earnedLessonBadges,
  instructorBadges,
  LESSON_BADGE_THRESHOLDS,
} from './instructor-badges.ts';

describe('earnedLessonBadges', () => {
  it('gives each badge exactly at its threshold and not one lesson before', () => {
    expect(earnedLessonBadges(0)).toEqual([]);
    expect(earnedLessonBadges(99)).toEqual([]);
    expect(earnedLessonBadges(100)).toEqual(['lessons100']);
    expect(earnedLessonBadges(799)).toEqual(['lessons100', 'lessons500']);
    expect(earnedLessonBadges(800)).toEqual(['lessons100', 'lessons500', 'lessons800']);
    expect(earnedLessonBadges(1999)).toHaveLength(5);
    expect(earnedLessonBadges(2000)).toEqual([
      'lessons100',
      'lessons500',
      'lessons800',
      'lessons1000',
      'lessons1500',
      'lessons2000',
    ]);
  });

  it('never takes a badge away as the count grows', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(500), (count, more) => {
        const before = earnedLessonBadges(count);
        const after = earnedLessonBadges(count + more);
        expect(after.slice(0, before.length)).toEqual(before);
        for (const badge of after)
          expect(count + more).toBeGreaterThanOrEqual(LESSON_BADGE_THRESHOLDS[badge]);
      }),
    );
  });

  it('refuses a negative count', () => {
    expect(() => earnedLessonBadges(-1)).toThrow(RangeError);
  });
});

describe('instructorBadges', () => {
  it('lists earned badges, then the assigned ones in a fixed order, each with title and icon', () => {
    expect(instructorBadges(512, ['trainingSpecialist', 'manager'])).toEqual([
      { badge: 'lessons100', title: '100 lessons', icon: 'military_tech' },
      { badge: 'lessons500', title: '500 lessons', icon: 'military_tech' },
      { badge: 'manager', title: 'Manager', icon: 'supervisor_account' },
      { badge: 'trainingSpecialist', title: 'Training specialist', icon: 'school' },
    ]);
    expect(badgeInfo('lessons1500').title).toBe('1,500 lessons');
  });
});
