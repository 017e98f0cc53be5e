// What each role sees in the back-office: the drawer hides what the roles cannot use, and the
// audit log lists the changes made through the API, with their filters and paging.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from './admin-server.ts';

const UPDATE_ROLES = `mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {
  updateUserRoles(userId: $userId, roles: $roles) { id roles }
}`;

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let trainee: TestAccount;
let instructor: TestAccount;
let adminCookie: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  instructor = await createDemoAccount(server, 'instructor@roadready.demo');
  const { context } = await openPage(browser);
  adminCookie = await signInContext(server, context, admin);
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });

describe('back-office areas by role', () => {
  it('shows a Trainee the home but not the Admin-only audit log', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, trainee);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Welcome, Tyler Brooks' }).waitFor();
      expect(await drawer(page).getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
      expect(await drawer(page).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      // The Operations group has nothing for a Trainee, so it is not shown at all.
      expect(await drawer(page).getByText('Operations').count()).toBe(0);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: /Audit log/ })
          .count(),
      ).toBe(0);
      expect(await page.getByRole('main').getByText('Trainee', { exact: true }).isVisible()).toBe(
        true,
      );

      await saveScreenshot(page, 'admin-home-trainee-1280');

      // Typing the address gets an explanation, not the data.
      await page.goto(`${server.url}/admin/audit-log`);
      await page
        .getByRole('heading', { level: 1, name: 'You do not have access to this page' })
        .waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('grid').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps an Instructor out of products and prices: not in the menu, not at the address', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, instructor);
      await page.goto(`${server.url}/admin`);
      await drawer(page).getByRole('link', { name: 'Home' }).waitFor();
      for (const name of ['Products', 'Price schemes', 'Price scheme fragments', 'Quote']) {
        expect(await drawer(page).getByRole('link', { name, exact: true }).count(), name).toBe(0);
      }
      for (const path of ['/admin/products', '/admin/price-schemes']) {
        await page.goto(`${server.url}${path}`);
        await page
          .getByRole('heading', { level: 1, name: 'You do not have access to this page' })
          .waitFor();
        expect(await page.getByRole('table').count()).toBe(0);
      }
      // The page names the roles in words.
      await page.getByText('Your roles (Instructor)').waitFor();
    } finally {
      await context.close();
    }
  });

  it('lists for the Admin the audit entry of a role change made through the API', async () => {
    const changed = await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: trainee.id, roles: ['Trainee', 'Instructor'] } },
      adminCookie,
    );
    expect(changed.errors).toBeUndefined();

    const { context, page } = await openPage(browser);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Welcome, Dana Whitaker' }).waitFor();
      const operations = drawer(page).getByRole('list', { name: 'Operations' });
      await operations.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      expect(
        await drawer(page).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current'),
      ).toBe('page');

      const table = page.getByRole('grid', { name: 'Entries' });
      // The record and the changed field by name, not by id or column.
      const row = table.getByRole('row').filter({ hasText: 'User: Tyler Brooks' });
      await row.waitFor();
      const cells = await row.getByRole('gridcell').allInnerTexts();
      expect(cells[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(am|pm)$/);
      expect(cells[1]).toBe('Dana Whitaker\nAdmin');
      expect(cells[2]).toBe('User: Tyler Brooks');
      expect(cells[3]).toBe('Changed');
      expect(cells[4]).toMatch(/^Role\s+from\s+Trainee\s*→\s*to\s+Instructor, Trainee$/);
      const oldValue = row.locator('del');
      const newValue = row.locator('ins');
      expect(await oldValue.innerText()).toMatch(/Trainee/);
      expect(await newValue.innerText()).toMatch(/Instructor/);
      expect(await oldValue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(253, 184, 192)',
      );
      expect(await newValue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(172, 242, 189)',
      );
      await page.getByRole('status').getByText('Showing 1–1 of 1 entry, newest first.').waitFor();

      // Filters go into the address and narrow the list.
      const filters = page.getByRole('search', { name: 'Filter the audit log' });
      await filters.getByLabel('Action').selectOption('Delete');
      await waitForPath(page, '/admin/audit-log?action=Delete');
      await page.getByText('No entries match these filters.').waitFor();
      expect(await table.count()).toBe(0);
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await row.waitFor();
      await filters.getByLabel('Collection').selectOption('Users');
      await waitForPath(page, '/admin/audit-log?collection=Users');
      await row.waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pages through the log 40 entries at a time, or 10 or 20', async () => {
    // 44 more entries: each role change is one.
    for (let index = 0; index < 44; index++) {
      const result = await graphql(
        server,
        {
          query: UPDATE_ROLES,
          variables: {
            userId: trainee.id,
            roles: index % 2 ? ['Trainee', 'Instructor'] : ['Trainee'],
          },
        },
        adminCookie,
      );
      expect(result.errors).toBeUndefined();
    }
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/audit-log`);
      const rows = page.getByRole('grid', { name: 'Entries' }).locator('.MuiDataGrid-row');
      await page.getByRole('status').getByText('Showing 1–40 of 45 entries').waitFor();
      // The grid loads with the first rows.
      await page.getByRole('grid', { name: 'Entries' }).waitFor();
      expect(await rows.count()).toBe(40);

      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.getByRole('status').getByText('Showing 41–45 of 45 entries').waitFor();
      expect(await rows.count()).toBe(5);
      expect(new URL(page.url()).search).toBe('?page=2');

      await page.getByRole('combobox', { name: /Entries per page/ }).click();
      const options = page.getByRole('listbox').getByRole('option');
      expect(await options.allInnerTexts()).toEqual(['10', '20', '40']);
      await options.filter({ hasText: '10' }).click();
      await page.getByRole('status').getByText('Showing 1–10 of 45 entries').waitFor();
      expect(await rows.count()).toBe(10);
      expect(new URL(page.url()).search).toBe('?size=10');

      // The back button restores the previous view.
      await page.goBack();
      await page.getByRole('status').getByText('Showing 41–45 of 45 entries').waitFor();
    } finally {
      await context.close();
    }
  });
});
