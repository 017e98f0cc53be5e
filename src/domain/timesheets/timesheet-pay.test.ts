import { describe, expect, it } from 'vitest';
import { splitPay } from './timesheet-pay.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('splitPay', () => {
  it('pays whole hours exactly', () => {
    expect(
      splitPay([
        { minutes: 60, rateCents: 3600 },
        { minutes: 90, rateCents: 3600 },
      ]),
    ).toEqual({
      lineCents: [3600, 5400],
      totalCents: 9000,
    });
  });

  it('rounds the total once, half a cent up, and shares the cents so lines add up to it', () => {
    // 7 min at $33.33/h = 388.85 cents each; three lines = 1166.55 → 1167.
    const line = { minutes: 7, rateCents: 3333 };
    const split = splitPay([line, line, line]);
    expect(split.totalCents).toBe(1167);
    expect(split.lineCents).toEqual([389, 389, 389]);
    // Rounded one by one they would also be 389 each; with four lines rounding each would
    // make 1556 from an exact 1555.4.
    const four = splitPay([line, line, line, line]);
    expect(four.totalCents).toBe(1555);
    expect(sum(four.lineCents)).toBe(1555);
    expect(four.lineCents).toEqual([389, 389, 389, 388]);
  });

  it('gives a half cent up', () => {
    // 1 min at 30 cents/h = 0.5 cent.
    expect(splitPay([{ minutes: 1, rateCents: 30 }])).toEqual({ lineCents: [1], totalCents: 1 });
  });

  it('handles corrections that take minutes back', () => {
    const split = splitPay([
      { minutes: 60, rateCents: 3333 },
      { minutes: -15, rateCents: 3333 },
      { minutes: 7, rateCents: 1999 },
    ]);
    // 3333 − 833.25 + 233.2166… = 2732.97 → 2733
    expect(split.totalCents).toBe(2733);
    expect(sum(split.lineCents)).toBe(2733);
    expect(split.lineCents[0]).toBe(3333);
  });

  it('never loses or creates a cent, whatever the lines', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 500; round += 1) {
      const lines = Array.from({ length: 1 + next(12) }, () => ({
        minutes: next(300) - 40,
        rateCents: 1000 + next(5000),
      }));
      const split = splitPay(lines);
      const exact = sum(lines.map((l) => l.minutes * l.rateCents)) / 60;
      expect(sum(split.lineCents)).toBe(split.totalCents);
      expect(Math.abs(split.totalCents - exact)).toBeLessThanOrEqual(0.5);
      split.lineCents.forEach((cents, index) => {
        const lineExact = (lines[index]!.minutes * lines[index]!.rateCents) / 60;
        expect(Math.abs(cents - lineExact)).toBeLessThan(1);
      });
    }
  });

  it('refuses fractions of a minute or a cent', () => {
    expect(() => splitPay([{ minutes: 1.5, rateCents: 100 }])).toThrow(RangeError);
  });
});
