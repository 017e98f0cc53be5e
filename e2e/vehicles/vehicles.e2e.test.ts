// Vehicles in a real browser: a Regional manager adds a car with its instructor and renames it;
// an Admin then reads the change in the audit log with the old value on #fdb8c0 and the new one
// on #acf2bd (SPEC §9). A Trainee only reads. Axe at desktop and phone widths, dialog open too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
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

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const priya = await createDemoAccount(server, 'instructor@roadready.demo');
  // A vehicle is given instructor records (not accounts): Priya's record, linked to her account.
  await server.platform.db.db.insert(instructors).values({
    name: 'Priya Raman',
    firstName: 'Priya',
    lastName: 'Raman',
    userId: priya.id,
    timeZone: 'America/Los_Angeles',
    usStateId: 'CA',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('vehicles', () => {
  it('a Regional manager adds and renames a car; the audit log shows the change highlighted', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/vehicles`);
      await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
      await page.getByText('No vehicles found.').waitFor();

      await page.getByRole('button', { name: 'New vehicle' }).click();
      const dialog = page.getByRole('dialog', { name: 'New vehicle' });
      await dialog.getByLabel('Name').fill('Corolla 7');
      await dialog.getByLabel('Telematics (Samsara) id').fill('281474976710655');
      await dialog.getByLabel('Instructors who drive it').click();
      await page.getByRole('option', { name: 'Priya Raman' }).click();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Corolla 7 was saved.').waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Corolla 7' });
      await card.getByText('Driven by Priya Raman').waitFor();

      // A second car may not take the same name, whatever its capitals.
      await page.getByRole('button', { name: 'New vehicle' }).click();
      await dialog.getByLabel('Name').fill('corolla 7');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Name Another vehicle already has this name.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await card.getByRole('button', { name: 'Edit Corolla 7' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Corolla 7' });
      await edit.getByLabel('Name').fill('Corolla 8');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Corolla 8 was saved.').waitFor();
      await saveScreenshot(page, 'vehicles-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const admins = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, admins.context, admin);
      await admins.page.goto(`${server.url}/admin/audit-log?collection=Vehicles&action=Update`);
      const row = admins.page
        .getByRole('grid', { name: 'Entries' })
        .locator('.MuiDataGrid-row')
        .first();
      await row.getByText('Vehicle: Corolla 8').waitFor();
      expect((await row.getByRole('gridcell').allInnerTexts())[1]).toBe(
        'Luis Ortega\nRegional Manager',
      );
      const oldValue = row.locator('del');
      const newValue = row.locator('ins');
      expect(await oldValue.innerText()).toContain('Corolla 7');
      expect(await newValue.innerText()).toContain('Corolla 8');
      expect(await oldValue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(253, 184, 192)',
      );
      expect(await newValue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(172, 242, 189)',
      );

      // The creation names its fields in words and its instructors by name, not by id.
      await admins.page.goto(`${server.url}/admin/audit-log?collection=Vehicles&action=Create`);
      const created = admins.page
        .getByRole('grid', { name: 'Entries' })
        .locator('.MuiDataGrid-row')
        .first();
      await created.getByText('Vehicle: Corolla 8').waitFor();
      const changes = await created.getByRole('listitem').allInnerTexts();
      expect(changes).toContainEqual(
        expect.stringMatching(/^Instructors\s+from\s+empty\s*→\s*to\s+Priya Raman$/),
      );
      expect(changes.join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(changes.join('\n')).not.toContain('instructorIds');
      expect(await findAxeViolations(admins.page)).toEqual([]);
    } finally {
      await admins.context.close();
    }
  });

  it('shows a Trainee the cars without a write control, and reads well at 390 px', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, trainee);
      await page.goto(`${server.url}/admin/vehicles`);
      await page.getByText('Corolla 8').waitFor();
      expect(await page.getByRole('button', { name: 'New vehicle' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      await saveScreenshot(page, 'vehicles-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
