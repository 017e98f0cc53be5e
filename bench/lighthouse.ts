// Lighthouse on the public pages families land on (issue: "Lighthouse (mobile preset) on the home
// page, a course page and a landing page: performance ≥ 95, accessibility 100, SEO 100, best
// practices ≥ 95"): the production server on the embedded database with the demo data, its
// PUBLIC_URL set to the address it listens on (so canonical links and the sitemap resolve), and
// Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU) in Chromium.
// Lighthouse is large and only this benchmark needs it, so it is fetched on demand at a pinned
// version rather than installed with the project. `npm run bench -- lighthouse`.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeMachine, printTable } from './lib/measure.ts';
import { buildWebAppIfMissing, startProductionServer } from './load/production-server.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** The pages the issue names, by an address the demo data fills. */
const PAGES = ['/', '/tx/course/drivers-ed', '/ca/driving-lessons/oakland'];

/** The least score (0–100) each category must reach. */
const LEAST_SCORE: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function audit(url: string, reportPath: string): Promise<LighthouseReport> {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportPath}`,
      `--only-categories=${Object.keys(LEAST_SCORE).join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(reportPath, 'utf8')) as LighthouseReport;
}

export async function runLighthouseBenchmark(): Promise<{ passed: boolean }> {
  console.log(describeMachine());
  buildWebAppIfMissing();
  const directory = await mkdtemp(path.join(tmpdir(), 'roadready-lighthouse-'));
  try {
    const port = await freePort();
    const publicUrl = `http://localhost:${port}`;
    const server = await startProductionServer(
      { dataDir: path.join(directory, 'data') },
      { env: { PORT: String(port), PUBLIC_URL: publicUrl } },
    );
    try {
      const categories = Object.keys(LEAST_SCORE);
      const rows: string[][] = [['page', ...categories, 'LCP', 'TBT', 'met']];
      let passed = true;
      for (const [index, page] of PAGES.entries()) {
        const report = await audit(publicUrl + page, path.join(directory, `report-${index}.json`));
        const scores = categories.map((name) =>
          Math.round((report.categories[name]?.score ?? 0) * 100),
        );
        const met = scores.every((score, at) => score >= (LEAST_SCORE[categories[at]!] ?? 100));
        passed &&= met;
        const ms = (id: string) => `${Math.round(report.audits[id]?.numericValue ?? 0)} ms`;
        rows.push([
          page,
          ...scores.map(String),
          ms('largest-contentful-paint'),
          ms('total-blocking-time'),
          met ? 'yes' : 'MISSED',
        ]);
      }
      console.log(
        `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset. Least scores:`,
        LEAST_SCORE,
      );
      printTable(rows);
      return { passed };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
