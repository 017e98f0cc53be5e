// Lighthouse on the public pages families land on (the home page, a course page and a landing
// page: performance ≥ 95, accessibility 100, SEO 100, best practices ≥ 95) and on the student's
// signed-in pages, the portal's lessons page and the course player, as the demo student
// (performance ≥ 90, accessibility 100; docs/benchmarks.md): the production server on the
// embedded database with the demo data, its PUBLIC_URL set to the address it listens on (so
// canonical links and the sitemap resolve), and Lighthouse's default mobile run (simulated slow
// 4G and a 4× slower CPU) in Chromium. The student's session cookie goes with every request
// (Lighthouse's extra headers).
// Lighthouse is large and only this benchmark needs it, so it is fetched on demand at a pinned
// version rather than installed with the project. `npm run bench -- lighthouse`.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '../src/server/db/seed.ts';
import { signIn } from '../src/server/testing/auth-client.ts';
import { graphql, type GraphqlTarget } from '../src/server/testing/graphql-client.ts';
import { describeMachine, printTable } from './lib/measure.ts';
import { buildWebAppIfMissing, startProductionServer } from './load/production-server.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** The public pages families land on, by an address the demo data fills. */
const PUBLIC_PAGES = ['/', '/tx/course/drivers-ed', '/ca/driving-lessons/oakland'];

/** The least score (0–100) each category must reach on a public page. */
const PUBLIC_LEAST_SCORE: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

/** On the student's pages (not for search engines: no SEO score). */
const SIGNED_IN_LEAST_SCORE: Record<string, number> = { performance: 90, accessibility: 100 };

const CATEGORIES = Object.keys(PUBLIC_LEAST_SCORE);

/** The demo student (src/server/db/seed.ts), enrolled in an online course. */
const DEMO_STUDENT_EMAIL = 'emma.johnson@roadready.demo';

interface AuditedPage {
  path: string;
  leastScore: Record<string, number>;
  /** The session cookie of a signed-in page. */
  cookie?: string;
}

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
}

/** The titles of a category's failed audits, to say what keeps a page under its least score. */
function failedAudits(report: LighthouseReport, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((entry) => entry?.score === 0)
    .map((entry) => entry?.title ?? '');
}

async function audit(
  url: string,
  page: AuditedPage,
  reportPath: string,
): Promise<LighthouseReport> {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportPath}`,
      `--only-categories=${Object.keys(page.leastScore).join(',')}`,
      ...(page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []),
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(await readFile(reportPath, 'utf8')) as LighthouseReport;
}

/**
 * The demo student's session, and the player's address of her first online course. The server's
 * origin is its PUBLIC_URL (localhost), which sign-in checks, not the address it reports.
 */
async function studentPages(server: GraphqlTarget): Promise<AuditedPage[]> {
  const { cookie, body } = await signIn(server, DEMO_STUDENT_EMAIL, DEMO_PASSWORD);
  if (!cookie) throw new Error(`The demo student could not sign in: ${JSON.stringify(body)}`);
  const students = await graphql<{ myStudents: { id: string }[] }>(
    server,
    { query: 'query { myStudents { id } }' },
    cookie,
  );
  const studentId = students.data?.myStudents[0]?.id;
  if (!studentId) throw new Error('The demo student has no student record.');
  const courses = await graphql<{ studentOnlineCourses: { id: string; enrolled: boolean }[] }>(
    server,
    {
      query: 'query ($id: ID!) { studentOnlineCourses(studentId: $id) { id enrolled } }',
      variables: { id: studentId },
    },
    cookie,
  );
  const enrollment = courses.data?.studentOnlineCourses.find((course) => course.enrolled);
  if (!enrollment) throw new Error('The demo student is enrolled in no online course.');
  return [
    { path: '/portal', leastScore: SIGNED_IN_LEAST_SCORE, cookie },
    { path: `/portal/courses/${enrollment.id}`, leastScore: SIGNED_IN_LEAST_SCORE, cookie },
  ];
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
      const pages: AuditedPage[] = [
        ...PUBLIC_PAGES.map((path) => ({ path, leastScore: PUBLIC_LEAST_SCORE })),
        ...(await studentPages({ url: server.url, origin: publicUrl })),
      ];
      const rows: string[][] = [['page', ...CATEGORIES, 'LCP', 'TBT', 'met']];
      let passed = true;
      for (const [index, page] of pages.entries()) {
        const reportPath = path.join(directory, `report-${index}.json`);
        const report = await audit(publicUrl + page.path, page, reportPath);
        const scoreOf = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
        const met = Object.entries(page.leastScore).every(
          ([name, least]) => scoreOf(name) >= least,
        );
        passed &&= met;
        for (const [name, least] of Object.entries(page.leastScore)) {
          if (scoreOf(name) >= least) continue;
          console.log(`${page.path}, ${name} failed:`, failedAudits(report, name).join('; '));
        }
        const ms = (id: string) => `${Math.round(report.audits[id]?.numericValue ?? 0)} ms`;
        rows.push([
          page.path,
          ...CATEGORIES.map((name) => (name in page.leastScore ? String(scoreOf(name)) : '–')),
          ms('largest-contentful-paint'),
          ms('total-blocking-time'),
          met ? 'yes' : 'MISSED',
        ]);
      }
      console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset. Least scores:`, {
        public: PUBLIC_LEAST_SCORE,
        student: SIGNED_IN_LEAST_SCORE,
      });
      printTable(rows);
      return { passed };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
