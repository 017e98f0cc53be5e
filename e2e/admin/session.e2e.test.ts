// A session that ends on the server while the back-office is open: the page must notice, land on
// the sign-in page once, and stay there (no reload loop between sign-in and the back-office).
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import {
  createDemoAccount,
  DEMO_PASSWORD,
  signInContext,
  startAdminServer,
  submitSignInForm,
  waitForPath,
  waitForPathname,
  waitForSignInForm,
} from './admin-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every document the page loads and every address it shows, from now on. */
function watchNavigations(page: Page) {
  const documents: string[] = [];
  const addresses: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return { documents, addresses };
}

describe('a session revoked on the server', () => {
  it('brings the open back-office to the sign-in page once, without reloading', async () => {
    const admin = await createDemoAccount(server, 'admin@roadready.demo');
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('banner').getByText(admin.email).waitFor();
      const seen = watchNavigations(page);

      await server.platform.auth.disableUser(admin.id);
      // The next request to the API finds no session: here, opening the audit log.
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Audit log' })
        .click();

      await waitForPathname(page, '/sign-in');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/audit-log');
      expect(await page.getByRole('banner').getByText(admin.email).count()).toBe(0);

      // Stay a while: nothing moves any more.
      await page.waitForTimeout(2_000);
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      expect(seen.documents).toEqual([]);
      const signInVisits = seen.addresses.filter(
        (address) => new URL(address).pathname === '/sign-in',
      );
      expect(signInVisits).toHaveLength(1);
      expect(seen.addresses.length).toBeLessThanOrEqual(3);
    } finally {
      await context.close();
    }
  });

  it('lets the same person sign in again after their sessions were ended', async () => {
    const account = {
      email: 'second.admin@school.test',
      name: 'Sam Second',
      roles: ['Admin' as const],
      password: DEMO_PASSWORD,
    };
    const { id } = await server.platform.auth.createUser({ ...account, roles: [...account.roles] });
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, account);
      await page.goto(`${server.url}/admin/audit-log`);
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const seen = watchNavigations(page);

      // Every session ended ("sign out everywhere"); the account itself stays active.
      await server.platform.auth.disableUser(id);
      await server.platform.auth.enableUser(id);
      await page
        .getByRole('search', { name: 'Filter the audit log' })
        .getByLabel('Action')
        .selectOption('Update');

      await waitForPathname(page, '/sign-in');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/audit-log?action=Update');
      await waitForSignInForm(page);
      await submitSignInForm(page, account.email, account.password);
      await waitForPath(page, '/admin/audit-log?action=Update');
      await page.getByRole('banner').getByText(account.email).waitFor();
      // The way to the sign-in page loaded no document; the sign-in form is a plain form, so its
      // post and its way back (through /sign-in) are documents, and the last is the audit log.
      const paths = seen.documents.map((url) => new URL(url).pathname);
      expect(paths.at(-1)).toBe('/admin/audit-log');
      expect(new Set(paths.slice(0, -1))).toEqual(new Set(['/sign-in']));
    } finally {
      await context.close();
    }
  });
});
