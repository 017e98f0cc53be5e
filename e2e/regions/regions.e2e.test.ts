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
import {
  collectConsoleProblems,
  dragPinEast,
  eventually,
  saveScreenshot,
} from '../support/page-checks.ts';
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

/** What a map shows, from its data-view: [west, south, east, north]. */
async function viewOf(page: Page, map: ReturnType<Page['locator']>) {
  const text = (await map.getAttribute('data-view')) ?? '';
  return text.split(',').map(Number) as [number, number, number, number];
}

/** Colours of pixels of an element's screenshot at fractions of its width and height. */
async function pixelsOf(page: Page, png: Buffer, points: readonly [number, number][]) {
  return page.evaluate(
    async ({ data, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context2d = canvas.getContext('2d', { willReadFrequently: true })!;
      context2d.drawImage(image, 0, 0);
      return points.map(([x, y]) => [
        ...context2d.getImageData(Math.round(image.width * x), Math.round(image.height * y), 1, 1)
          .data,
      ]);
    },
    { data: png.toString('base64'), points },
  );
}

/** The offline basemap's land colour (src/web/ui/maps/basemap.ts), within rounding. */
const isLand = (pixel: number[]) =>
  [0xf6, 0xf4, 0xee].every((channel, index) => Math.abs(pixel[index]! - channel) <= 3);

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
      // With no region the map shows the country, drawn from the offline basemap (states and
      // counties, no tile server): land in the middle, not the old empty grey.
      const map = mapOf(page);
      await page.locator('[data-basemap="ready"]').waitFor();
      const [west, , east] = await viewOf(page, map);
      expect(east - west).toBeGreaterThan(40);
      await page.mouse.move(0, 0);
      const [middle] = await pixelsOf(page, await map.screenshot(), [[0.45, 0.45]]);
      expect(isLand(middle!)).toBe(true);

      await page.getByRole('button', { name: 'Draw a region' }).click();
      const panel = page.getByRole('form', { name: 'Draw a region' });
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
          'Edit\nDelete',
        ]),
      );
      await waitForMap(page, 1);
      await page.getByRole('status').getByText('Showing 1–1 of 1 regions.').waitFor();

      // Renamed in its dialog (the super region is offered too); the table follows.
      await row.getByRole('button', { name: 'Edit Downtown' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Downtown' });
      expect(
        await edit
          .getByRole('combobox', { name: 'Super region' })
          .locator('option:checked')
          .innerText(),
      ).toBe('Denver Metro (CO)');
      await edit.getByRole('textbox', { name: 'Name' }).fill(' ');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.getByText('The name is required.').waitFor();
      await edit.getByRole('textbox', { name: 'Name' }).fill('Downtown Denver');
      await edit.getByRole('button', { name: 'Save' }).click();
      await snackbar(page, 'Downtown Denver was saved.').waitFor();
      const renamed = page
        .getByRole('table', { name: 'All regions' })
        .getByRole('row')
        .filter({ hasText: 'Downtown Denver' });
      await eventually(async () =>
        expect(await renamed.getByRole('cell').allInnerTexts()).toEqual([
          'Downtown Denver',
          'Denver Metro',
          'CO',
          'Not priced',
          'Edit\nDelete',
        ]),
      );
      await waitForMap(page, 1);

      // Saved as a closed polygon of the four corners clicked.
      const geo = await graphql(server, { query: '{ regionsGeoJson }' }, cookie);
      const feature = geo.data!['regionsGeoJson'].features[0];
      expect(feature.properties).toMatchObject({
        name: 'Downtown Denver',
        superRegion: 'Denver Metro',
        state: 'CO',
      });
      const ring = feature.geometry.coordinates[0] as number[][];
      expect(ring).toHaveLength(5);
      expect(ring[4]).toEqual(ring[0]);

      // The map opens fitted to the regions in view, not to the whole country: every corner is
      // in view, and the region fills the view's width or height (padding aside).
      await page.reload();
      await waitForMap(page, 1);
      await page.locator('[data-basemap="ready"]').waitFor();
      const [viewWest, viewSouth, viewEast, viewNorth] = await viewOf(page, map);
      const longitudes = ring.map(([longitude]) => longitude!);
      const latitudes = ring.map(([, latitude]) => latitude!);
      expect(Math.min(...longitudes)).toBeGreaterThan(viewWest);
      expect(Math.max(...longitudes)).toBeLessThan(viewEast);
      expect(Math.min(...latitudes)).toBeGreaterThan(viewSouth);
      expect(Math.max(...latitudes)).toBeLessThan(viewNorth);
      const widthRatio =
        (viewEast - viewWest) / (Math.max(...longitudes) - Math.min(...longitudes));
      const heightRatio =
        (viewNorth - viewSouth) / (Math.max(...latitudes) - Math.min(...latitudes));
      expect(Math.min(widthRatio, heightRatio)).toBeLessThan(1.5);

      // The region is painted: inside it the grey of "no price" over the basemap, outside it the
      // basemap's land (a sample or two may fall on a border line).
      await page.mouse.move(0, 0);
      const [inside, ...outside] = await pixelsOf(page, await map.screenshot(), [
        [0.48, 0.48],
        [0.03, 0.97],
        [0.05, 0.95],
        [0.03, 0.1],
        [0.97, 0.97],
      ]);
      expect(outside.filter(isLand).length).toBeGreaterThanOrEqual(2);
      expect(inside![0]).toBeLessThan(215);
      expect(Math.max(...inside!.slice(0, 3)) - Math.min(...inside!.slice(0, 3))).toBeLessThan(12);
      await saveScreenshot(page, 'regions-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      // Software WebGL reports each read-back of the canvas (the screenshots) as a slow path.
      expect(problems).toEqual([]);
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
          'None',
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
      await dialog.getByRole('checkbox', { name: 'Road test', exact: true }).check();
      await dialog.getByRole('textbox', { name: 'Latitude' }).fill('39.7527');
      await dialog.getByRole('button', { name: 'Create meeting point' }).click();
      await dialog.getByText('Longitude give both latitude and longitude, or neither.').waitFor();
      await dialog.getByRole('textbox', { name: 'Longitude' }).fill('-105.0001');
      await dialog.getByRole('button', { name: 'Create meeting point' }).click();
      await snackbar(page, 'Union Station was saved.').waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Union Station' });
      // Lesson types in words, not their codes.
      await card.getByText('Not for: Road test', { exact: true }).waitFor();

      // Without coordinates a point is placed at its address's ZIP centre; an address that
      // cannot be placed is refused on the address.
      await page.getByRole('button', { name: 'New meeting point' }).click();
      const second = page.getByRole('dialog', { name: 'New meeting point in CO' });
      await second.getByRole('textbox', { name: 'Label' }).fill('Capitol Hill');
      await second.getByRole('textbox', { name: 'Address' }).fill('200 E Colfax Ave, Denver');
      await second.getByRole('button', { name: 'Create meeting point' }).click();
      await second
        .getByText(
          'Address cannot be placed on the map: end it with its ZIP code, or place the pin by hand.',
        )
        .waitFor();
      await second
        .getByRole('textbox', { name: 'Address' })
        .fill('200 E Colfax Ave, Denver, CO 80203');
      await second.getByRole('button', { name: 'Create meeting point' }).click();
      await snackbar(page, 'Capitol Hill was saved.').waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Capitol Hill' })
        .getByText(/^39\.7\d*, -104\.9\d*$/)
        .waitFor();

      // The pin in the dialog is dragged to correct the position; the fields follow.
      await card.getByRole('button', { name: 'Edit Union Station' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Union Station' });
      const pinMap = edit.getByRole('region', { name: 'Position of the meeting point' });
      await edit.locator('[role="region"][data-basemap="ready"]').waitFor();
      const pin = edit.getByRole('button', { name: 'Pin of this place: drag it to move it' });
      await pin.waitFor();
      const [viewWest, , viewEast] = await viewOf(page, pinMap);
      expect(viewEast - viewWest).toBeLessThan(1);
      expect(await findAxeViolations(page)).toEqual([]);
      await pinMap.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'meeting-point-pin-1280');
      await pinMap.scrollIntoViewIfNeeded();
      await dragPinEast(page, pin);
      const longitude = edit.getByRole('textbox', { name: 'Longitude' });
      await eventually(async () =>
        expect(Number(await longitude.inputValue())).toBeGreaterThan(-105.0001 + 0.001),
      );
      const moved = await longitude.inputValue();
      expect(
        Number(await edit.getByRole('textbox', { name: 'Latitude' }).inputValue()),
      ).toBeCloseTo(39.7527, 2);
      await edit.getByRole('button', { name: 'Save meeting point' }).click();
      await edit.waitFor({ state: 'hidden' });
      await card.getByText(new RegExp(`^39\\.75\\d*, ${moved.replace('.', '\\.')}$`)).waitFor();
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
      // The meeting point dialog with its pin map, at this width too.
      await page.getByRole('button', { name: 'Edit Union Station' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Union Station' });
      await dialog.locator('[role="region"][data-basemap="ready"]').scrollIntoViewIfNeeded();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `places-meeting-point-dialog-${viewport.width}`);
    } finally {
      await context.close();
    }
  });
}
