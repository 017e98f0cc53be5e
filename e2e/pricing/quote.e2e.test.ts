// The quote's acceptance scenario: an Admin creates a price scheme with a per-minute price and a
// fragment applied to it, gives the scheme to a super region and draws a region, all through the
// screens; then the Quote screen prices a point inside the region at the fragment's price, and
// the regions map paints the region by its price. Axe (WCAG 2.2 AA) on the quote page at desktop
// and phone widths; screenshots in test-results/.
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
let cookie: string;
/** A point inside the drawn region: the mean of its corners. */
let inside: { latitude: number; longitude: number };

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  const product = await graphql(
    server,
    {
      query: `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      variables: { input: { name: 'Driving minute', type: 'drivingMinute' } },
    },
    cookie,
  );
  expect(product.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);

describe('a quote for a new region, set up through the screens', () => {
  it('creates the scheme, the fragment, the super region and the region, then quotes', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);

      // Price scheme: $1.50 a driving minute.
      await page.goto(`${server.url}/admin/price-schemes`);
      await page.getByRole('button', { name: 'New price scheme' }).click();
      const schemeDialog = page.getByRole('dialog', { name: 'New price scheme' });
      await schemeDialog.getByRole('textbox', { name: 'Name' }).fill('Bay Area standard');
      await schemeDialog.getByRole('textbox', { name: 'Canonical price per hour' }).fill('90');
      await schemeDialog.getByRole('textbox', { name: /^Driving minute/ }).fill('1.50');
      await schemeDialog.getByRole('button', { name: 'Create price scheme' }).click();
      await snackbar(page, 'Bay Area standard was created.').waitFor();

      // Fragment: 10 % off the driving minute → $1.35.
      await page.goto(`${server.url}/admin/price-scheme-fragments`);
      await page.getByRole('button', { name: 'New fragment' }).click();
      const fragmentDialog = page.getByRole('dialog', { name: 'New price scheme fragment' });
      await fragmentDialog.getByRole('textbox', { name: 'Name' }).fill('Spring sale');
      await fragmentDialog.getByRole('checkbox', { name: 'Bay Area standard' }).check();
      await fragmentDialog.getByRole('button', { name: 'Add a product price' }).click();
      await fragmentDialog
        .getByRole('combobox', { name: 'Product 1' })
        .selectOption({ label: 'Driving minute' });
      await fragmentDialog
        .getByRole('combobox', { name: 'Algorithm 1' })
        .selectOption({ label: 'Percent off' });
      await fragmentDialog.getByRole('textbox', { name: 'Percent off 1' }).fill('10');
      await fragmentDialog.getByRole('button', { name: 'Create fragment' }).click();
      await snackbar(page, 'Spring sale was created.').waitFor();

      // Super region selling at the scheme.
      await page.goto(`${server.url}/admin/super-regions`);
      await page.getByRole('button', { name: 'New super region' }).click();
      const superDialog = page.getByRole('dialog', { name: 'New super region' });
      await superDialog.getByRole('textbox', { name: 'Name' }).fill('Bay Area');
      await superDialog.getByRole('combobox', { name: 'State' }).selectOption('CA');
      await superDialog.getByRole('button', { name: 'Create super region' }).click();
      await snackbar(page, 'Bay Area was saved.').waitFor();
      await page
        .getByRole('combobox', { name: 'Price scheme of Bay Area' })
        .selectOption({ label: 'Bay Area standard' });
      await snackbar(page, 'Bay Area now sells at Bay Area standard.').waitFor();

      // A region drawn on the map.
      await page.goto(`${server.url}/admin/regions`);
      await page.locator('[data-map-ready="true"][data-region-count="0"]').waitFor();
      await page.getByRole('button', { name: 'Draw a region' }).click();
      const panel = page.getByRole('form', { name: 'Draw a region' });
      const map = page.getByRole('region', { name: /^Regions map/ });
      const box = (await map.boundingBox())!;
      for (const [x, y] of [
        [0.35, 0.35],
        [0.6, 0.3],
        [0.65, 0.65],
        [0.3, 0.6],
      ] as const) {
        await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      }
      await panel.getByText('4 corners. Ready to save.').waitFor();
      await panel.getByRole('textbox', { name: 'Region name' }).fill('Oakland');
      await panel
        .getByRole('combobox', { name: 'Super region' })
        .selectOption({ label: 'Bay Area (CA)' });
      await panel.getByRole('button', { name: 'Save region' }).click();
      await snackbar(page, 'Oakland was saved.').waitFor();
      await page.locator('[data-map-ready="true"][data-region-count="1"]').waitFor();

      // The map paints the region in its price colour (not the grey of "no price").
      await page.mouse.move(0, 0);
      await eventually(async () => {
        const row = page
          .getByRole('table', { name: 'All regions' })
          .getByRole('row')
          .filter({ hasText: 'Oakland' });
        expect(await row.getByRole('cell').nth(3).innerText()).toContain('$1.35');
      });
      await saveScreenshot(page, 'quote-regions-map-1280');

      const geo = await graphql(server, { query: '{ regionsGeoJson }' }, cookie);
      const ring = geo.data!['regionsGeoJson'].features[0].geometry.coordinates[0] as number[][];
      const corners = ring.slice(0, -1);
      inside = {
        longitude: corners.reduce((sum, c) => sum + c[0]!, 0) / corners.length,
        latitude: corners.reduce((sum, c) => sum + c[1]!, 0) / corners.length,
      };

      // The quote: 60 minutes at the point → $1.5 → Spring sale $1.35 → × 60 = $81.
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Quote' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Quote' }).waitFor();
      await page.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option', { name: 'Driving minute' }).click();
      await page.getByRole('radio', { name: 'Latitude and longitude' }).check();
      await page.getByRole('textbox', { name: 'Latitude' }).fill(String(inside.latitude));
      await page.getByRole('textbox', { name: 'Longitude' }).fill(String(inside.longitude));
      await page.getByRole('textbox', { name: 'Quantity' }).fill('60');
      await page.getByRole('button', { name: 'Get quote' }).click();
      const breakdown = page.getByRole('table', { name: 'Quote breakdown' });
      await breakdown.waitFor();
      const rows = await breakdown.getByRole('row').allInnerTexts();
      expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        'Step Detail Price',
        'Region Oakland',
        'Super region Bay Area',
        'Price scheme Bay Area standard $1.5',
        'Fragment Spring sale (Percent off): $1.5 → $1.35 $1.35',
        'Quantity $1.35 × 60 $81',
        'Total $81',
      ]);
      await saveScreenshot(page, 'quote-1280');
    } finally {
      await context.close();
    }
  });

  it('names the bad fields under them', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/quote`);
      await page.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option', { name: 'Driving minute' }).click();
      await page.getByRole('textbox', { name: 'Pickup ZIP code' }).fill('00000');
      await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('NOPE');
      await page.getByRole('button', { name: 'Get quote' }).click();
      await page.getByText('Is not a known US ZIP code.').waitFor();
      // ZIP 10001 (New York) is far from the drawn region: not served.
      await page.getByRole('textbox', { name: 'Pickup ZIP code' }).fill('10001');
      await page.getByRole('textbox', { name: 'Coupon code (optional)' }).fill('');
      await page.getByRole('button', { name: 'Get quote' }).click();
      await page.getByText('Not served: the pickup point is outside every region.').waitFor();
    } finally {
      await context.close();
    }
  });
});

for (const viewport of Object.values(VIEWPORTS)) {
  it(`the quote page has no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/quote`);
      await page.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option', { name: 'Driving minute' }).click();
      await page.getByRole('radio', { name: 'Latitude and longitude' }).check();
      await page.getByRole('textbox', { name: 'Latitude' }).fill(String(inside.latitude));
      await page.getByRole('textbox', { name: 'Longitude' }).fill(String(inside.longitude));
      await page.getByRole('button', { name: 'Get quote' }).click();
      await page.getByRole('table', { name: 'Quote breakdown' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await findAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreenshot(page, `quote-page-${viewport.width}`);
    } finally {
      await context.close();
    }
  });
}
