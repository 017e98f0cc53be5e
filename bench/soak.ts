// Soak (docs/reliability.md "Soak"): the production server on the embedded database (PGlite, a
// fresh directory) driven by the load benchmark's mix (bench/load/mix.ts) at a moderate rate for
// 30 minutes, its resident memory (VmRSS) sampled every 10 s. Warm-up: the first 5 minutes.
// Passes when the median RSS of the last minute is less than 20 % above the median of minute
// 5–6, and no request failed. `npm run bench -- soak`; SOAK_MINUTES (or `--minutes N`) and
// SOAK_RATE shorten or change it (shorter runs scale the windows: bench/load/summary.ts).
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeMachine, printTable } from './lib/measure.ts';
import { drive, mixContext, mixJobs, signInStaff } from './load/drive.ts';
import { buildWebAppIfMissing, startProductionServer } from './load/production-server.ts';
import {
  soakVerdict,
  soakWindows,
  summarizeOperation,
  summaryRows,
  type RssSample,
} from './load/summary.ts';

const SAMPLE_EVERY_MS = 10_000;
/** The soak's latency limit is the load benchmark's; it is reported, the verdict is memory. */
const P99_LIMIT_MS = 150;

function minutes(): number {
  const index = process.argv.indexOf('--minutes');
  const value = index >= 0 ? process.argv[index + 1] : process.env.SOAK_MINUTES;
  return Number(value || 30);
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function printSamples(samples: readonly RssSample[], loads: readonly string[]) {
  // One line a minute (the last sample of each minute) keeps the record readable.
  const rows = samples
    .map((sample, index) => ({ sample, load: loads[index]! }))
    .filter((_, index) => index % 6 === 5 || index === samples.length - 1);
  printTable([
    ['at', 'RSS', 'load average'],
    ...rows.map(({ sample, load }) => [
      `${(sample.atSeconds / 60).toFixed(1)} min`,
      mib(sample.rssBytes),
      load,
    ]),
  ]);
}

export async function runSoakBenchmark(): Promise<{ passed: boolean }> {
  const seconds = Math.round(minutes() * 60);
  const rate = Number(process.env.SOAK_RATE || 20);
  const windows = soakWindows(seconds);
  console.log(describeMachine());
  buildWebAppIfMissing();
  const directory = await mkdtemp(path.join(tmpdir(), 'roadready-soak-'));
  try {
    const server = await startProductionServer({ dataDir: directory }, { workers: true });
    const pid = server.child.pid!;
    try {
      const cookie = await signInStaff(server);
      const context = await mixContext(server, cookie);
      console.log(
        `${rate} requests/s for ${seconds / 60} min; warm-up ${windows.warmupSeconds} s, windows of ${windows.windowSeconds} s.`,
      );
      const samples: RssSample[] = [];
      const loads: string[] = [];
      const startedAt = Date.now();
      const sample = async () => {
        samples.push({
          atSeconds: (Date.now() - startedAt) / 1000,
          rssBytes: await residentBytes(pid),
        });
        loads.push(describeMachine().replace(/.*load average /, ''));
      };
      await sample();
      const timer = setInterval(() => void sample(), SAMPLE_EVERY_MS);
      const records = await drive({
        url: server.url,
        seconds,
        context,
        jobs: mixJobs(rate),
      }).finally(() => clearInterval(timer));
      await sample();
      console.log(describeMachine());
      const summaries = records.map((record) => summarizeOperation(record, P99_LIMIT_MS));
      // Latencies are reported; the soak's verdict is memory and failures, so no per-row result.
      printTable(summaryRows(summaries).map((row) => row.slice(0, -1)));
      printSamples(samples, loads);
      const verdict = soakVerdict(samples, seconds);
      const failures = summaries.reduce((sum, summary) => sum + summary.failures, 0);
      console.log(
        `RSS baseline (median of ${windows.warmupSeconds}–${windows.warmupSeconds + windows.windowSeconds} s) ${mib(verdict.baselineBytes)}, ` +
          `final (median of the last ${windows.windowSeconds} s) ${mib(verdict.finalBytes)}, ` +
          `growth ${(verdict.growth * 100).toFixed(1)} % (limit 20 %); min ${mib(Math.min(...samples.map((s) => s.rssBytes)))}, ` +
          `max ${mib(Math.max(...samples.map((s) => s.rssBytes)))}; failed requests ${failures}.`,
      );
      return { passed: verdict.passed && failures === 0 };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
