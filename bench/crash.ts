// Crash safety (docs/reliability.md): the crash run of src/server/testing/reliability/crash/ at
// length. A server process takes concurrent ledger mutations, bookings and public checkouts and is
// killed with SIGKILL at a random moment, CRASH_ROUNDS times (12 by default), restarted each time
// on the same database; after each restart the checkout recovery runs and every ledger invariant,
// every booking, every payment and every acknowledged write is checked. Runs on embedded PGlite (a directory of its own), and also on PostgreSQL when
// TEST_DATABASE_URL names a server (a scratch database). Any violation fails the command.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  runCrashRounds,
  type CrashRunResult,
} from '../src/server/testing/reliability/crash/crash-run.ts';
import type { ServerDatabase } from '../src/server/testing/server-process.ts';
import { createScratchDatabase } from '../src/server/testing/test-database.ts';
import { describeMachine, printTable } from './lib/measure.ts';

const env = (name: string, fallback: number) => Number(process.env[name] || fallback);

const OPTIONS = {
  rounds: env('CRASH_ROUNDS', 12),
  clients: env('CRASH_CLIENTS', 8),
  customers: env('CRASH_CUSTOMERS', 3),
  paymentLatencyMs: env('CRASH_PAYMENT_LATENCY_MS', 500),
  killAfterMs: [env('CRASH_MIN_MS', 500), env('CRASH_MAX_MS', 4_000)] as [number, number],
  students: env('CRASH_STUDENTS', 12),
  instructors: env('CRASH_INSTRUCTORS', 4),
  replays: env('CRASH_REPLAYS', 20),
  checkEachRound: true,
};

async function run(label: string, database: ServerDatabase): Promise<CrashRunResult> {
  console.log(
    `\n${label}: ${OPTIONS.rounds} rounds, ${OPTIONS.clients} clients, ${OPTIONS.customers} customers`,
  );
  return runCrashRounds({ ...OPTIONS, database, log: (line) => console.log(`  ${line}`) });
}

/** A per-round count over the rounds that were checked (the others have none). */
const sumOf = (result: CrashRunResult, field: 'strandedCharges' | 'recoveredRefunds') =>
  result.rounds.reduce((sum, round) => sum + (Number.isNaN(round[field]) ? 0 : round[field]), 0);

export async function runCrashBenchmark(): Promise<{ passed: boolean }> {
  console.log(describeMachine());
  const results: [string, CrashRunResult][] = [];
  const directory = await mkdtemp(path.join(tmpdir(), 'roadready-crash-'));
  try {
    results.push(['PGlite', await run('PGlite', { dataDir: directory })]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  if (process.env['TEST_DATABASE_URL']) {
    const scratch = await createScratchDatabase();
    try {
      results.push(['PostgreSQL', await run('PostgreSQL', { url: scratch.url! })]);
    } finally {
      await scratch.drop();
    }
  }
  console.log(describeMachine());
  printTable([
    [
      'database',
      'rounds',
      'sent',
      'answered OK',
      'unanswered',
      'committed unanswered',
      'checkouts',
      'charges without a booking',
      'refunded by recovery',
      'violations',
    ],
    ...results.map(([label, result]) => [
      label,
      String(result.rounds.length),
      String(result.rounds.reduce((sum, round) => sum + round.sent, 0)),
      String(result.rounds.reduce((sum, round) => sum + round.acknowledged, 0)),
      String(result.rounds.reduce((sum, round) => sum + round.inFlight, 0)),
      String(result.rounds.reduce((sum, round) => sum + round.committedUnanswered, 0)),
      String(result.rounds.at(-1)?.checkouts ?? 0),
      String(sumOf(result, 'strandedCharges')),
      String(sumOf(result, 'recoveredRefunds')),
      String(result.violations.length + result.internalErrors.length),
    ]),
  ]);
  for (const [label, result] of results)
    console.log(`${label} refusals: ${JSON.stringify(result.refusals)}`);
  return {
    passed: results.every(
      ([, result]) => result.violations.length === 0 && result.internalErrors.length === 0,
    ),
  };
}
