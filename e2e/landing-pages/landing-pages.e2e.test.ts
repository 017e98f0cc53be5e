// Location landing pages end to end: a RegionalManager creates and publishes a page in the
// back-office; the public page is a document without scripts showing the area's prices, meeting
// point, instructor and coupon; unpublishing makes it 404. Public and back-office screens pass
// axe at 1280 and 390. Screenshots land in test-results/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingFixtures } from '../../src/server/modules/landing-pages/landing-pages.fixtures.ts';
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

const PUBLIC_PATH = '/tx/driving-lessons/austin';

let server: TestServer;
let browser: Browser;
let regional: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  await landingFixtures(server.platform.db.db);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('location landing pages', () => {
  it('staff create and publish a page, the public sees its area, unpublishing makes it 404', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/landing-pages`);
      await page.getByRole('heading', { level: 1, name: 'Landing pages' }).waitFor();
      await page.getByRole('button', { name: 'New landing page' }).click();
      const dialog = page.getByRole('dialog', { name: 'New landing page' });
      await dialog.getByRole('button', { name: 'Create landing page' }).click();
      await dialog.getByText('Name is required.').waitFor();
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Austin');
      await dialog
        .getByRole('combobox', { name: 'State', exact: true })
        .selectOption({ label: 'Texas' });
      await dialog
        .getByRole('textbox', { name: 'Center address' })
        .fill('100 Congress Ave, Austin, TX 78701');
      await dialog
        .getByRole('combobox', { name: 'Price scheme' })
        .selectOption({ label: 'Austin prices' });
      await dialog
        .getByRole('combobox', { name: 'Parking hub' })
        .selectOption({ label: 'Austin hub' });
      await dialog.getByRole('combobox', { name: 'Regions' }).click();
      await page.getByRole('option', { name: 'Austin' }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('combobox', { name: 'Meeting points' }).click();
      await page.getByRole('option', { name: 'Zilker Park' }).click();
      await page.keyboard.press('Escape');
      await dialog.getByText('Address: /tx/driving-lessons/austin').waitFor();
      await dialog.getByLabel('Published').check();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'landing-admin-dialog', false);
      await dialog.getByRole('button', { name: 'Create landing page' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Austin was saved.').waitFor();

      const response = await fetch(`${server.url}${PUBLIC_PATH}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
      expect(html).toContain(`<link rel="canonical" href="${server.url}${PUBLIC_PATH}"/>`);
      expect(html).toContain('"@type":"DrivingSchool"');
      expect(html).toContain('"@type":"FAQPage"');
      for (const secret of ['Surname', '@private.test', 'TX-SECRET']) {
        expect(html).not.toContain(secret);
      }
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`${server.url}${PUBLIC_PATH}</loc>`);

      await page.goto(`${server.url}${PUBLIC_PATH}`);
      const main = page.locator('main');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Driving lessons in Austin, Texas',
      );
      for (const text of ['2-hour driving lesson', '$179', 'Zilker Park', 'Jordan T.', 'SHOWN']) {
        expect(await main.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
      }
      for (const hidden of ['HIDDEN', 'EXPIRED', 'ELSEWHERE', 'Retired R.', 'Road test fee']) {
        expect(await main.getByText(hidden, { exact: false }).count(), hidden).toBe(0);
      }

      await page.goto(`${server.url}/admin/landing-pages`);
      await page.getByRole('button', { name: 'Revalidate Austin' }).click();
      await page.getByText('Austin will be rebuilt on its next visit.').waitFor();
      await page.getByText(/Last revalidated/).waitFor();
      await page.getByLabel('Published: Austin').click();
      await page.getByText('Austin is unpublished.').waitFor();
      expect((await fetch(`${server.url}${PUBLIC_PATH}`)).status).toBe(404);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('passes axe at 1280 and 390 on the public page and the back-office screens', async () => {
    const { context: staff, page: setup } = await openPage(browser, VIEWPORTS.desktop);
    await signInContext(server, staff, regional);
    await setup.goto(`${server.url}/admin/landing-pages`);
    await setup.getByLabel('Published: Austin').click();
    await setup.getByText('Austin is published.').waitFor();
    await staff.close();
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await openPage(browser, viewport);
      try {
        const problems = collectConsoleProblems(page);
        await page.goto(`${server.url}${PUBLIC_PATH}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `landing-public-${label}`);
        await signInContext(server, context, regional);
        for (const [path, heading] of [
          ['/admin/landing-pages', 'Landing pages'],
          ['/admin/metros', 'Metros'],
        ] as const) {
          await page.goto(`${server.url}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await page.getByText(/^\d+ (landing page|metro)/).waitFor();
          expect(await findAxeViolations(page), path).toEqual([]);
          await saveScreenshot(
            page,
            `landing-admin-${heading.split(' ')[0]!.toLowerCase()}-${label}`,
          );
        }
        await page.getByRole('button', { name: 'New metro' }).click();
        await page.getByRole('dialog', { name: 'New metro' }).waitFor();
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `landing-admin-metro-dialog-${label}`, false);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
