import { describe, expect, it } from 'vitest';
import { overlappingPick, picksOverlap, sortPicks } from './lesson-picks.ts';

const at = (time: string, durationMinutes = 120) => ({
  startTime: `2030-01-08T${time}:00.000Z`,
  durationMinutes,
});

describe('lesson picks', () => {
  it('overlap when they share a minute, either way round', () => {
    expect(picksOverlap(at('16:00'), at('17:00'))).toBe(true);
    expect(picksOverlap(at('17:00'), at('16:00'))).toBe(true);
    expect(picksOverlap(at('16:00'), at('16:00'))).toBe(true);
    expect(picksOverlap(at('16:00', 60), at('15:30', 240))).toBe(true);
    expect(picksOverlap(at('17:59'), at('16:00'))).toBe(true);
  });

  it('do not overlap when one starts as the other ends, or later', () => {
    expect(picksOverlap(at('16:00'), at('18:00'))).toBe(false);
    expect(picksOverlap(at('18:00'), at('16:00'))).toBe(false);
    expect(picksOverlap(at('16:00', 45), at('17:00', 45))).toBe(false);
  });

  it('finds the pick a candidate overlaps, and sorts picks by start', () => {
    const picks = [
      { ...at('20:00'), id: 'b' },
      { ...at('14:00'), id: 'a' },
    ];
    expect(overlappingPick(at('19:00'), picks)?.id).toBe('b');
    expect(overlappingPick(at('16:00'), picks)).toBeUndefined();
    expect(sortPicks(picks).map((pick) => pick.id)).toEqual(['a', 'b']);
  });
});
