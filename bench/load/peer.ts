// Side by side with a peer (docs/benchmarks.md "Load"): the same student list — the first 40
// students by name with id, name and email — from our `/api/graphql` (signed in as staff) and from
// PostGraphile v5 (bench/load/peer-server.ts) on the same database, each at full speed from the
// load client process with the same connections. The servers take turns for several rounds (the
// order flips every round); each round reads both server processes' CPU time from /proc, so the
// result is a median of per-round throughput ratios and the CPU milliseconds each spends on one
// request. Targets (issue "Read path ahead of PostGraphile"): ratio ≥ 1.3, ≤ 0.6 ms per request.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { printTable } from '../lib/measure.ts';
import { drive } from './drive.ts';
import type { DriverJob } from './driver.ts';
import {
  cpuMsPerRequest,
  cpuTicksFromStat,
  oursFirst,
  perSecond,
  summarizeRounds,
  type RoundSide,
} from './peer-rounds.ts';
import { formatMs, summarizeOperation } from './summary.ts';

const PEER_SCRIPT = fileURLToPath(new URL('./peer-server.ts', import.meta.url));

const OURS_QUERY = `{ students(pageQuery: { first: 40 }) { edges { node { id name email } } } }`;
const PEER_QUERY = `{ allStudents(first: 40, orderBy: NAME_ASC, condition: { isDeleted: false }) { nodes { rowId name email } } }`;

export const PEER_RATIO_TARGET = 1.3;
export const CPU_MS_PER_REQUEST_TARGET = 0.6;

interface PeerOptions {
  databaseUrl: string;
  /** Our server and its process id (its CPU time is read from /proc). */
  ours: { url: string; pid: number };
  cookie: string;
  /** Seconds each server is driven in one round. */
  seconds: number;
  rounds: number;
  connections?: number;
}

/**
 * PostGraphile orders and filters by plain columns and offers that only where an index serves
 * it; ours reads the list through its own name-order index. The bench database gets a plain
 * index on `name` so that both read 40 rows through an index, as each would be deployed.
 */
async function indexForPeer(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create index if not exists bench_students_name_idx on students (name)');
  } finally {
    await client.end();
  }
}

async function startPeer(databaseUrl: string) {
  const child = spawn(process.execPath, [PEER_SCRIPT, databaseUrl], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`PostGraphile exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    });
  });
  child.removeAllListeners('exit');
  if (child.pid === undefined) throw new Error('PostGraphile has no process id');
  const pid = child.pid;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, pid, stop };
}

function job(name: string, connections: number, path: string, query: string, cookie?: string) {
  return {
    name,
    connections,
    fixed: {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
      graphql: true,
    },
  } satisfies DriverJob;
}

/** Both answer 40 students: a check that the two measure the same work. */
async function rowsAnswered(url: string, fixed: DriverJob['fixed']): Promise<number> {
  const response = await fetch(`${url}${fixed!.path}`, {
    method: 'POST',
    headers: fixed!.headers,
    body: fixed!.body,
  });
  const body = (await response.json()) as {
    data?: { students?: { edges: unknown[] }; allStudents?: { nodes: unknown[] } };
  };
  return body.data?.students?.edges.length ?? body.data?.allStudents?.nodes.length ?? 0;
}

/** /proc counts CPU time in clock ticks (USER_HZ, 100 a second on Linux as a rule). */
const MS_PER_TICK = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);

/** CPU milliseconds (user + system) the process has used so far. */
const cpuMsOf = (pid: number) =>
  cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * MS_PER_TICK;

type MeasuredSide = RoundSide & { failures: number; p50: number; p99: number };

/** Drives one server for `seconds` and reads its process's CPU time before and after. */
async function measureSide(
  server: { url: string; pid: number },
  target: DriverJob,
  seconds: number,
): Promise<MeasuredSide> {
  const cpuBefore = cpuMsOf(server.pid);
  const [record] = await drive({ url: server.url, seconds, jobs: [target] });
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  const summary = summarizeOperation(record!, Number.POSITIVE_INFINITY);
  return { ...summary, seconds: record!.seconds, cpuMs };
}

const cell = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits));

export async function runPeerComparison(options: PeerOptions): Promise<{ passed: boolean }> {
  const connections = options.connections ?? 10;
  await indexForPeer(options.databaseUrl);
  const peer = await startPeer(options.databaseUrl);
  try {
    const ours = job('RoadReady', connections, '/api/graphql', OURS_QUERY, options.cookie);
    const theirs = job('PostGraphile 5', connections, '/graphql', PEER_QUERY);
    const counts = [
      await rowsAnswered(options.ours.url, ours.fixed),
      await rowsAnswered(peer.url, theirs.fixed),
    ];
    if (counts.some((count) => count !== 40))
      throw new Error(`Rows answered: ${counts.join(', ')}`);
    console.log(
      `\nPeer: the student list at full speed, ${connections} connections, ${options.rounds} rounds of ${options.seconds} s each, taking turns (2 s warm-up each first)...`,
    );
    await drive({ url: options.ours.url, seconds: 2, jobs: [ours] });
    await drive({ url: peer.url, seconds: 2, jobs: [theirs] });
    const rounds: { ours: MeasuredSide; peer: MeasuredSide }[] = [];
    const rows: string[][] = [];
    let failures = 0;
    const measureOurs = () => measureSide(options.ours, ours, options.seconds);
    const measurePeer = () => measureSide(peer, theirs, options.seconds);
    for (let index = 0; index < options.rounds; index += 1) {
      let round: { ours: MeasuredSide; peer: MeasuredSide };
      if (oursFirst(index)) {
        const oursSide = await measureOurs();
        round = { ours: oursSide, peer: await measurePeer() };
      } else {
        const peerSide = await measurePeer();
        round = { ours: await measureOurs(), peer: peerSide };
      }
      rounds.push(round);
      failures += round.ours.failures + round.peer.failures;
      for (const [name, side] of [
        ['RoadReady', round.ours],
        ['PostGraphile 5', round.peer],
      ] as const) {
        rows.push([
          String(index + 1),
          name,
          cell(perSecond(side), 1),
          cell(cpuMsPerRequest(side), 2),
          formatMs(side.p50),
          formatMs(side.p99),
          String(side.failures),
        ]);
      }
    }
    printTable([
      ['round', 'server', 'requests/s', 'CPU ms/request', 'p50', 'p99', 'failures'],
      ...rows,
    ]);
    const verdict = summarizeRounds(rounds);
    console.log(
      `Medians over ${rounds.length} rounds: RoadReady ${cell(verdict.oursPerSecond, 1)}/s at ${cell(verdict.oursCpuMsPerRequest, 2)} ms CPU per request, PostGraphile ${cell(verdict.peerPerSecond, 1)}/s at ${cell(verdict.peerCpuMsPerRequest, 2)} ms.`,
    );
    console.log(
      `Throughput ratio RoadReady / PostGraphile (median of the rounds' ratios): ${cell(verdict.ratio, 2)} (target ≥ ${PEER_RATIO_TARGET}); our CPU per request target ≤ ${CPU_MS_PER_REQUEST_TARGET} ms.`,
    );
    return {
      passed:
        verdict.ratio >= PEER_RATIO_TARGET &&
        verdict.oursCpuMsPerRequest <= CPU_MS_PER_REQUEST_TARGET &&
        failures === 0,
    };
  } finally {
    await peer.stop();
  }
}
