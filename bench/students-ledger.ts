// Students and ledger at the size of a large school (100,000 students, 2,000,000 ledger entries on
// PostgreSQL; bench/data/generate.ts). Measured through HTTP GraphQL against a server in a process
// of its own (as in production, the client does not share its event loop), signed in as an Admin:
// what a back-office user waits for, API and database included. Targets: search p95 ≤ 30 ms, student details (1,000 entries) p95 ≤ 50 ms, purchases
// ≥ 200 per second sustained over 30 s by several writers on different students.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signIn } from '../src/server/testing/auth-client.ts';
import { graphql, type GraphqlResponse } from '../src/server/testing/graphql-client.ts';
import { ensureBenchDataset } from './data/generate.ts';
import { seededRandom } from './data/random.ts';
import { BENCH_ADMIN } from './lib/bench-admin.ts';
import { describeMachine, percentile, printTable, timed } from './lib/measure.ts';
import { spawnApiServer, type ApiServerProcess } from './lib/spawn-api-server.ts';
import {
  PURCHASE,
  SEARCH_STUDENTS,
  STUDENT_DETAILS,
  searchTerm,
  type SampledStudent,
} from './students-ledger-operations.ts';

const env = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const TARGETS = { searchP95Ms: 30, detailsP95Ms: 50, purchasesPerSecond: 200 };
const STUDENTS = env('BENCH_STUDENTS', 100_000);
const SEARCHES = env('BENCH_SEARCHES', 600);
const DETAILS = env('BENCH_DETAILS', 200);
const PURCHASE_SECONDS = env('BENCH_PURCHASE_SECONDS', 30);
const WRITERS = env('BENCH_WRITERS', 8);

interface Session {
  server: ApiServerProcess;
  target: { url: string; origin: string };
  cookie: string;
  /** The benchmark's own connection, for choosing students and products. */
  db: pg.Client;
}

async function start(databaseUrl: string): Promise<Session> {
  const server = await spawnApiServer(databaseUrl);
  const answer = await signIn(server.target, BENCH_ADMIN.email, BENCH_ADMIN.password);
  if (!answer.cookie) throw new Error(`Could not sign in: ${JSON.stringify(answer.body)}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return { server, target: server.target, cookie: answer.cookie, db };
}

/** Sends an operation; an error in the answer stops the benchmark (a fast wrong answer is no result). */
async function send(session: Session, query: string, variables: Record<string, unknown>) {
  const response: GraphqlResponse = await graphql(
    session.target,
    { query, variables },
    session.cookie,
  );
  if (response.errors?.length || !response.data) {
    throw new Error(`GraphQL error: ${JSON.stringify(response.errors ?? response.status)}`);
  }
  return response.data;
}

async function rows<T extends pg.QueryResultRow>(
  session: Session,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return (await session.db.query<T>(text, values)).rows;
}

async function measureSearch(session: Session) {
  const sample = await rows<SampledStudent>(
    session,
    `select name, email, phone, license_number as "licenseNumber" from students where not is_deleted order by md5(id::text) limit 400`,
  );
  const random = seededRandom(7);
  const terms = Array.from({ length: SEARCHES }, () => searchTerm(random, random.pick(sample)));
  for (const [, term] of terms.slice(0, 50)) await send(session, SEARCH_STUDENTS, { term });
  const byCategory = new Map<string, number[]>();
  const all: number[] = [];
  for (const [category, term] of terms) {
    const { ms } = await timed(() => send(session, SEARCH_STUDENTS, { term }));
    all.push(ms);
    byCategory.set(category, [...(byCategory.get(category) ?? []), ms]);
  }
  return { all, byCategory };
}

async function measureDetails(session: Session, heavyIds: readonly string[]) {
  const check = await send(session, STUDENT_DETAILS, { id: heavyIds[0] });
  const total = (check as { studentLedger: { entries: { totalCount: number } } }).studentLedger
    .entries.totalCount;
  for (const id of heavyIds.slice(0, 10)) await send(session, STUDENT_DETAILS, { id });
  const timings: number[] = [];
  for (let index = 0; index < DETAILS; index += 1) {
    const id = heavyIds[index % heavyIds.length];
    timings.push((await timed(() => send(session, STUDENT_DETAILS, { id }))).ms);
  }
  return { timings, entries: total };
}

async function measurePurchases(session: Session) {
  const [driving] = await rows<{ id: string }>(
    session,
    `select id from products where name = 'Driving minutes'`,
  );
  // Students with an ordinary ledger (the heavy ones are kept for the details measurement).
  const students = await rows<{ id: string }>(
    session,
    `select student_id as id from student_ledgers where version between 5 and 60 order by md5(student_id::text) limit $1`,
    [WRITERS * 25],
  );
  const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const purchase = (studentId: string) =>
    send(session, PURCHASE, {
      input: {
        idempotencyKey: randomUUID(),
        studentId,
        items: [{ productId: driving!.id, quantity: 120 }],
        paymentMethod: 'stripe',
        amountCents: 18_000,
        paymentReference: `pi_${randomUUID().slice(0, 8)}`,
        expiresAt,
      },
    });
  const timings: number[] = [];
  const perSecond: number[] = [];
  let stopAt = 0;
  const writer = async (mine: { id: string }[]) => {
    for (let index = 0; performance.now() < stopAt; index += 1) {
      const { ms } = await timed(() => purchase(mine[index % mine.length]!.id));
      if (performance.now() <= stopAt) {
        timings.push(ms);
        const second = Math.floor((performance.now() - (stopAt - PURCHASE_SECONDS * 1000)) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
    }
  };
  const groups = Array.from({ length: WRITERS }, (_, w) =>
    students.filter((_, i) => i % WRITERS === w),
  );
  stopAt = performance.now() + 3_000; // warm-up, not counted
  await Promise.all(groups.map(writer));
  timings.length = 0;
  perSecond.length = 0;
  const startedAt = performance.now();
  stopAt = startedAt + PURCHASE_SECONDS * 1000;
  await Promise.all(groups.map(writer));
  const seconds = (performance.now() - startedAt) / 1000;
  const completed = perSecond.reduce((sum, count) => sum + count, 0);
  return { timings, seconds, rate: completed / Math.min(seconds, PURCHASE_SECONDS), perSecond };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runStudentsLedgerBenchmark(): Promise<{ passed: boolean }> {
  const dataset = await ensureBenchDataset({ students: STUDENTS });
  console.log(describeMachine());
  const session = await start(dataset.url);
  try {
    console.log(`Searching ${SEARCHES} times...`);
    const search = await measureSearch(session);
    console.log(`Loading student details ${DETAILS} times...`);
    const details = await measureDetails(session, dataset.heavyStudentIds);
    console.log(`Purchasing for ${PURCHASE_SECONDS} s with ${WRITERS} writers...`);
    const purchases = await measurePurchases(session);
    console.log(describeMachine());

    const categories = [...search.byCategory].map(([category, values]) => [
      `  search: ${category} (${values.length})`,
      '',
      `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`,
      '',
    ]);
    const searchP95 = percentile(search.all, 95);
    const detailsP95 = percentile(details.timings, 95);
    const counted = purchases.perSecond.slice(0, PURCHASE_SECONDS).map((count) => count ?? 0);
    const results = [
      searchP95 <= TARGETS.searchP95Ms,
      detailsP95 <= TARGETS.detailsP95Ms,
      purchases.rate >= TARGETS.purchasesPerSecond,
    ];
    const verdict = (ok: boolean) => (ok ? 'within' : 'MISSED');
    printTable([
      ['measurement', 'target', 'result', 'verdict'],
      [
        `student search (${search.all.length} terms)`,
        `p95 ≤ ${TARGETS.searchP95Ms} ms`,
        `p50 ${ms(percentile(search.all, 50))}, p95 ${ms(searchP95)}, max ${ms(Math.max(...search.all))}`,
        verdict(results[0]!),
      ],
      ...categories,
      [
        `student details, ${details.entries} entries (${details.timings.length})`,
        `p95 ≤ ${TARGETS.detailsP95Ms} ms`,
        `p50 ${ms(percentile(details.timings, 50))}, p95 ${ms(detailsP95)}, max ${ms(Math.max(...details.timings))}`,
        verdict(results[1]!),
      ],
      [
        `purchases, ${WRITERS} writers, ${PURCHASE_SECONDS} s`,
        `≥ ${TARGETS.purchasesPerSecond}/s`,
        `${purchases.rate.toFixed(0)}/s (slowest second ${Math.min(...counted)}), latency p50 ${ms(percentile(purchases.timings, 50))}, p95 ${ms(percentile(purchases.timings, 95))}`,
        verdict(results[2]!),
      ],
    ]);
    return { passed: results.every(Boolean) };
  } finally {
    await session.db.end();
    await session.server.stop();
  }
}
