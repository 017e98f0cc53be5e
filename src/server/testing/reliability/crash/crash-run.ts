// The crash run (docs/reliability.md "Crash safety"): a real server process on a database takes a
// concurrent stream of ledger mutations, lesson bookings and public checkouts and is killed with
// SIGKILL at a random moment; it is restarted on the same database, the unanswered requests are
// resent with their idempotency keys, answered ones are replayed (they must answer with their
// first result), the checkout recovery and the hold cleanup run as their jobs will once the grace
// period has passed, and every invariant is checked. Several rounds on one database, so later
// rounds act on what earlier ones left. The integration test runs a short version,
// `npm run bench -- crash` a longer one.
import { signIn } from '../../auth-client.ts';
import {
  spawnServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../server-process.ts';
import { CHECKOUT_GRACE_MINUTES, recoverCheckouts } from '../../../payments/checkout-recovery.ts';
import {
  deleteExpiredHolds,
  HOLD_MINUTES,
} from '../../../modules/slot-search/transient-slots.service.ts';
import type { Platform } from '../../../platform.ts';
import { checkInvariants, countStranded } from './crash-checks.ts';
import {
  CRASH_ADMIN,
  CUSTOMER_PASSWORD,
  seedCrashWorld,
  withPlatform,
  type CrashWorld,
} from './crash-setup.ts';
import {
  emptyJournal,
  prepareCustomers,
  record,
  send,
  streamWrites,
  type Client,
  type Journal,
} from './crash-stream.ts';

export interface CrashRunOptions {
  database: ServerDatabase;
  rounds: number;
  /** Concurrent clients sending writes. */
  clients: number;
  /**
   * Customers going through the public checkout, each in a loop of its own; the first resends
   * what a kill left unanswered, the others walk away (recovery settles their checkouts).
   */
  customers: number;
  /** TEST_PAYMENT_LATENCY_MS of the server: how long a charge stays unanswered after it is taken. */
  paymentLatencyMs: number;
  /** The kill comes at a uniformly random moment in this window after the stream starts. */
  killAfterMs: [number, number];
  students: number;
  instructors: number;
  /** Acknowledged writes replayed after each restart. */
  replays: number;
  /**
   * On PGlite, check after every round (two more server starts per round) rather than after the
   * last one only; the ledger is append-only, so a violation made early is still there at the end.
   */
  checkEachRound: boolean;
  log?: (line: string) => void;
}

export interface RoundResult {
  round: number;
  killedAfterMs: number;
  sent: number;
  /** Answered OK before the kill. */
  acknowledged: number;
  /** Unanswered at the kill; of those, how many had committed (their resend was a replay). */
  inFlight: number;
  committedUnanswered: number;
  restartMs: number;
  entries: number;
  lessons: number;
  /** Checkouts in the database (answered, resent or not). */
  checkouts: number;
  /** Before recovery: charges without a booking, holds without a checkout (kills in those windows). */
  strandedCharges: number;
  strandedHolds: number;
  /** What the recovery then did: charges refunded, attempts given up that had charged nothing. */
  recoveredRefunds: number;
  recoveredVoid: number;
  violations: string[];
}

export interface CrashRunResult {
  rounds: RoundResult[];
  /** Writes answered OK, before the kills or when resent after them. */
  acknowledged: number;
  refusals: Record<string, number>;
  internalErrors: string[];
  violations: string[];
}

export async function runCrashRounds(options: CrashRunOptions): Promise<CrashRunResult> {
  const log = options.log ?? (() => {});
  const { database } = options;
  const world = await withPlatform(database, (platform) => seedCrashWorld(platform, options));
  const journal = emptyJournal();
  const rounds: RoundResult[] = [];
  const onPglite = !('url' in database);
  // Jobs off: the recovery and the hold cleanup run in the check, with the clock they will see.
  const env = {
    RUN_WORKERS: 'false',
    TEST_PAYMENT_LATENCY_MS: String(options.paymentLatencyMs),
  };
  let server = await spawnServerProcess(database, env);
  // PostgreSQL is checked while the restarted server runs. PGlite belongs to one process: the
  // check opens it once the server has let it go, and a new server takes it back afterwards.
  const checksNow = (round: number) =>
    !onPglite || options.checkEachRound || round === options.rounds;
  const checkAfterRound = async (round: number) => {
    const stopped = onPglite ? await server.stop() : 0;
    const summary = await withPlatform(database, (platform) => settleAndCheck(platform, journal));
    if (stopped !== 0) summary.violations.push(`the server exited with ${stopped} on SIGTERM`);
    if (onPglite && round < options.rounds) server = await spawnServerProcess(database, env);
    return summary;
  };
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      const [min, max] = options.killAfterMs;
      const killedAfterMs = Math.round(min + Math.random() * (max - min));
      const running = server;
      const streaming = await clientOf(running, world);
      await prepareCustomers(streaming, world, journal);
      const before = journal.acknowledged.length;
      const stop = new Promise<void>((resolve) => setTimeout(resolve, killedAfterMs)).then(() =>
        running.kill(),
      );
      const sent = await streamWrites(streaming, world, journal, {
        clients: options.clients,
        customers: options.customers,
        stop,
      });
      await stop;
      const answered = journal.acknowledged.length - before;
      const inFlight = journal.inFlight.size;

      const restartedAt = performance.now();
      server = await spawnServerProcess(database, env);
      const restartMs = Math.round(performance.now() - restartedAt);
      const client = await clientOf(server, world);
      const committedUnanswered = await resendInFlight(client, journal);
      const violations = await replayAcknowledged(client, journal, options.replays);

      const summary = checksNow(round) ? await checkAfterRound(round) : uncheckedRound();
      violations.push(...summary.violations);
      const result: RoundResult = {
        round,
        killedAfterMs,
        sent,
        acknowledged: answered,
        inFlight,
        committedUnanswered,
        restartMs,
        entries: summary.entries,
        lessons: summary.lessons,
        checkouts: summary.checkouts,
        strandedCharges: summary.strandedCharges,
        strandedHolds: summary.strandedHolds,
        recoveredRefunds: summary.recoveredRefunds,
        recoveredVoid: summary.recoveredVoid,
        violations,
      };
      rounds.push(result);
      const checked = Number.isNaN(summary.entries)
        ? 'checked at the end'
        : `${summary.entries} entries, ${summary.lessons} lessons, ${summary.checkouts} checkouts; before recovery ${summary.strandedCharges} charges without a booking and ${summary.strandedHolds} holds without a checkout; recovery refunded ${summary.recoveredRefunds}, gave up ${summary.recoveredVoid} uncharged`;
      log(
        `round ${round}: killed after ${killedAfterMs} ms; ${sent} sent, ${result.acknowledged} answered OK, ${inFlight} unanswered (${committedUnanswered} had committed); restart ${restartMs} ms; ${checked}; ${violations.length} violations`,
      );
      for (const violation of violations.slice(0, 20)) log(`  ${violation}`);
    }
  } finally {
    await server.stop();
  }
  return {
    rounds,
    acknowledged: journal.acknowledged.length,
    refusals: Object.fromEntries(journal.refusals),
    internalErrors: journal.internalErrors,
    violations: rounds.flatMap((round) => round.violations),
  };
}

async function clientOf(server: ServerProcess, world: CrashWorld): Promise<Client> {
  const cookieOf = async (email: string, password: string) => {
    const session = await signIn(server, email, password);
    if (!session.cookie) throw new Error(`sign-in failed: ${JSON.stringify(session.body)}`);
    return session.cookie;
  };
  const customers: string[] = [];
  for (const customer of world.customers)
    customers.push(await cookieOf(customer.email, CUSTOMER_PASSWORD));
  return {
    target: server,
    cookie: await cookieOf(CRASH_ADMIN.email, CRASH_ADMIN.password),
    customers,
  };
}

const uncheckedRound = () => ({
  entries: Number.NaN,
  lessons: Number.NaN,
  checkouts: Number.NaN,
  strandedCharges: Number.NaN,
  strandedHolds: Number.NaN,
  recoveredRefunds: Number.NaN,
  recoveredVoid: Number.NaN,
  violations: [] as string[],
});

/**
 * What the kills left in the checkout's windows, then the recovery job and the hold cleanup as
 * they will run once the grace period and every hold's 10 minutes have passed (the clock moved
 * on: they take a `now`), then every invariant at that time.
 */
async function settleAndCheck(platform: Platform, journal: Journal) {
  const stranded = await countStranded(platform);
  const later = new Date(Date.now() + (CHECKOUT_GRACE_MINUTES + HOLD_MINUTES + 1) * 60_000);
  const recovered = await recoverCheckouts(platform, { now: later });
  await deleteExpiredHolds(platform, later);
  const summary = await checkInvariants(platform, journal, { now: later });
  if (recovered.failed > 0) summary.violations.push(`${recovered.failed} recoveries failed`);
  return {
    ...summary,
    strandedCharges: stranded.charges,
    strandedHolds: stranded.holds,
    recoveredRefunds: recovered.refunded,
    recoveredVoid: recovered.voided,
  };
}

/**
 * Sends again, with the same key, what got no answer: a write that had committed answers as a
 * replay, one that had not is done now; neither may be done twice. Returns the replays.
 */
async function resendInFlight(client: Client, journal: Journal): Promise<number> {
  let replayed = 0;
  for (const request of journal.inFlight) {
    // A hold has no key (the visitor searches again); customers but the first walk away.
    if (request.operation === 'holdSlot' || (request.customer ?? 0) > 0) continue;
    const result = await send(client, request);
    if (result.kind === 'lost') throw new Error('the restarted server stopped answering');
    if (result.kind === 'ok' && result.replayed) replayed += 1;
    record(journal, request, result);
  }
  journal.inFlight.clear();
  return replayed;
}

/** Acknowledged writes sent again must answer with their first result and write nothing. */
async function replayAcknowledged(client: Client, journal: Journal, count: number) {
  const violations: string[] = [];
  const sample = journal.acknowledged
    .filter((done) => done.operation !== 'holdSlot')
    .sort(() => Math.random() - 0.5)
    .slice(0, count);
  for (const done of sample) {
    const result = await send(client, done);
    const same =
      result.kind === 'ok' &&
      result.lessonId === done.lessonId &&
      result.entryIds.join() === done.entryIds.join() &&
      (done.lessonId !== null || result.replayed);
    if (!same)
      violations.push(
        `replay of acknowledged ${done.operation} answered ${JSON.stringify(result)}`,
      );
  }
  return violations;
}
