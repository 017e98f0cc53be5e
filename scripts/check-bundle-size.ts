// Measures the JavaScript a page makes the browser load, after `npm run build`: the page is
// rendered by the built server bundle, every script it references (external files, their static
// imports, inline scripts) is gzipped and summed. Fails when a sum is over its page's budget.
//
//   npm run check:bundle            every page of PAGE_TARGETS and every back-office screen
//                                   (run by `npm test`)
//   npm run check:bundle -- --lower the same, then lowers the ceilings of pages that got lighter
//   npm run check:bundle -- /book   one page, its files listed, with its budget
//   npm run check:bundle -- /dmv-practice-test/ca
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { Kind } from 'graphql';
import type { AccountService } from '../src/web/lib/account-service.ts';
import type { PublicData } from '../src/web/lib/public-data.ts';
import type { PublicSettings } from '../src/web/lib/public-settings.ts';

/** A page without a target of its own. */
export const DEFAULT_BUDGET_BYTES = 120_000;

/** Stripe.js as the pages are rendered here (STRIPE_JS_URL's default). */
const STRIPE_JS = 'https://js.stripe.com/v3/';

/**
 * Targets of gzipped JavaScript per page (docs/benchmarks.md "Page weight"). Public pages and the
 * account forms are plain server-rendered documents (docs/adr/0003): they ship none. They are
 * rendered with card payments in the browser switched on, so a pay form that started loading
 * Stripe.js would fail here. The payment page is the one public page with a script of ours, the
 * small module that mounts Stripe's Payment Element (docs/payments.md), with a budget of its own;
 * `thirdParty` lists the other origins' scripts a page may load (Stripe.js, which Stripe serves
 * and sizes), which are named but not counted. The signed-in areas render in the browser; a first
 * screen is measured at the address it answers.
 */
export const PAGE_TARGETS: readonly {
  path: string;
  targetBytes: number;
  thirdParty?: readonly string[];
}[] = [
  { path: '/', targetBytes: 0 },
  { path: '/sign-in', targetBytes: 0 },
  { path: '/sign-up', targetBytes: 0 },
  { path: '/forgot-password', targetBytes: 0 },
  { path: '/book', targetBytes: 0 },
  { path: '/ca/course/drivers-ed/enrol', targetBytes: 0 },
  { path: '/payment/pi_sample', targetBytes: 1_500, thirdParty: [STRIPE_JS] },
  // The student portal's first screen (My lessons) and the course player.
  { path: '/portal', targetBytes: 150_000 },
  { path: '/portal/courses/sample', targetBytes: 180_000 },
  { path: '/admin', targetBytes: 220_000 },
];

/** Every other back-office screen (found in the build's routes: adminScreenPaths). */
export const ADMIN_SCREEN_TARGET_BYTES = 260_000;

const ADMIN_PATH = '/admin';

/**
 * Pages still heavier than their target, each with its last measured weight rounded up to the
 * kilobyte: that is their budget until they reach the target, so they can only get lighter.
 * `--lower` rewrites it downwards; raising a ceiling is a visible edit of the file.
 */
export type Ceilings = Readonly<Record<string, number>>;

const CEILINGS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'bundle-ceilings.json',
);

export function targetOf(pathname: string): number {
  const listed = PAGE_TARGETS.find((page) => page.path === pathname);
  if (listed) return listed.targetBytes;
  if (pathname.startsWith(`${ADMIN_PATH}/`)) return ADMIN_SCREEN_TARGET_BYTES;
  return DEFAULT_BUDGET_BYTES;
}

export interface PageBudget {
  /** The most gzipped JavaScript the page may load: more fails the check (and `npm test`). */
  budgetBytes: number;
  targetBytes: number;
}

export function budgetOf(pathname: string, ceilings: Ceilings): PageBudget {
  const targetBytes = targetOf(pathname);
  const ceiling = ceilings[pathname];
  return { budgetBytes: Math.max(targetBytes, ceiling ?? 0), targetBytes };
}

/**
 * The ceilings after a run that measured `measured` (bytes by page): a page that reached its
 * target needs none, a lighter page gets its new weight, and a heavier one keeps its old ceiling
 * (it fails the check). A page without a ceiling gets none: its budget is its target.
 */
export function lowerCeilings(ceilings: Ceilings, measured: ReadonlyMap<string, number>): Ceilings {
  const lowered: Record<string, number> = {};
  for (const [pathname, ceiling] of Object.entries(ceilings)) {
    const bytes = measured.get(pathname);
    if (bytes === undefined) {
      lowered[pathname] = ceiling;
      continue;
    }
    if (bytes <= targetOf(pathname)) continue;
    lowered[pathname] = Math.min(ceiling, Math.ceil(bytes / 1000) * 1000);
  }
  return lowered;
}

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * An address for each back-office screen of the route manifest, but the home: dynamic segments
 * are filled with "sample" and the catch-all with a screen that does not exist. The screens render
 * in the browser, so no record has to exist for the page's scripts to be measured.
 */
export function adminScreenPaths(routes: Record<string, RouteEntry | undefined>): string[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : '';
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
  };
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.index) continue;
    const address = fullPath(route)
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? 'sample' : segment === '*' ? 'no-such-screen' : segment,
      )
      .join('/');
    if (address.startsWith(`${ADMIN_PATH}/`)) paths.add(address);
  }
  return [...paths].sort();
}

/** The page's address, where its scripts' relative URLs are resolved. */
const PAGE_ORIGIN = 'http://localhost:3000';

/** Scripts served from another origin than the page's, which the client build cannot measure. */
export function splitThirdParty(scripts: PageScripts): { own: PageScripts; thirdParty: string[] } {
  const isOwn = (url: string) => new URL(url, PAGE_ORIGIN).origin === PAGE_ORIGIN;
  return {
    own: { urls: scripts.urls.filter(isOwn), inline: scripts.inline },
    thirdParty: scripts.urls.filter((url) => !isOwn(url)),
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDirectory = path.join(root, 'build');

export interface PageScripts {
  /** Same-origin URLs of script files: <script src> and <link rel="modulepreload">. */
  urls: string[];
  /** Bodies of inline <script> elements. */
  inline: string[];
}

/** The scripts an HTML document loads before any user interaction. */
export function findPageScripts(html: string): PageScripts {
  const urls = new Set<string>();
  const inline: string[] = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?modulepreload/i.test(tag[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1];
    if (href) urls.add(href);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = script[1] ?? '';
    const body = script[2] ?? '';
    if (/\btype=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) urls.add(src);
    if (body.trim()) {
      inline.push(body);
      for (const specifier of staticImports(body)) urls.add(specifier);
    }
  }
  return { urls: [...urls], inline };
}

/** Specifiers of the static imports of an ES module (dynamic import() is loaded later, if ever). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return [...found];
}

export interface MeasuredFile {
  name: string;
  gzipBytes: number;
}

/** Gzipped size of every script file the page loads, following static imports between files. */
export function measureScripts(scripts: PageScripts, clientDirectory: string): MeasuredFile[] {
  const measured: MeasuredFile[] = [];
  const seen = new Set<string>();
  const queue = scripts.urls.map((url) => new URL(url, 'http://page.local/').pathname);
  while (queue.length > 0) {
    const urlPath = queue.shift() as string;
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    const file = path.join(clientDirectory, urlPath);
    if (!file.startsWith(clientDirectory) || !existsSync(file)) {
      throw new Error(`The page loads ${urlPath}, which is not in ${clientDirectory}.`);
    }
    const code = readFileSync(file);
    measured.push({ name: urlPath, gzipBytes: gzipSync(code).length });
    for (const specifier of staticImports(code.toString('utf8'))) {
      queue.push(new URL(specifier, `http://page.local${urlPath}`).pathname);
    }
  }
  scripts.inline.forEach((body, index) => {
    measured.push({ name: `(inline script ${index + 1})`, gzipBytes: gzipSync(body).length });
  });
  return measured;
}

interface WebServerBuild extends ServerBuild {
  createLoadContext(
    settings: PublicSettings,
    publicData: PublicData,
    accounts: AccountService,
  ): RouterContextProvider;
}

// Public pages read their data through the public API in-process; the script has no database, so
// it answers with one sample course, practice question, landing page and metro, by operation. Only the
// page's scripts are measured, not its data.
const SAMPLE_COURSE = {
  id: 'sample',
  state: 'CA',
  category: 'drivers-ed',
  audience: 'teen',
  name: 'Sample course',
  summary: 'A sample.',
  description: '',
  requiredSeconds: 3600,
  dailyCapSeconds: null,
  minimumDays: 1,
  priceCents: 100,
  isSoldOnline: true,
  path: '/ca/course/drivers-ed',
  offerings: [],
};
const SAMPLE_ANSWERS: Record<string, unknown> = {
  PracticeTestStates: { practiceTestStates: [{ state: 'CA', questionCount: 1 }] },
  PracticeTest: {
    practiceTest: {
      questions: [{ id: 'sample', prompt: 'Sample question?', choices: ['Yes', 'No'] }],
    },
  },
  CoursePage: { coursePage: SAMPLE_COURSE },
  OtherStateCourses: { otherStateCourses: [] },
  StateCourses: { courses: [SAMPLE_COURSE] },
  PublicCohorts: { cohorts: [] },
  CourseQuote: {
    courseQuote: {
      courseId: 'sample',
      isSoldOnline: true,
      subtotalCents: 100,
      discountCents: 0,
      totalCents: 100,
    },
  },
  EnrolMyStudents: { myStudents: [{ id: 'sample', name: 'Sample student' }] },
  CardPayment: {
    cardPayment: {
      reference: 'pi_sample',
      clientSecret: 'pi_sample_secret_sample',
      amountCents: 100,
      description: 'Sample course for Sample student',
      payable: true,
    },
  },
  CourseCheckoutConfirmation: {
    courseCheckout: {
      id: 'sample',
      amountCents: 100,
      discountCents: 0,
      voucherCode: null,
      onlineEnrollmentId: 'sample',
      course: { id: 'sample', name: 'Sample course' },
      cohort: null,
    },
  },
  BookLessonTypes: {
    lessonTypes: [{ id: 'sample', name: 'Standard', label: 'Standard', durationMinutes: 120 }],
  },
  BookingFromPrices: { bookingFromPrices: [{ lessonTypeId: 'sample', fromCents: 18_000 }] },
  LandingPage: {
    publicLocationLandingPage: {
      id: 'sample',
      name: 'Sample area',
      state: 'CA',
      path: '/ca/driving-lessons/sample',
      centerAddress: '1 Sample St',
      googleMyBusinessUrl: null,
      metro: null,
      prices: [
        { productId: 'p', name: 'Lesson', description: '', priceCents: 100, perMinute: false },
      ],
      meetingPoints: [],
      instructors: [],
      coupons: [],
    },
  },
  MetroPage: {
    publicMetro: {
      id: 'sample',
      name: 'Sample metro',
      state: 'CA',
      path: '/ca/metro/sample',
      pages: [],
    },
  },
};

function sampleAnswer(document: {
  definitions: readonly { kind: string; name?: { value: string } }[];
}): Promise<never> {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const answer = operation?.name ? SAMPLE_ANSWERS[operation.name.value] : undefined;
  if (!answer) return Promise.reject(new Error(`No sample answer for ${operation?.name?.value}`));
  return Promise.resolve(answer as never);
}

const samplePublicData: PublicData = {
  execute: (document) => sampleAnswer(document),
  executeAsVisitor: (document) => sampleAnswer(document),
};

// Only GET requests are rendered: no form is sent, so nobody signs in.
const refused = () => Promise.reject(new Error('check:bundle sends no form'));
const noAccounts: AccountService = { signIn: refused, verifyCode: refused };

async function loadServerBuild(): Promise<WebServerBuild> {
  const serverFile = path.join(buildDirectory, 'server', 'index.js');
  if (!existsSync(serverFile)) throw new Error('No build found: run npm run build first.');
  return (await import(pathToFileURL(serverFile).href)) as WebServerBuild;
}

async function renderPage(build: WebServerBuild, pathname: string): Promise<string> {
  const handler = createRequestHandler(build, 'production');
  const context = build.createLoadContext(
    {
      bookingPhone: '(555) 010-0000',
      publicUrl: PAGE_ORIGIN,
      cardPayments: { publishableKey: 'pk_test_sample', scriptUrl: STRIPE_JS },
    },
    samplePublicData,
    noAccounts,
  );
  const response = await handler(new Request(new URL(pathname, PAGE_ORIGIN)), context);
  if (response.status >= 500) throw new Error(`Rendering ${pathname} failed: ${response.status}`);
  return response.text();
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Measures one page and prints its files when asked or over budget: its weight in bytes, or null
 * when it loads a script from another origin that it may not load.
 */
async function measurePage(
  build: WebServerBuild,
  pathname: string,
  budget: PageBudget,
  listFiles: boolean,
): Promise<number | null> {
  const html = await renderPage(build, pathname);
  const { own, thirdParty } = splitThirdParty(findPageScripts(html));
  const allowed = PAGE_TARGETS.find((page) => page.path === pathname)?.thirdParty ?? [];
  const unexpected = thirdParty.filter((url) => !allowed.includes(url));
  for (const url of thirdParty)
    console.log(`${allowed.includes(url) ? '  (third party)' : '  NOT ALLOWED'}  ${url}`);
  if (unexpected.length > 0) {
    console.error(`${pathname} loads scripts from other origins it may not load.`);
    return null;
  }
  const files = measureScripts(own, path.join(buildDirectory, 'client'));
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  if (listFiles || total > budget.budgetBytes)
    for (const file of files) console.log(`${kB(file.gzipBytes).padStart(10)}  ${file.name}`);
  const target =
    budget.targetBytes < budget.budgetBytes ? ` (target ${kB(budget.targetBytes)})` : '';
  console.log(
    `JavaScript loaded by ${pathname}: ${kB(total)} gzipped (${files.length} files), budget ${kB(budget.budgetBytes)}${target}`,
  );
  if (total > budget.budgetBytes)
    console.error(`Over budget by ${kB(total - budget.budgetBytes)}.`);
  return total;
}

async function main() {
  const build = await loadServerBuild();
  const ceilings = JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')) as Ceilings;
  const asked = process.argv.slice(2).find((argument) => argument.startsWith('/'));
  const pages = asked
    ? [asked]
    : [...PAGE_TARGETS.map((page) => page.path), ...adminScreenPaths(build.routes)];
  const measured = new Map<string, number>();
  let passed = true;
  for (const pathname of pages) {
    const budget = budgetOf(pathname, ceilings);
    const bytes = await measurePage(build, pathname, budget, Boolean(asked));
    if (bytes !== null) measured.set(pathname, bytes);
    if (bytes === null || bytes > budget.budgetBytes) passed = false;
  }
  if (!passed) process.exitCode = 1;
  if (!asked && process.argv.includes('--lower')) {
    writeFileSync(CEILINGS_FILE, `${JSON.stringify(lowerCeilings(ceilings, measured), null, 2)}\n`);
    console.log(`Ceilings written to ${path.relative(process.cwd(), CEILINGS_FILE)}.`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
