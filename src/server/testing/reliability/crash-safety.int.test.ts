// Crash safety, short version (docs/reliability.md): a server process killed with SIGKILL in the
// middle of concurrent ledger mutations, bookings and public checkouts, three times, restarted on
// the same database each time; every ledger invariant holds, no booking is half-made, no
// acknowledged write is lost, and once the checkout recovery has run no payment is left without
// its booking or refund, no booking without its payment, no hold past its expiry.
// On the embedded database the process owns a PGlite directory; on PostgreSQL a scratch database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerDatabase } from '../server-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test-database.ts';
import { runCrashRounds } from './crash/crash-run.ts';

let scratch: ScratchDatabase;
let directory: string | undefined;
let database: ServerDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  if (scratch.url) database = { url: scratch.url };
  else {
    directory = await mkdtemp(path.join(tmpdir(), 'roadready-crash-'));
    database = { dataDir: directory };
  }
});

afterAll(async () => {
  await scratch?.drop();
  if (directory) await rm(directory, { recursive: true, force: true });
});

it('keeps the ledger and the bookings whole across three kill -9 restarts', async () => {
  const result = await runCrashRounds({
    database,
    rounds: 3,
    clients: 4,
    // One customer resends after a kill, two walk away; a charge answers a second after it is
    // taken, so most kills find a checkout between its charge and its commit.
    customers: 3,
    paymentLatencyMs: 1_000,
    killAfterMs: [500, 1_500],
    students: 6,
    instructors: 3,
    replays: 8,
    // Checked once at the end on PGlite (the bench checks every round): two server starts fewer
    // per round, and the ledger is append-only, so what an early crash broke is still there.
    checkEachRound: false,
  });
  expect(result.violations).toEqual([]);
  expect(result.internalErrors).toEqual([]);
  // The run proves something only if writes of every kind were answered before the kills.
  expect(result.acknowledged).toBeGreaterThan(6);
  expect(result.rounds.every((round) => round.acknowledged > 0)).toBe(true);
  // … and the kill came while requests were under way.
  expect(result.rounds.every((round) => round.inFlight > 0)).toBe(true);
  // Customers booked, and at least one kill left a charge without its booking for the recovery.
  const last = result.rounds.at(-1)!;
  expect(last.checkouts).toBeGreaterThan(0);
  const stranded = result.rounds.reduce(
    (sum, round) => sum + (Number.isNaN(round.strandedCharges) ? 0 : round.strandedCharges),
    0,
  );
  expect(stranded).toBeGreaterThan(0);
}, 240_000);
