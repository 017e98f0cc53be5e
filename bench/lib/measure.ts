// Small measuring helpers shared by the benchmarks.
import { cpus, loadavg, totalmem } from 'node:os';

/** The p-th percentile (0–100) by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Timings depend on the machine and on what else runs on it: print both. */
export function describeMachine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, load average ${load}`;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const startedAt = performance.now();
  const value = await work();
  return { ms: performance.now() - startedAt, value };
}

/** Prints rows as an aligned plain-text table, the first row being the header. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const format = (row: readonly string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(format(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(format(row));
}
