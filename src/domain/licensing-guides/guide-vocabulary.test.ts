import { describe, expect, it } from 'vitest';
import {
  allGuideKeys,
  audiencesOfState,
  isGuideAudience,
  isGuideState,
  isGuideStepId,
} from './guide-vocabulary.ts';

describe('licensing guide vocabulary', () => {
  it('has twenty guides: two per state and two more Texas teen paths', () => {
    const keys = allGuideKeys();
    expect(keys).toHaveLength(20);
    expect(keys.filter((key) => key.state === 'tx').map((key) => key.audience)).toEqual([
      'teen',
      'adult',
      'teen-parent-taught',
      'teen-instructor-led',
    ]);
  });

  it('keeps the Texas-only audiences out of other states', () => {
    expect(audiencesOfState('wa')).toEqual(['teen', 'adult']);
  });

  it('knows the SPEC spellings and nothing else', () => {
    expect(isGuideState('pa')).toBe(true);
    expect(isGuideState('PA')).toBe(false);
    expect(isGuideState('ny')).toBe(false);
    expect(isGuideAudience('teen-parent-taught')).toBe(true);
    expect(isGuideAudience('senior')).toBe(false);
    expect(isGuideStepId('wa-practice-hours')).toBe(true);
    expect(isGuideStepId('road test')).toBe(false);
  });
});
