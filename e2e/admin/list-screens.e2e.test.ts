// The back-office's list-and-edit screens built from the kit in src/web/ui, each at desktop and
// phone widths: the list (empty, as on a new school), then its "New …" dialog (if any) sent
// blank, so the fields show their problems. None may have a WCAG 2.2 AA violation or scroll sideways; a
// screenshot of each is kept for a person to look at. The screens' own suites test what they do;
// this one proves the kit's markup holds on every screen that uses it. It reads markup only, so
// like every accessibility scan it runs on the embedded database (docs/testing.md).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { SCANS_ACCESSIBILITY } from '../support/axe.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from './admin-server.ts';

/** Each screen's address and the words of its "New …" button, if it has one. */
const SCREENS = [
  { path: '/admin/super-regions', create: 'New super region' },
  { path: '/admin/parking-hubs', create: 'New parking hub' },
  { path: '/admin/state-configs', create: 'New state config' },
  { path: '/admin/meeting-points', create: 'New meeting point' },
  { path: '/admin/products', create: 'New product' },
  { path: '/admin/vehicles', create: 'New vehicle' },
  { path: '/admin/lesson-types', create: 'New lesson type' },
  { path: '/admin/metros', create: 'New metro' },
  { path: '/admin/landing-pages', create: 'New landing page' },
  { path: '/admin/price-schemes', create: 'New price scheme' },
  { path: '/admin/price-scheme-fragments', create: 'New fragment' },
  { path: '/admin/coupons', create: 'New coupon' },
  { path: '/admin/practice-questions', create: 'New question' },
  { path: '/admin/courses', create: 'New course' },
  { path: '/admin/instructors', create: 'New instructor' },
  { path: '/admin/feature-flags', create: 'New flag' },
  { path: '/admin/scholarships' },
  { path: '/admin/articles' },
  { path: '/admin/licensing-guides' },
] as const satisfies readonly { path: string; create?: string }[];

let server: TestServer;
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  if (!SCANS_ACCESSIBILITY) return;
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const screenName = (path: string) => path.replace('/admin/', 'kit-');

async function openListScreen(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The list has answered (and no dialog's code is still on its way).
  await page.waitForLoadState('networkidle');
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
}

describe.skipIf(!SCANS_ACCESSIBILITY)('list-and-edit screens of the kit', () => {
  for (const screen of SCREENS) {
    it(`${screen.path}: the list${'create' in screen ? ' and its blank "New" dialog' : ''}`, async () => {
      const { context, page } = await openPage(browser);
      try {
        await signInContext(server, context, admin);
        await openListScreen(page, screen.path);
        await accessibleAtBothWidths(page, screenName(screen.path));

        if (!('create' in screen)) return;
        await page.getByRole('button', { name: screen.create, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        // Sent blank: the required fields say what they need.
        await dialog.locator('button[type="submit"]').click();
        await dialog.locator('[aria-invalid="true"]').first().waitFor();
        await accessibleAtBothWidths(page, `${screenName(screen.path)}-new`);
        expect(await dialog.getByRole('heading', { level: 2 }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  }
});
