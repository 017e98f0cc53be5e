// Issue 4's acceptance scenario in a real browser: staff open a student's details, record a
// package purchase paid by check, refund part of it, transfer minutes to a sibling, and watch the
// balances and the ledger's log follow. Also: a stale ledger version is caught and reloaded, the
// filters and CSV export, what each role may do, and axe at desktop and phone widths.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let regional: TestAccount;
let trainee: TestAccount;
let adminCookie: string;
let anna: string;
let ben: string;

async function api<T = Record<string, any>>(query: string, variables: Record<string, unknown>) {
  const result = await graphql<T>(server, { query, variables }, adminCookie);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const ADD_STUDENT = `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id } }`;
const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`;

async function product(name: string, type: string, components?: unknown[]): Promise<string> {
  const data = await api(CREATE_PRODUCT, { input: { name, type, components } });
  return data['createProduct'].id as string;
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const { context } = await openPage(browser);
  adminCookie = await signInContext(server, context, admin);
  await context.close();

  anna = (await api(ADD_STUDENT, { input: { name: 'Anna Lee', email: 'anna.lee@example.com' } }))[
    'addStudent'
  ].id as string;
  ben = (await api(ADD_STUDENT, { input: { name: 'Ben Lee', parentName: 'Grace Lee' } }))[
    'addStudent'
  ].id as string;
  const driving = await product('Driving minutes', 'drivingMinute');
  const observing = await product('Observation minutes', 'observationMinute');
  const fee = await product('Registration fee', 'fee');
  await product('Teen package', 'package', [
    { productId: driving, quantity: 360 },
    { productId: observing, quantity: 360 },
    { productId: fee, quantity: 1 },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ledgerUrl = (studentId: string) => `${server.url}/admin/students/${studentId}?tab=ledger`;
const snackbar = (page: Page, text: string) => page.getByTestId('snackbars').getByText(text);
const figure = (page: Page, label: string) =>
  page.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function openLedger(page: Page, studentId: string) {
  await page.goto(ledgerUrl(studentId));
  await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
}

async function expectFigures(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect.poll(() => figure(page, label).first().textContent()).toBe(value);
  }
}

async function expectAccessible(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

describe('the ledger tab for an Admin', () => {
  it('records a package purchase by check, refunds part, transfers minutes to a sibling', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/students/${anna}`);
      await page.getByRole('tab', { name: 'Ledger', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      await page.getByRole('status').getByText('No entries yet.').waitFor();
      await expectFigures(page, { Funds: '$0', Driving: '0 min', Observation: '0 min' });
      await expectAccessible(page, 'ledger-empty', VIEWPORTS.desktop.width);

      // The purchase: Teen package × 1, $899 by check 1042. A double click records it once.
      await page.getByRole('button', { name: 'Record purchase' }).click();
      const purchase = page.getByRole('dialog', { name: 'Record a purchase' });
      await purchase.getByLabel('Product or package').selectOption({ label: 'Teen package' });
      await purchase.getByText(/Holds Driving minutes 6 h, Observation minutes 6 h/).waitFor();
      await purchase.getByLabel('Price paid').fill('899');
      await purchase.getByLabel('Payment method').selectOption({ label: 'Check' });
      await purchase.getByLabel('Payment reference (optional)').fill('check 1042');
      await expectAccessible(page, 'ledger-purchase-dialog', VIEWPORTS.desktop.width);
      await purchase.getByRole('button', { name: 'Record purchase' }).dblclick();
      await snackbar(page, 'Purchase recorded.').first().waitFor();
      await purchase.waitFor({ state: 'hidden' });
      await page.getByRole('status').getByText('Showing 1–1 of 1 entry, newest first.').waitFor();
      await expectFigures(page, {
        Funds: '$899',
        Driving: '6 h',
        Observation: '6 h',
        Fees: '1',
        'Paid in': '$899',
      });
      const entries = page.getByRole('table', { name: 'Entries' });
      await entries.getByText('Check (check 1042)').waitFor();
      await entries.getByText('Teen package × 1').waitFor();

      // A refund above what was paid is refused before it is sent, with the limit in dollars.
      await entries.getByRole('button', { name: /^Refund the purchase of/ }).click();
      const refund = page.getByRole('dialog', { name: 'Refund a purchase' });
      await refund.getByText(/Up to \$899 can still be refunded/).waitFor();
      await refund.getByLabel('Amount to refund').fill('1000');
      await refund.getByRole('button', { name: 'Record refund' }).click();
      await refund.getByText('At most $899 of this purchase can be refunded.').waitFor();
      // Part of it: $200 and the registration fee back.
      await refund.getByLabel('Amount to refund').fill('200');
      await refund.getByLabel('Registration fee to take back').fill('1');
      await refund.getByRole('button', { name: 'Record refund' }).click();
      await snackbar(page, 'Refund of $200 recorded.').waitFor();
      await page.getByRole('status').getByText('Showing 1–2 of 2 entries, newest first.').waitFor();
      await expectFigures(page, { Funds: '$699', Driving: '6 h', Refunded: '$200', Net: '+$699' });
      expect(await page.getByRole('cell', { name: 'Registration fee', exact: true }).count()).toBe(
        0,
      );

      // Someone else writes to the ledger while the transfer dialog is open: the send is refused
      // as out of date, the tab reloads, and sending again works.
      await page.getByRole('button', { name: 'Transfer products' }).click();
      const transfer = page.getByRole('dialog', { name: 'Transfer products to another student' });
      await transfer.getByRole('combobox', { name: 'Student who receives them' }).fill('Ben');
      await page.getByRole('option', { name: /Ben Lee/ }).click();
      await transfer.getByLabel('Driving minutes to transfer').fill('120');
      await transfer.getByText('In minutes: 2 h. Up to 360 (6 h).').waitFor();
      await api(`mutation ($input: ChargeInput!) { charge(input: $input) { replayed } }`, {
        input: {
          idempotencyKey: 'front-desk-late-fee',
          studentId: anna,
          amountCents: 2500,
          paymentMethod: 'cash',
          note: 'Late cancellation fee',
        },
      });
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await transfer
        .getByRole('alert')
        .getByText('The ledger changed since you opened it — reloaded.')
        .waitFor();
      await expectFigures(page, { Funds: '$724' });
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await snackbar(page, 'Products transferred to Ben Lee.').waitFor();
      await page.getByRole('status').getByText('Showing 1–4 of 4 entries, newest first.').waitFor();
      await expectFigures(page, { Funds: '$724', Driving: '4 h', Observation: '6 h' });
      const transferRow = entries.getByRole('row', { name: /Products transferred/ });
      await transferRow.getByText('To Ben Lee').waitFor();
      await transferRow.getByText('Outgoing transfer').waitFor();
      await transferRow.getByText('Driving minutes −2 h').waitFor();
      await transferRow.getByText('Driving 4 h').waitFor();
      await expectAccessible(page, 'ledger-after-transfer', VIEWPORTS.desktop.width);

      // Filters live in the address; totals follow the filtered set.
      await page.getByRole('button', { name: 'Auto', exact: true }).click();
      await page.getByRole('status').getByText('No entries match these filters.').waitFor();
      expect(new URL(page.url()).searchParams.get('ledgerFilter')).toBe('Auto');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('ledger');
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.getByLabel('Log type').selectOption({ label: 'Refund' });
      await page.getByRole('status').getByText('Showing 1–1 of 1 entry, newest first.').waitFor();
      await expectFigures(page, { 'Paid in': '$0', Refunded: '$200', Net: '−$200' });

      // CSV of what the filter shows.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ledger-anna-lee-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Date,Entry,Log type,Origin,By,Products,/);
      expect(lines[1]).toContain(',Refund,Refund,Manual,Dana Whitaker,Registration fee −1,');
      expect(lines[1]).toContain(',-200.00,699.00,');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the sibling the minutes received, from whom', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, admin);
      await openLedger(page, ben);
      await expectFigures(page, { Funds: '$0', Driving: '2 h', Observation: '0 min' });
      const row = page.getByRole('table', { name: 'Entries' }).getByRole('row', {
        name: /Products transferred/,
      });
      await row.getByText('From Anna Lee').waitFor();
      await row.getByText('Incoming transfer').waitFor();

      // The change log tells the same story in a line.
      await page.getByRole('tab', { name: 'Change log', exact: true }).click();
      await page
        .getByRole('list', { name: 'Change log' })
        .getByText('Products transferred: Driving minutes +2 h')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('voids the refund and the voided entry can no longer be voided', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, admin);
      await openLedger(page, anna);
      const entries = page.getByRole('table', { name: 'Entries' });
      await entries.getByRole('button', { name: /^Void the refund of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Void this refund?' });
      await dialog.getByRole('button', { name: 'Void refund' }).click();
      await snackbar(page, 'Refund voided.').waitFor();
      await expectFigures(page, { Funds: '$924', Fees: '1' });
      await entries
        .getByRole('row', { name: /^.*Refund\b.*Voided/ })
        .first()
        .waitFor();
      expect(await entries.getByRole('button', { name: /^Void the refund of/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('corrections and account transfers', () => {
  it('corrects a purchase’s amount, then moves the whole account to another record', async () => {
    const cara = (await api(ADD_STUDENT, { input: { name: 'Cara Moss' } }))['addStudent']
      .id as string;
    await api(ADD_STUDENT, { input: { name: 'Cara Moss-Ortiz', email: 'cara.mo@example.com' } });
    const products = await api(
      `{ products(filter: { type: drivingMinute }) { edges { node { id } } } }`,
      {},
    );
    await api(`mutation ($input: PurchaseInput!) { purchase(input: $input) { replayed } }`, {
      input: {
        idempotencyKey: 'cara-first-purchase',
        studentId: cara,
        items: [{ productId: products['products'].edges[0].node.id, quantity: 120 }],
        paymentMethod: 'cash',
        amountCents: 12000,
        expiresAt: new Date(Date.now() + 200 * 86_400_000).toISOString(),
      },
    });
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, admin);
      await openLedger(page, cara);
      await expectFigures(page, { Funds: '$120', Driving: '2 h' });

      const entries = page.getByRole('table', { name: 'Entries' });
      await entries.getByRole('button', { name: /^Correct the purchase of/ }).click();
      const correct = page.getByRole('dialog', { name: 'Correct this purchase' });
      await correct.getByLabel('Amount paid in total').fill('150');
      await correct.getByRole('button', { name: 'Save correction' }).click();
      await snackbar(page, 'Purchase corrected.').waitFor();
      await expectFigures(page, { Funds: '$150' });
      await entries.getByRole('row', { name: /Purchase edited/ }).waitFor();

      await page.getByRole('button', { name: 'Transfer account' }).click();
      const transfer = page.getByRole('dialog', { name: 'Transfer the whole account' });
      await transfer.getByText(/Driving minutes 2 h, \$150 of funds/).waitFor();
      await transfer
        .getByRole('combobox', { name: 'Student who receives the account' })
        .fill('Moss-Ortiz');
      await page.getByRole('option', { name: /Cara Moss-Ortiz/ }).click();
      await transfer.getByRole('button', { name: 'Transfer account' }).click();
      await snackbar(page, 'Account transferred to Cara Moss-Ortiz.').waitFor();
      await expectFigures(page, { Funds: '$0', Driving: '0 min' });

      await page.getByRole('tab', { name: 'Change log', exact: true }).click();
      const log = page.getByRole('list', { name: 'Change log' });
      await log.getByText('Account transferred: Driving minutes −2 h; $150 paid back').waitFor();
      await log.getByText('Purchase edited: $30 paid in', { exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the ledger tab by role and at phone width', () => {
  it('lets a Regional manager record purchases but not move money back', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, regional);
      await openLedger(page, anna);
      await page.getByRole('button', { name: 'Record purchase' }).waitFor();
      expect(await page.getByRole('button', { name: 'Record charge' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Transfer products' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Refund the purchase/ }).count()).toBe(0);
      expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a Trainee the ledger without any money action', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, trainee);
      await openLedger(page, anna);
      await page
        .getByRole('status')
        .getByText(/Showing 1–5 of 5 entries/)
        .waitFor();
      expect(
        await page.getByRole('toolbar', { name: 'Ledger actions' }).getByRole('button').count(),
      ).toBe(0);
      expect(await page.getByRole('button', { name: 'Export CSV' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows cards and full-screen dialogs at 390 px, without axe violations', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, admin);
      await openLedger(page, anna);
      await page
        .getByRole('status')
        .getByText(/Showing 1–5 of 5 entries/)
        .waitFor();
      expect(await page.getByRole('table', { name: 'Entries' }).count()).toBe(0);
      expect(await page.getByRole('list', { name: 'Entries' }).getByRole('listitem').count()).toBe(
        5,
      );
      await expectAccessible(page, 'ledger', VIEWPORTS.mobile.width);

      await page.getByRole('button', { name: 'Transfer products' }).click();
      await page.getByRole('dialog', { name: 'Transfer products to another student' }).waitFor();
      await expectAccessible(page, 'ledger-transfer-dialog', VIEWPORTS.mobile.width);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // Focus goes back to the button that opened the dialog.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Transfer products',
      );
    } finally {
      await context.close();
    }
  });
});
