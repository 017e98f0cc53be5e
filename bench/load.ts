// Load (docs/benchmarks.md "Load"): the production server (`NODE_ENV=production`, web app
// included) on a generated dataset on PostgreSQL, driven by a load client in a second process at
// a fixed overall rate with the mix of bench/load/mix.ts: public pages, slot search, quotes,
// back-office lists and purchases, signed in as staff. Target: p99 ≤ 150 ms and no failure for
// every operation. Then the peer comparison (bench/load/peer.ts) on the same database: rounds
// taking turns, with each server process's CPU time per request.
// `npm run bench:load -- --rate 100 --seconds 60 --students 20000 --rounds 5 --peer-seconds 10`;
// `--no-peer` leaves the comparison out, `--no-mix` the mixed traffic.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureBenchDataset } from './data/generate.ts';
import { describeMachine, printTable } from './lib/measure.ts';
import { drive, mixContext, mixJobs, signInStaff } from './load/drive.ts';
import { runPeerComparison } from './load/peer.ts';
import { buildWebApp, startProductionServer } from './load/production-server.ts';
import { summarizeOperation, summaryRows } from './load/summary.ts';

export const P99_LIMIT_MS = 150;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/roadready_load';

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rate: { type: 'string', default: process.env.LOAD_RATE || '100' },
      seconds: { type: 'string', default: process.env.LOAD_SECONDS || '60' },
      students: { type: 'string', default: process.env.LOAD_STUDENTS || '20000' },
      'peer-seconds': { type: 'string', default: process.env.PEER_SECONDS || '10' },
      rounds: { type: 'string', default: process.env.PEER_ROUNDS || '5' },
      'no-peer': { type: 'boolean', default: false },
      'no-mix': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  return {
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    students: Number(values.students),
    peerSeconds: Number(values['peer-seconds']),
    rounds: Number(values.rounds),
    peer: !values['no-peer'],
    mix: !values['no-mix'],
    build: !values['no-build'],
  };
}

/** The mixed traffic at the asked rate; passes when every operation is within its limit. */
async function runMix(
  server: { url: string; origin: string },
  cookie: string,
  settings: { rate: number; seconds: number },
): Promise<boolean> {
  const context = await mixContext(server, cookie);
  const url = server.url;
  console.log(`Warming up (5 s), then ${settings.rate} requests/s for ${settings.seconds} s...`);
  await drive({ url, seconds: 5, context, jobs: mixJobs(Math.min(settings.rate, 20)) });
  const records = await drive({
    url,
    seconds: settings.seconds,
    context,
    jobs: mixJobs(settings.rate),
  });
  console.log(describeMachine());
  const summaries = records.map((record) => summarizeOperation(record, P99_LIMIT_MS));
  const total = summaries.reduce((sum, s) => sum + s.perSecond, 0);
  printTable(summaryRows(summaries));
  console.log(`Throughput: ${total.toFixed(1)} requests/s (asked ${settings.rate}/s).`);
  return summaries.every((summary) => summary.passed);
}

export async function runLoadBenchmark(): Promise<{ passed: boolean }> {
  const settings = options();
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_URL;
  console.log(describeMachine());
  if (settings.build) buildWebApp();
  // The generated students and ledgers; the demo data (staff, regions, instructors, price
  // schemes, lesson types) is added by the server's first start on it (SEED_ON_EMPTY).
  await ensureBenchDataset({ databaseUrl, students: settings.students });
  const server = await startProductionServer({ url: databaseUrl });
  let passed: boolean;
  try {
    const cookie = await signInStaff(server);
    passed = settings.mix ? await runMix(server, cookie, settings) : true;
    if (settings.peer) {
      const peer = await runPeerComparison({
        databaseUrl,
        ours: { url: server.url, pid: server.child.pid! },
        cookie,
        seconds: settings.peerSeconds,
        rounds: settings.rounds,
      });
      passed &&= peer.passed;
    }
  } finally {
    await server.stop();
  }
  return { passed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLoadBenchmark()
    .then(({ passed }) => {
      if (!passed) {
        console.error('load: over its limit');
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
