import { describe, expect, it } from 'vitest';
import {
  cpuMsPerRequest,
  cpuTicksFromStat,
  oursFirst,
  summarizeRounds,
  type Round,
} from './peer-rounds.ts';

describe('cpuTicksFromStat', () => {
  it('adds utime and stime (fields 14 and 15), even when the command name holds spaces and parentheses', () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '10', '0', '0', '0', '1234', '56'];
    expect(cpuTicksFromStat(`4242 (node) ${fields.join(' ')} 0 0 20 0 7`)).toBe(1290);
    expect(cpuTicksFromStat(`4242 (a (b) c) ${fields.join(' ')} 0 0 20 0 7`)).toBe(1290);
  });

  it('refuses text that is not a stat line', () => {
    expect(() => cpuTicksFromStat('no such process')).toThrow(/stat line/);
  });
});

describe('summarizeRounds', () => {
  const side = (requests: number, cpuMs: number) => ({ requests, seconds: 10, cpuMs });
  const rounds: Round[] = [
    { ours: side(1000, 1000), peer: side(2000, 1500) }, // 0.5
    { ours: side(3000, 1800), peer: side(2000, 1400) }, // 1.5
    { ours: side(2000, 1000), peer: side(2000, 1600) }, // 1.0
  ];

  it('takes the median of the per-round ratios, not the ratio of the medians', () => {
    const verdict = summarizeRounds([
      ...rounds,
      { ours: side(100, 100), peer: side(50, 50) }, // 2.0: a slow round for both
    ]);
    // Ratios 0.5, 1.0, 1.5, 2.0 → 1.25; the medians of the rates (150/s, 200/s) would say 0.75.
    expect(verdict.ratio).toBe(1.25);
    expect(verdict.oursPerSecond).toBe(150);
    expect(verdict.peerPerSecond).toBe(200);
  });

  it('gives the median CPU milliseconds per request of each server', () => {
    const verdict = summarizeRounds(rounds);
    expect(verdict.oursCpuMsPerRequest).toBe(0.6);
    expect(verdict.peerCpuMsPerRequest).toBe(0.75);
  });

  it('has no CPU per request for a round without answers', () => {
    expect(cpuMsPerRequest(side(0, 100))).toBeNaN();
  });

  it('flips which server goes first every round', () => {
    expect([0, 1, 2, 3].map(oursFirst)).toEqual([true, false, true, false]);
  });
});
