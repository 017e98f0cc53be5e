// Pure summaries for the load benchmark and the soak: per-operation latency percentiles and their
// verdict, and the soak's memory-growth rule. Kept free of I/O so it has a unit test.
import { median, percentile } from '../lib/measure.ts';

/** What the load client recorded for one operation. */
export interface OperationRecord {
  name: string;
  /** Milliseconds from send to the whole answer, one per answered request. */
  latencies: number[];
  /** Answers that were not 2xx, GraphQL answers with `errors`, and requests without an answer. */
  failures: number;
  /** How long the operation was driven. */
  seconds: number;
}

export interface OperationSummary {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  passed: boolean;
}

export function summarizeOperation(record: OperationRecord, p99LimitMs: number): OperationSummary {
  const p99 = percentile(record.latencies, 99);
  return {
    name: record.name,
    requests: record.latencies.length,
    perSecond: record.seconds > 0 ? record.latencies.length / record.seconds : 0,
    p50: percentile(record.latencies, 50),
    p95: percentile(record.latencies, 95),
    p99,
    failures: record.failures,
    // No answers at all is a miss too: an operation that never ran proves nothing.
    passed: record.latencies.length > 0 && record.failures === 0 && p99 <= p99LimitMs,
  };
}

export const formatMs = (ms: number) => (Number.isNaN(ms) ? '–' : `${ms.toFixed(1)} ms`);

export function summaryRows(summaries: readonly OperationSummary[]): string[][] {
  return [
    ['operation', 'requests', 'per s', 'p50', 'p95', 'p99', 'failures', 'result'],
    ...summaries.map((s) => [
      s.name,
      String(s.requests),
      s.perSecond.toFixed(1),
      formatMs(s.p50),
      formatMs(s.p95),
      formatMs(s.p99),
      String(s.failures),
      s.passed ? 'within' : 'MISSED',
    ]),
  ];
}

/** A resident-memory reading of the server process, `atSeconds` after the soak began. */
export interface RssSample {
  atSeconds: number;
  rssBytes: number;
}

export interface SoakWindows {
  /** Samples before this are the warm-up, left out. */
  warmupSeconds: number;
  /** Length of the baseline window (right after the warm-up) and of the final window. */
  windowSeconds: number;
}

/** Five minutes of warm-up and one-minute windows; shorter runs scale both down. */
export function soakWindows(durationSeconds: number): SoakWindows {
  return {
    warmupSeconds: Math.min(300, durationSeconds / 3),
    windowSeconds: Math.min(60, durationSeconds / 6),
  };
}

export interface SoakVerdict {
  baselineBytes: number;
  finalBytes: number;
  /** finalBytes / baselineBytes − 1. */
  growth: number;
  passed: boolean;
}

/**
 * Baseline: median RSS of the samples in [warm-up, warm-up + window); final: median of the
 * samples in the last window of the run. Passes when the final is less than `limit` (0.2) above
 * the baseline. Without a sample in either window it fails: nothing was shown.
 */
export function soakVerdict(
  samples: readonly RssSample[],
  durationSeconds: number,
  limit = 0.2,
): SoakVerdict {
  const { warmupSeconds, windowSeconds } = soakWindows(durationSeconds);
  const baselineBytes = median(
    samples
      .filter((s) => s.atSeconds >= warmupSeconds && s.atSeconds < warmupSeconds + windowSeconds)
      .map((s) => s.rssBytes),
  );
  const finalBytes = median(
    samples.filter((s) => s.atSeconds >= durationSeconds - windowSeconds).map((s) => s.rssBytes),
  );
  const growth = finalBytes / baselineBytes - 1;
  return { baselineBytes, finalBytes, growth, passed: Number.isFinite(growth) && growth < limit };
}
