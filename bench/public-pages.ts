// Public pages (issue: "server-rendered public pages p95 ≤ 50 ms at 50 concurrent connections"):
// the production server on the embedded database with the demo data, each public page asked by 50
// connections at once for a few seconds, one page after the other, from the load client process.
// Pages that are the same for every visitor are served from the shared page cache after their
// first render (docs/architecture.md); a bare practice-test address is one of its cached sets.
// `npm run bench -- public-pages` (`--seconds N` per page, default 5).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeMachine, percentile, printTable } from './lib/measure.ts';
import { drive } from './load/drive.ts';
import type { DriverJob } from './load/driver.ts';
import { buildWebAppIfMissing, startProductionServer } from './load/production-server.ts';
import { formatMs } from './load/summary.ts';

const CONNECTIONS = 50;
const P95_LIMIT_MS = 50;

/** Every kind of public page, by an address the demo data fills. */
const PUBLIC_PAGES = [
  '/',
  '/courses',
  '/courses?state=wa',
  '/tx/course/drivers-ed',
  '/licensing-guides',
  '/tx/licensing-guide/teen',
  '/article/how-to-apply-for-tx-drivers-license-as-a-teen',
  '/ca/driving-lessons/oakland',
  '/ca/metro/bay-area',
  '/dmv-practice-test',
  '/dmv-practice-test/ca',
  '/book',
  '/sign-in',
];

function secondsPerPage(): number {
  const index = process.argv.indexOf('--seconds');
  return Number((index >= 0 ? process.argv[index + 1] : undefined) ?? 5);
}

const job = (page: string): DriverJob => ({
  name: page,
  connections: CONNECTIONS,
  fixed: { method: 'GET', path: page, headers: {}, graphql: false },
});

export async function runPublicPagesBenchmark(): Promise<{ passed: boolean }> {
  const seconds = secondsPerPage();
  console.log(describeMachine());
  buildWebAppIfMissing();
  const directory = await mkdtemp(path.join(tmpdir(), 'roadready-pages-'));
  try {
    const server = await startProductionServer({ dataDir: directory });
    try {
      console.log(`${CONNECTIONS} connections, ${seconds} s a page, one page after the other.`);
      const rows: string[][] = [
        ['page', 'requests', 'per s', 'p50', 'p95', 'p99', 'failures', 'p95 ≤ 50 ms'],
      ];
      let passed = true;
      for (const page of PUBLIC_PAGES) {
        const [record] = await drive({ url: server.url, seconds, jobs: [job(page)] });
        const latencies = record?.latencies ?? [];
        const p95 = percentile(latencies, 95);
        const ok = latencies.length > 0 && record!.failures === 0 && p95 <= P95_LIMIT_MS;
        passed &&= ok;
        rows.push([
          page,
          String(latencies.length),
          (latencies.length / seconds).toFixed(1),
          formatMs(percentile(latencies, 50)),
          formatMs(p95),
          formatMs(percentile(latencies, 99)),
          String(record?.failures ?? 0),
          ok ? 'within' : 'MISSED',
        ]);
      }
      printTable(rows);
      return { passed };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
