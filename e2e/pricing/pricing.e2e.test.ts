// The pricing screens: an Admin creates a price scheme with a product price, then a fragment
// applied to it, watches the live preview, and finds the effective price on the schemes list; a
// Trainee only reads. Axe (WCAG 2.2 AA) on both pages and dialogs at desktop and phone widths;
// screenshots in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let trainee: TestAccount;
let cookie: string;

async function createProduct(name: string, type: string): Promise<string> {
  const result = await graphql<{ createProduct: { id: string } }>(
    server,
    {
      query: `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      variables: { input: { name, type } },
    },
    cookie,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createProduct.id;
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  await createProduct('2-hour lesson', 'course');
  await createProduct('Road test', 'fee');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);
const cellsOf = async (page: Page, table: string, product: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();

describe('pricing for an Admin', () => {
  it('creates a price scheme with a product price', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Price schemes' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Price schemes' }).waitFor();
      await page.getByRole('status').getByText('No price schemes yet.').waitFor();

      await page.getByRole('button', { name: 'New price scheme' }).click();
      const dialog = page.getByRole('dialog', { name: 'New price scheme' });
      await dialog.getByRole('button', { name: 'Create price scheme' }).click();
      await dialog.getByText('Name is required.').waitFor();
      await dialog.getByText('The canonical price Enter an amount.').waitFor();

      await dialog.getByRole('textbox', { name: 'Name' }).fill('Bay Area standard');
      await dialog.getByRole('textbox', { name: 'Canonical price per hour' }).fill('99');
      await dialog.getByRole('textbox', { name: '2-hour lesson (Course)' }).fill('199');
      await dialog.getByRole('textbox', { name: 'Road test (Fee)' }).fill('-5');
      await dialog.getByRole('button', { name: 'Create price scheme' }).click();
      await dialog.getByText('The price The amount cannot be negative.').waitFor();
      // Blank: the road test is not sold in this scheme.
      await dialog.getByRole('textbox', { name: 'Road test (Fee)' }).fill('');
      await saveScreenshot(page, 'price-scheme-dialog-1280', false);
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create price scheme' }).click();
      await snackbar(page, 'Bay Area standard was created.').waitFor();

      await page
        .getByRole('region', { name: 'Bay Area standard' })
        .getByText('Canonical price $99/hour')
        .waitFor();
      await eventually(async () =>
        expect(await cellsOf(page, 'Prices in Bay Area standard', '2-hour lesson')).toEqual([
          '$199',
          '$199',
        ]),
      );
      expect(
        await page
          .getByRole('table', { name: 'Prices in Bay Area standard' })
          .getByText('Road test')
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('creates a fragment with a live preview, and the scheme shows the effective price', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/price-scheme-fragments`);
      await page.getByRole('heading', { level: 1, name: 'Price scheme fragments' }).waitFor();
      await page.getByRole('status').getByText('No fragments found.').waitFor();

      await page.getByRole('button', { name: 'New fragment' }).click();
      const dialog = page.getByRole('dialog', { name: 'New price scheme fragment' });
      await dialog.getByText('Choose the price schemes this fragment applies to').waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring sale');
      await dialog.getByRole('checkbox', { name: 'Bay Area standard' }).check();
      // Before any product price, the preview shows today's prices unchanged.
      await eventually(async () =>
        expect(await cellsOf(page, 'Preview for Bay Area standard', '2-hour lesson')).toEqual([
          '$199',
          '$199',
        ]),
      );
      await dialog.getByRole('button', { name: 'Add a product price' }).click();
      await dialog
        .getByRole('combobox', { name: 'Product 1' })
        .selectOption({ label: '2-hour lesson' });
      await dialog
        .getByRole('combobox', { name: 'Algorithm 1' })
        .selectOption({ label: 'Percent off' });
      await dialog.getByRole('textbox', { name: 'Percent off 1' }).fill('10');
      await eventually(async () =>
        expect(await cellsOf(page, 'Preview for Bay Area standard', '2-hour lesson')).toEqual([
          '$199',
          '$179.1',
        ]),
      );
      // Charm pricing: up to whole dollars ending in 9.
      await dialog.getByRole('combobox', { name: 'Rounding 1' }).selectOption('digit');
      await dialog.getByRole('combobox', { name: 'Last dollar digit 1' }).selectOption('9');
      await eventually(async () =>
        expect(await cellsOf(page, 'Preview for Bay Area standard', '2-hour lesson')).toEqual([
          '$199',
          '$189',
        ]),
      );
      await saveScreenshot(page, 'fragment-dialog-1280', false);
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create fragment' }).click();
      await snackbar(page, 'Spring sale was created.').waitFor();

      const row = page
        .getByRole('table', { name: 'Fragments by name' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Spring sale' }) });
      await eventually(async () =>
        expect(await row.getByRole('cell').allInnerTexts()).toEqual([
          'Bay Area standard',
          '2-hour lesson: 10% off, up to whole dollars ending in 9',
          'Edit\nDelete',
        ]),
      );

      await page
        .getByRole('main')
        .getByRole('link', { name: 'price schemes', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Price schemes' }).waitFor();
      await eventually(async () =>
        expect(await cellsOf(page, 'Prices in Bay Area standard', '2-hour lesson')).toEqual([
          '$199',
          '$189\nafter Spring sale',
        ]),
      );
    } finally {
      await context.close();
    }
  });
});

describe('pricing for a Trainee', () => {
  it('reads schemes and fragments without any write control', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, trainee);
      for (const path of ['/admin/price-schemes', '/admin/price-scheme-fragments']) {
        await page.goto(`${server.url}${path}`);
        await page
          .getByText(/Bay Area standard/)
          .first()
          .waitFor();
        const main = page.getByRole('main');
        expect(await main.getByRole('button', { name: /New|Edit|Delete/ }).count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});

for (const viewport of Object.values(VIEWPORTS)) {
  it(`has no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/price-schemes`);
      await page.getByRole('status').getByText('1 price scheme, by name.').waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await findAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `price-schemes-${viewport.width}`);
      await page.getByRole('button', { name: 'Edit Bay Area standard' }).click();
      await page.getByRole('dialog', { name: 'Edit Bay Area standard' }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `price-scheme-edit-${viewport.width}`, false);

      await page.goto(`${server.url}/admin/price-scheme-fragments`);
      await page.getByRole('status').getByText('Showing 1–1 of 1 fragment.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `price-scheme-fragments-${viewport.width}`);
      await page.getByRole('button', { name: 'Edit Spring sale' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Spring sale' });
      await eventually(async () =>
        expect(await cellsOf(page, 'Preview for Bay Area standard', '2-hour lesson')).toEqual([
          '$189',
          '$189',
        ]),
      );
      await dialog.waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `fragment-edit-${viewport.width}`, false);
    } finally {
      await context.close();
    }
  });
}
