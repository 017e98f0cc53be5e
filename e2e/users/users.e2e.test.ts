// User management in a real browser: an Admin filters the users, edits a Trainee's roles and
// disables them; the audit log filtered by that Admin shows exactly those changes. Axe (WCAG 2.2
// AA) at desktop and phone widths, with screenshots in test-results/ for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { signUpAndSignIn } from '../../src/server/testing/auth-client.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from '../admin/admin-server.ts';

const ME = `query GetMyself { me { id roles } }`;

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let trainee: TestAccount;
let traineeCookie: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  await createDemoAccount(server, 'classroom@roadready.demo');
  const { context } = await openPage(browser);
  traineeCookie = await signInContext(server, context, trainee);
  await context.close();
  // A request made while signed in is what records last activity.
  expect((await graphql(server, { query: ME }, traineeCookie)).errors).toBeUndefined();
  // Another Admin's change to the same account, which the author filter must leave out.
  const other = await signUpAndSignIn(server, {
    email: 'olga.other@roadready.test',
    password: 'a-long-test-password',
    name: 'Olga Other',
    roles: ['Admin'],
  });
  const changed = await graphql(
    server,
    {
      query: `mutation ($userId: ID!, $roles: [StaffRole!]!) { updateUserRoles(userId: $userId, roles: $roles) { id } }`,
      variables: { userId: trainee.id, roles: ['Trainee', 'SyncCheckAdmin'] },
    },
    other.cookie,
  );
  expect(changed.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

/** Waits until the open dialog has faded in: axe would measure half-transparent text. */
async function dialogSettled(page: Page): Promise<void> {
  await eventually(async () => {
    const opacity = await page
      .locator('.MuiDialog-container')
      .evaluate((element) => getComputedStyle(element).opacity);
    expect(opacity).toBe('1');
  });
}

const snackbar = (page: Page, text: string) =>
  page.getByTestId('snackbars').getByText(text).waitFor();

describe('users and roles', () => {
  it('lets the Admin filter users, edit a Trainee’s roles and disable them', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      const people = page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('list', { name: 'People' });
      await people.getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('status').getByText('Showing 1–4 of 4 users.').waitFor();

      const table = page.getByRole('table', { name: 'All users' });
      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      const tyler = row('Tyler Brooks');
      const cells = await tyler.getByRole('cell').allInnerTexts();
      expect(cells[0]).toMatch(/^Tyler Brooks\s+trainee@roadready\.demo$/);
      expect(await tyler.getByRole('list', { name: 'Roles of Tyler Brooks' }).innerText()).toBe(
        'Sync Check Admin\nTrainee',
      );
      expect(cells.slice(2, 5)).toEqual([
        'Off',
        'Active',
        expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(am|pm)$/),
      ]);
      expect(await row('Dana Whitaker').getByRole('cell').nth(0).innerText()).toContain('(you)');
      // No one disables themselves.
      expect(
        await row('Dana Whitaker')
          .getByRole('button', { name: /^Disable/ })
          .count(),
      ).toBe(0);
      await expectAccessible(page, 'users', 1280);
      expect(await table.isVisible()).toBe(true);

      // Role filters and the search go into the address.
      const filters = page.getByRole('search', { name: 'Filter users' });
      await filters.getByLabel('With role').selectOption('Trainee');
      await waitForPath(page, '/admin/users?role=Trainee');
      await page.getByRole('status').getByText('Showing 1–1 of 1 user.').waitFor();
      await filters.getByLabel('Without role').selectOption('SyncCheckAdmin');
      await waitForPath(page, '/admin/users?role=Trainee&without=SyncCheckAdmin');
      await page.getByText('No user matches these filters.').waitFor();
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await waitForPath(page, '/admin/users');
      await page.getByRole('status').getByText('Showing 1–4 of 4 users.').waitFor();
      await filters.getByLabel('Search by name or email').fill('TYLER');
      await waitForPath(page, '/admin/users?q=TYLER');
      await page.getByRole('status').getByText('Showing 1–1 of 1 user.').waitFor();

      // Edit roles: take Sync Check Admin away, give Instructor.
      await tyler.getByRole('button', { name: 'Edit roles of Tyler Brooks' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit roles of Tyler Brooks' });
      const roles = dialog.getByRole('group', { name: 'Roles' });
      expect(await roles.getByRole('checkbox', { name: 'Trainee', exact: true }).isChecked()).toBe(
        true,
      );
      expect(await roles.getByRole('checkbox', { name: 'Admin', exact: true }).isChecked()).toBe(
        false,
      );
      await roles.getByRole('checkbox', { name: 'Sync Check Admin' }).uncheck();
      await roles.getByRole('checkbox', { name: 'Instructor' }).check();
      await dialogSettled(page);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'users-edit-roles-1280', false);
      await dialog.getByRole('button', { name: 'Save roles' }).click();
      await snackbar(page, 'Roles of Tyler Brooks saved.');
      await dialog.waitFor({ state: 'hidden' });
      await tyler
        .getByRole('list', { name: 'Roles of Tyler Brooks' })
        .getByText('Instructor')
        .waitFor();
      expect(await tyler.getByRole('list', { name: 'Roles of Tyler Brooks' }).innerText()).toBe(
        'Instructor\nTrainee',
      );
      expect((await graphql(server, { query: ME }, traineeCookie)).data?.['me'].roles).toEqual([
        'Instructor',
        'Trainee',
      ]);

      // Disable, after a confirmation.
      await tyler.getByRole('button', { name: 'Disable Tyler Brooks' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Disable Tyler Brooks?' });
      await confirm.getByText('signed out everywhere').waitFor();
      await dialogSettled(page);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'users-disable-1280', false);
      await confirm.getByRole('button', { name: 'Disable account' }).click();
      await snackbar(page, 'Tyler Brooks is disabled.');
      await tyler.getByText('Disabled', { exact: true }).waitFor();
      await tyler.getByRole('button', { name: 'Enable Tyler Brooks' }).waitFor();
      // Their session ended with it.
      expect(errorCode(await graphql(server, { query: ME }, traineeCookie))).toBe('NOT_SIGNED_IN');
      await saveScreenshot(page, 'users-disabled-1280');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the audit log filtered by the Admin: exactly their two changes', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/audit-log`);
      await page.getByRole('status').getByText('Showing 1–3 of 3 entries, newest first.').waitFor();

      const filters = page.getByRole('search', { name: 'Filter the audit log' });
      const picker = filters.getByRole('combobox', { name: 'Changed by' });
      await picker.fill('dana');
      await page.getByRole('option', { name: /Dana Whitaker/ }).click();
      await waitForPath(page, `/admin/audit-log?user=${admin.id}`);
      await page.getByRole('status').getByText('Showing 1–2 of 2 entries, newest first.').waitFor();

      const rows = page.getByRole('grid', { name: 'Entries' }).locator('.MuiDataGrid-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      for (const text of await rows.allInnerTexts()) {
        expect(text).toContain('Dana Whitaker');
        // The record by its name, not its id.
        expect(text).toContain('User: Tyler Brooks');
        expect(text).not.toContain(trainee.id);
      }
      // Newest first: the ban, then the role change; values in words, roles by their names.
      expect(await rows.nth(0).locator('ins').allTextContents()).toContain('to Yes');
      expect(await rows.nth(1).locator('ins').first().textContent()).toBe('to Instructor, Trainee');
      expect(await rows.nth(1).locator('del').first().textContent()).toBe(
        'from Sync Check Admin, Trainee',
      );

      // A bookmarked address names the chosen account.
      await page.reload();
      await page.getByRole('status').getByText('Showing 1–2 of 2 entries, newest first.').waitFor();
      await eventually(async () => expect(await picker.inputValue()).toBe('Dana Whitaker'));
      await expectAccessible(page, 'audit-log-by-user', 1280);

      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await waitForPath(page, '/admin/audit-log');
      await page.getByRole('status').getByText('Showing 1–3 of 3 entries, newest first.').waitFor();
      expect(problems).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'users-debug-audit');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('at phone width', () => {
  it('shows users as cards and the audit filters without horizontal scrolling', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/users`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page
        .getByRole('status')
        .getByText(/Showing 1–\d of \d users/)
        .waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      const cards = page.getByRole('list', { name: 'All users' }).locator('> li');
      expect(await cards.count()).toBe(4);
      await cards.filter({ hasText: 'Tyler Brooks' }).getByText('Disabled').waitFor();
      await expectAccessible(page, 'users', 390);

      await cards
        .filter({ hasText: 'Tyler Brooks' })
        .getByRole('button', { name: 'Edit roles of Tyler Brooks' })
        .click();
      await page.getByRole('dialog', { name: 'Edit roles of Tyler Brooks' }).waitFor();
      await dialogSettled(page);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'users-edit-roles-390', false);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${server.url}/admin/audit-log?user=${admin.id}`);
      await page.getByRole('status').getByText('Showing 1–2 of 2 entries, newest first.').waitFor();
      await expectAccessible(page, 'audit-log-by-user', 390);
    } catch (error) {
      await saveScreenshot(page, 'users-debug-390');
      throw error;
    } finally {
      await context.close();
    }
  });
});
