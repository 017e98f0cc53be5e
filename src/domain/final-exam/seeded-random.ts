// A small seeded generator (mulberry32) for tests and for demo data that must be the same on
// every start: the same seed gives the same sequence in [0, 1).
import type { Random } from './draw-exam.ts';

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
