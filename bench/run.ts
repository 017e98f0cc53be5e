// Runs the benchmarks: `npm run bench` runs all of them, `npm run bench -- startup` one.
// Options after the name are the benchmark's own (`npm run bench -- soak --minutes 5`).
// A benchmark that misses its limit makes the command fail.
import { runCrashBenchmark } from './crash.ts';
import { runLighthouseBenchmark } from './lighthouse.ts';
import { runPublicPagesBenchmark } from './public-pages.ts';
import { runQuoteBenchmark } from './quote.ts';
import { runRegionLookupBenchmark } from './region-lookup.ts';
import { runSchedulingBenchmark } from './scheduling.ts';
import { runSoakBenchmark } from './soak.ts';
import { runStartupBenchmark } from './startup.ts';
import { runStudentsLedgerBenchmark } from './students-ledger.ts';
import { runSyncCheckBenchmark } from './sync-check.ts';

const BENCHMARKS: Record<string, () => Promise<{ passed: boolean }>> = {
  crash: runCrashBenchmark,
  lighthouse: runLighthouseBenchmark,
  'public-pages': runPublicPagesBenchmark,
  quote: runQuoteBenchmark,
  'region-lookup': runRegionLookupBenchmark,
  scheduling: runSchedulingBenchmark,
  soak: runSoakBenchmark,
  startup: runStartupBenchmark,
  'students-ledger': runStudentsLedgerBenchmark,
  'sync-check': runSyncCheckBenchmark,
};

async function main() {
  // A word is a benchmark's name when one has it; otherwise, after a flag, it is the flag's value
  // (`--seconds 5`), and anywhere else an unknown name.
  const requested = process.argv
    .slice(2)
    .filter(
      (arg, index, all) =>
        !arg.startsWith('--') && (arg in BENCHMARKS || !all[index - 1]?.startsWith('--')),
    );
  // The soak takes half an hour: only when asked for by name.
  const names =
    requested.length > 0 ? requested : Object.keys(BENCHMARKS).filter((name) => name !== 'soak');
  let failed = false;
  for (const name of names) {
    const benchmark = BENCHMARKS[name];
    if (!benchmark) {
      console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`);
      process.exitCode = 1;
      return;
    }
    console.log(`\n== ${name}`);
    const result = await benchmark();
    if (!result.passed) {
      console.error(`${name}: over its limit`);
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
