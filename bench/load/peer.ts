// Side by side with a peer (docs/benchmarks.md "Load"): the same student list — the first 40
// students by name with id, name and email — from our `/api/graphql` (signed in as staff) and from
// PostGraphile v5 (bench/load/peer-server.ts) on the same database, each at full speed from the
// load client process with the same connections for the same time, one after the other.
// Target: our throughput ≥ PostGraphile's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { printTable } from '../lib/measure.ts';
import { drive } from './drive.ts';
import type { DriverJob } from './driver.ts';
import { formatMs, summarizeOperation } from './summary.ts';

const PEER_SCRIPT = fileURLToPath(new URL('./peer-server.ts', import.meta.url));

const OURS_QUERY = `{ students(pageQuery: { first: 40 }) { edges { node { id name email } } } }`;
const PEER_QUERY = `{ allStudents(first: 40, orderBy: NAME_ASC, condition: { isDeleted: false }) { nodes { rowId name email } } }`;

interface PeerOptions {
  databaseUrl: string;
  ours: { url: string };
  cookie: string;
  seconds: number;
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
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, stop };
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
      `\nPeer: the student list at full speed, ${connections} connections, ${options.seconds} s each (2 s warm-up)...`,
    );
    const run = async (url: string, target: DriverJob) => {
      await drive({ url, seconds: 2, jobs: [target] });
      const [record] = await drive({ url, seconds: options.seconds, jobs: [target] });
      return summarizeOperation(record!, Number.POSITIVE_INFINITY);
    };
    const oursSummary = await run(options.ours.url, ours);
    const peerSummary = await run(peer.url, theirs);
    printTable([
      ['server', 'requests/s', 'p50', 'p95', 'p99', 'failures'],
      ...[oursSummary, peerSummary].map((s) => [
        s.name,
        s.perSecond.toFixed(1),
        formatMs(s.p50),
        formatMs(s.p95),
        formatMs(s.p99),
        String(s.failures),
      ]),
    ]);
    const ratio = oursSummary.perSecond / peerSummary.perSecond;
    console.log(`Throughput ratio RoadReady / PostGraphile: ${ratio.toFixed(2)} (target ≥ 1).`);
    return { passed: ratio >= 1 && oursSummary.failures === 0 && peerSummary.failures === 0 };
  } finally {
    await peer.stop();
  }
}
