// Places screens: an Admin creates a super region and gives it a price scheme, draws a region by
// clicking its corners on the map, then finds it in the table and on the map; state configs and
// meeting points are added through their dialogs. Axe (WCAG 2.2 AA) on every page at desktop and
// phone widths; screenshots in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSchemes } from '../../src/server/modules/pricing/pricing.tables.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
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

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let manager: TestAccount;
let cookie: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  manager = await createDemoAccount(server, 'regional@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  await server.platform.db.db
    .insert(priceSchemes)
    .values([{ name: 'Standard' }, { name: 'Premium' }]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);

const mapOf = (page: Page) => page.getByRole('region', { name: /^Regions map/ });

async function waitForMap(page: Page, regionCount: number) {
  await page.locator(`[data-map-ready="true"][data-region-count="${regionCount}"]`).waitFor();
}

describe('places for an Admin', () => {
  it('creates a super region and gives it a price scheme', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Super regions' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Super regions' }).waitFor();
      await page.getByRole('button', { name: 'New super region' }).click();
      const dialog = page.getByRole('dialog', { name: 'New super region' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Denver Metro');
      await dialog.getByRole('textbox', { name: 'Slack channel id' }).fill('#denver');
      await dialog.getByRole('button', { name: 'Create super region' }).click();
      await dialog.getByText('State must be a US state.').waitFor();
      await dialog.getByText(/The channel id must be a Slack channel id/).waitFor();
      await dialog.getByRole('combobox', { name: 'State' }).selectOption('CO');
      await dialog.getByRole('textbox', { name: 'Slack channel id' }).fill('C024BE91L');
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create super region' }).click();
      await snackbar(page, 'Denver Metro was saved.').waitFor();

      const scheme = page.getByRole('combobox', { name: 'Price scheme of Denver Metro' });
      // The list is fetched again after the save: wait for the new row.
      await eventually(async () =>
        expect(await scheme.locator('option').allInnerTexts()).toEqual([
          'No price scheme',
          'Premium',
          'Standard',
        ]),
      );
      await scheme.selectOption({ label: 'Standard' });
      await snackbar(page, 'Denver Metro now sells at Standard.').waitFor();
      const schemes = await graphql(
        server,
        { query: '{ regionSchemes { superRegion { name } priceScheme { name } } }' },
        cookie,
      );
      expect(schemes.data!['regionSchemes']).toEqual([
        { superRegion: { name: 'Denver Metro' }, priceScheme: { name: 'Standard' } },
      ]);
    } finally {
      await context.close();
    }
  });

  it('draws a region by clicking on the map, then finds it in the table and on the map', async () => {
    const { context, page } = await openPage(browser);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/regions`);
      await page.getByRole('heading', { level: 1, name: 'Regions' }).waitFor();
      await page.getByRole('status').getByText('No regions yet.').waitFor();
      await waitForMap(page, 0);

      await page.getByRole('button', { name: 'Draw a region' }).click();
      const panel = page.getByRole('form', { name: 'Draw a region' });
      const map = mapOf(page);
      const box = (await map.boundingBox())!;
      const at = (x: number, y: number) =>
        page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await at(0.35, 0.35);
      await at(0.6, 0.3);
      await panel.getByText(/2 corners\. Click at least 1 more/).waitFor();
      await at(0.65, 0.65);
      await at(0.3, 0.6);
      await panel.getByText('4 corners. Ready to save.').waitFor();
      await panel.getByRole('textbox', { name: 'Region name' }).fill('Downtown');
      await panel
        .getByRole('combobox', { name: 'Super region' })
        .selectOption({ label: 'Denver Metro (CO)' });
      await saveScreenshot(page, 'regions-drawing-1280', false);
      await panel.getByRole('button', { name: 'Save region' }).click();
      await snackbar(page, 'Downtown was saved.').waitFor();

      const row = page
        .getByRole('table', { name: 'All regions' })
        .getByRole('row')
        .filter({ hasText: 'Downtown' });
      await eventually(async () =>
        expect(await row.getByRole('cell').allInnerTexts()).toEqual([
          'Downtown',
          'Denver Metro',
          'CO',
          'Not priced',
          'Delete',
        ]),
      );
      await waitForMap(page, 1);
      await page.getByRole('status').getByText('Showing 1–1 of 1 regions.').waitFor();

      // Saved as a closed polygon of the four corners clicked.
      const geo = await graphql(server, { query: '{ regionsGeoJson }' }, cookie);
      const feature = geo.data!['regionsGeoJson'].features[0];
      expect(feature.properties).toMatchObject({
        name: 'Downtown',
        superRegion: 'Denver Metro',
        state: 'CO',
      });
      const ring = feature.geometry.coordinates[0] as number[][];
      expect(ring).toHaveLength(5);
      expect(ring[4]).toEqual(ring[0]);

      // The region is painted: inside it the grey of "no price" over the background, outside
      // the plain background.
      await page.mouse.move(0, 0);
      const png = (await map.screenshot()).toString('base64');
      const [inside, outside] = await page.evaluate(async (data) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context2d = canvas.getContext('2d', { willReadFrequently: true })!;
        context2d.drawImage(image, 0, 0);
        const pixel = (x: number, y: number) => [
          ...context2d.getImageData(Math.round(image.width * x), Math.round(image.height * y), 1, 1)
            .data,
        ];
        return [pixel(0.48, 0.48), pixel(0.1, 0.9)];
      }, png);
      expect(outside.slice(0, 3)).toEqual([0xee, 0xf2, 0xf5]);
      expect(inside[0]).toBeLessThan(215);
      expect(Math.max(...inside.slice(0, 3)) - Math.min(...inside.slice(0, 3))).toBeLessThan(12);
      await saveScreenshot(page, 'regions-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      // Software WebGL reports each read-back of the canvas (the screenshots) as a slow path.
      expect(problems.filter((problem) => !problem.includes('GL Driver Message'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds a state config with its late-cancellation policy', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/state-configs`);
      await page.getByRole('heading', { level: 1, name: 'State configs' }).waitFor();
      await page.getByRole('button', { name: 'New state config' }).click();
      const dialog = page.getByRole('dialog', { name: 'New state config' });
      await dialog.getByRole('combobox', { name: 'State' }).selectOption('TX');
      expect(await dialog.getByRole('textbox', { name: 'Long name' }).inputValue()).toBe('Texas');
      await dialog.getByRole('checkbox', { name: 'Meeting points' }).check();
      await dialog.getByRole('textbox', { name: 'Late-cancellation window (hours)' }).fill('24');
      await dialog.getByRole('textbox', { name: 'Late-cancellation fee ($)' }).fill('-5');
      await dialog.getByRole('button', { name: 'Create state config' }).click();
      await dialog.getByText('The amount cannot be negative.').waitFor();
      await dialog.getByRole('textbox', { name: 'Late-cancellation fee ($)' }).fill('35');
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create state config' }).click();
      await snackbar(page, 'Texas was created.').waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Texas' });
      await eventually(async () =>
        expect(await row.getByRole('cell').allInnerTexts()).toEqual([
          'TX',
          'Texas',
          'Meeting points',
          'Within 24 h; fee $35',
          '—',
          'Edit',
        ]),
      );
    } finally {
      await context.close();
    }
  });
});

describe('parking hubs for an Admin', () => {
  it('adds a parking hub to a super region', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/parking-hubs`);
      await page.getByRole('heading', { level: 1, name: 'Parking hubs' }).waitFor();
      await page.getByRole('button', { name: 'New parking hub' }).click();
      const dialog = page.getByRole('dialog', { name: 'New parking hub' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('RiNo lot');
      await dialog.getByRole('textbox', { name: 'Address' }).fill('3500 Walnut St, Denver, CO');
      await dialog.getByRole('textbox', { name: 'Latitude' }).fill('39.77');
      await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-200');
      await dialog.getByRole('button', { name: 'Create parking hub' }).click();
      await dialog.getByText('Longitude must be a number between -180 and 180.').waitFor();
      await dialog.getByText('Super region is required.').waitFor();
      await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-104.97');
      await dialog
        .getByRole('combobox', { name: 'Super region' })
        .selectOption({ label: 'Denver Metro (CO)' });
      await dialog.getByRole('button', { name: 'Create parking hub' }).click();
      await snackbar(page, 'RiNo lot was saved.').waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'RiNo lot' })
        .getByText('Denver Metro (CO) · 39.77, -104.97')
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('meeting points for a regional manager', () => {
  it('adds a meeting point to a state and lists it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, manager);
      await page.goto(`${server.url}/admin/meeting-points`);
      await page.getByRole('heading', { level: 1, name: 'Meeting points' }).waitFor();
      await page.getByRole('combobox', { name: 'State' }).selectOption('CO');
      await waitForPath(page, '/admin/meeting-points?state=CO');
      await page.getByRole('button', { name: 'New meeting point' }).click();
      const dialog = page.getByRole('dialog', { name: 'New meeting point in CO' });
      await dialog.getByRole('textbox', { name: 'Label' }).fill('Union Station');
      await dialog
        .getByRole('textbox', { name: 'Address' })
        .fill('1701 Wynkoop St, Denver, CO 80202');
      await dialog.getByRole('checkbox', { name: 'RoadTest', exact: true }).check();
      await dialog.getByRole('textbox', { name: 'Latitude' }).fill('39.7527');
      await dialog.getByRole('button', { name: 'Create meeting point' }).click();
      await dialog.getByText('Longitude give both latitude and longitude, or neither.').waitFor();
      await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-105.0001');
      await dialog.getByRole('button', { name: 'Create meeting point' }).click();
      await snackbar(page, 'Union Station was saved.').waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Union Station' });
      await card.getByText('Not for: RoadTest').waitFor();
      // A regional manager manages meeting points but not regions.
      await page.goto(`${server.url}/admin/regions`);
      await waitForMap(page, 1);
      expect(await page.getByRole('button', { name: 'Draw a region' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

const PAGES = [
  { path: '/admin/regions', ready: (page: Page) => waitForMap(page, 1) },
  {
    path: '/admin/super-regions',
    ready: (page: Page) => page.getByRole('heading', { name: 'Denver Metro (CO)' }).waitFor(),
  },
  {
    path: '/admin/state-configs',
    ready: (page: Page) => page.getByText('Texas').first().waitFor(),
  },
  {
    path: '/admin/meeting-points?state=CO',
    ready: (page: Page) => page.getByRole('heading', { name: 'Union Station' }).waitFor(),
  },
];

for (const viewport of Object.values(VIEWPORTS)) {
  it(`has no WCAG 2.2 AA violations on the places pages at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      for (const { path, ready } of PAGES) {
        await page.goto(`${server.url}${path}`);
        await ready(page);
        await page.evaluate(() => document.fonts.ready);
        expect({ path, violations: await findAxeViolations(page) }).toEqual({
          path,
          violations: [],
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await saveScreenshot(page, `places${path.replace(/[/?=]/g, '-')}-${viewport.width}`);
      }
    } finally {
      await context.close();
    }
  });
}
