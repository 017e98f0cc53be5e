import { describe, expect, it } from 'vitest';
import { MIX, ratesFor, type MixContext } from './mix.ts';
import { soakVerdict, soakWindows, summarizeOperation, summaryRows } from './summary.ts';

const record = (latencies: number[], failures = 0) => ({
  name: 'quote',
  latencies,
  failures,
  seconds: 10,
});

describe('summarizeOperation', () => {
  it('gives the nearest-rank percentiles, the rate and a pass within the limit', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    const summary = summarizeOperation(record(latencies), 150);
    expect(summary).toMatchObject({ requests: 100, perSecond: 10, p50: 50, p95: 95, p99: 99 });
    expect(summary.passed).toBe(true);
  });

  it('misses on a slow p99, on any failure, and when nothing was answered', () => {
    const slow = [...Array.from({ length: 98 }, () => 10), 151, 400];
    expect(summarizeOperation(record(slow), 150).passed).toBe(false);
    expect(summarizeOperation(record([10, 12], 1), 150).passed).toBe(false);
    expect(summarizeOperation(record([]), 150).passed).toBe(false);
  });

  it('prints a row per operation with its verdict', () => {
    const rows = summaryRows([summarizeOperation(record([5]), 150)]);
    expect(rows[1]).toEqual(['quote', '1', '0.1', '5.0 ms', '5.0 ms', '5.0 ms', '0', 'within']);
  });
});

describe('soakVerdict', () => {
  const run = (rss: (minute: number) => number) =>
    Array.from({ length: 181 }, (_, index) => ({
      atSeconds: index * 10,
      rssBytes: rss((index * 10) / 60),
    }));

  it('compares the last minute with minute 5–6, leaving the warm-up out', () => {
    // Fast growth during the warm-up, flat after it.
    const verdict = soakVerdict(
      run((minute) => (minute < 5 ? 100 + minute * 40 : 300)),
      1800,
    );
    expect(verdict).toMatchObject({ baselineBytes: 300, finalBytes: 300, growth: 0, passed: true });
  });

  it('fails at 20 % growth or more', () => {
    const verdict = soakVerdict(
      run((minute) => 300 + minute * 3),
      1800,
    );
    expect(verdict.growth).toBeGreaterThanOrEqual(0.2);
    expect(verdict.passed).toBe(false);
  });

  it('fails without samples in a window, and scales the windows for short runs', () => {
    expect(soakVerdict([{ atSeconds: 0, rssBytes: 1 }], 1800).passed).toBe(false);
    expect(soakWindows(1800)).toEqual({ warmupSeconds: 300, windowSeconds: 60 });
    expect(soakWindows(180)).toEqual({ warmupSeconds: 60, windowSeconds: 30 });
  });
});

describe('the mix', () => {
  const context: MixContext = {
    cookie: 'session=1',
    buyerIds: ['s1', 's2'],
    drivingProductId: 'p1',
    lessonTypeId: 'l1',
    pickup: { lat: 37.77, lng: -122.42 },
  };

  it('splits the overall rate by weight', () => {
    const rates = ratesFor(MIX, 100);
    const total = [...rates.values()].reduce((sum, rate) => sum + rate, 0);
    expect(total).toBeCloseTo(100);
    expect(new Set(MIX.map((operation) => operation.name)).size).toBe(MIX.length);
  });

  it('sends each purchase with a new idempotency key, signed in', () => {
    const purchase = MIX.find((operation) => operation.name === 'purchase')!;
    const keys = [0, 1].map((index) => {
      const request = purchase.request(context, () => index);
      expect(request.headers.cookie).toBe('session=1');
      return (JSON.parse(request.body!) as { variables: { input: { idempotencyKey: string } } })
        .variables.input.idempotencyKey;
    });
    expect(keys[0]).not.toBe(keys[1]);
  });
});
