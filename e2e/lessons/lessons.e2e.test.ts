// The lessons acceptance in a real browser: staff schedule a lesson from the student's Lessons
// tab by picking a free time at a meeting point, the minutes leave the ledger tab's balance, then cancel it as initiated by the instructor
// (the dialog says the minutes return), the minutes come back and the cancellation log shows it.
// A student added with no licence state and no address state is booked at home by ZIP, the dialog
// saying why it offers no meeting points. Axe at desktop and phone widths.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/server/modules/students/students.tables.ts';
import {
  createLessonTypes,
  createMeetingPoint,
  studentsHolding,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import { recordPurchase } from '../../src/server/modules/ledger/ledger.service.ts';
import { createProduct, inDays } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { AUSTIN_ZIP, addAustinInstructor, pickSlot } from './slot-booking.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let regional: TestAccount;
let anna: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  await addAustinInstructor(server, { name: 'Jordan Reyes' });
  await createLessonTypes(server.platform);
  await createMeetingPoint(server.platform, []);
  [anna] = (await studentsHolding(server.platform, ['Anna Lee'], {
    drivingMinute: 360,
  })) as [string];
  await server.platform.db.db
    .update(students)
    .set({ usStateId: 'TX' })
    .where(eq(students.id, anna));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');

async function drivingBalance(page: Page, value: string) {
  await page.getByRole('tab', { name: 'Ledger', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
  await expect.poll(() => figure(page, 'Driving').textContent()).toBe(value);
}

async function accessible(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('lessons', () => {
  it('schedules a lesson, shows it and its minutes, cancels it and logs the cancellation', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${anna}?tab=lessons`);
      await page.getByText('No lessons yet.').waitFor();

      await page.getByRole('button', { name: 'Schedule lesson' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a lesson for Anna Lee' });
      await choose(page, 'Lesson type', 'Standard (120 min)');
      // Anna has no home address: the meeting point is the pickup the free times are found at.
      await dialog.getByText('No ZIP code on file: choose a meeting point').waitFor();
      await choose(page, 'Pickup', /Downtown Austin/);
      const when = await pickSlot(dialog, '10:00 AM', 'Jordan Reyes');
      await dialog.getByRole('status').getByText(`Jordan Reyes, ${when}`).waitFor();
      await accessible(page, 'lessons-schedule-dialog', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const card = page.getByRole('listitem').filter({ hasText: 'Standard' });
      await card.getByText('Uses 120 driving minutes').waitFor();
      await card.getByText(/10:00am CDT|10:00am CST/).waitFor();
      await accessible(page, 'lessons-tab', VIEWPORTS.desktop.width);

      await drivingBalance(page, '4 h');

      await page.getByRole('tab', { name: 'Lessons', exact: true }).click();
      await card.getByRole('button', { name: 'Cancel lesson' }).click();
      const cancel = page.getByRole('dialog', { name: /^Cancel the Standard lesson/ });
      await choose(page, 'Initiated by', 'The instructor');
      await cancel.getByLabel('Note').fill('Instructor is ill');
      await cancel.getByText('Returns 120 driving minutes').waitFor();
      await accessible(page, 'lessons-cancel-dialog', VIEWPORTS.desktop.width);
      await cancel.getByRole('button', { name: 'Cancel lesson' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await card.getByText(/Cancelled by the instructor: minutes returned/).waitFor();

      await drivingBalance(page, '6 h');

      await page.goto(`${server.url}/admin/cancellation-logs`);
      await page.getByRole('heading', { level: 1, name: 'Cancellation logs' }).waitFor();
      const row = page.getByRole('listitem').filter({ hasText: 'Anna Lee' });
      await row.getByText(/asked by the instructor/).waitFor();
      await row.getByText('Instructor is ill').waitFor();
      await accessible(page, 'cancellation-logs', VIEWPORTS.desktop.width);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('books a student added with no licence state: at home by ZIP, saying why there are no meeting points', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students`);
      await page.getByRole('button', { name: 'Add student' }).click();
      const add = page.getByRole('dialog', { name: 'Add student' });
      await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Carlos Diaz');
      // The licence state follows the address state typed, and back when it is cleared.
      await add.getByLabel('State', { exact: true }).selectOption('TX');
      expect(await add.getByLabel('Licence state', { exact: true }).inputValue()).toBe('TX');
      await add.getByLabel('State', { exact: true }).selectOption('');
      expect(await add.getByLabel('Licence state', { exact: true }).inputValue()).toBe('');
      await add.getByRole('textbox', { name: 'Street address' }).fill('600 Congress Ave');
      await add.getByRole('textbox', { name: 'ZIP code' }).fill(AUSTIN_ZIP);
      await add.getByRole('button', { name: 'Add student' }).click();
      await page.getByRole('heading', { level: 1, name: 'Carlos Diaz' }).waitFor();
      const carlos = new URL(page.url()).pathname.split('/').at(-1)!;
      const driving = await createProduct(
        server.platform.db.db,
        'Driving (Carlos)',
        'drivingMinute',
      );
      await server.platform.db.transaction((tx) =>
        recordPurchase(
          tx,
          {
            idempotencyKey: `carlos-${carlos}`,
            studentId: carlos,
            items: [{ productId: driving, quantity: 240 }],
            paymentMethod: 'cash',
            amountCents: 1000,
            expiresAt: inDays(365),
          },
          { author: { id: null, name: 'Front desk' } },
        ),
      );

      await page.goto(`${server.url}/admin/students/${carlos}?tab=lessons`);
      await page.getByText('No lessons yet.').waitFor();
      await page.getByRole('button', { name: 'Schedule lesson' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a lesson for Carlos Diaz' });
      await choose(page, 'Lesson type', 'Standard (120 min)');
      await dialog
        .getByText(/^No meeting points: the student has no licence state and no address state/)
        .waitFor();
      // Without a state the free times are shown in the school's zone.
      await dialog.getByText(/in Pacific \(Los Angeles\) time\.$/).waitFor();
      await pickSlot(dialog, '10:00 AM', 'Jordan Reyes');
      expect(await dialog.getByText('The booking choices could not be loaded.').count()).toBe(0);
      await accessible(page, 'lessons-schedule-no-state', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const card = page.getByRole('listitem').filter({ hasText: 'Standard' });
      await card.getByText('Uses 120 driving minutes').waitFor();
      await card.getByText(`Pickup: home (600 Congress Ave, ${AUSTIN_ZIP})`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Lessons tab and the cancellation logs fit a phone', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${anna}?tab=lessons`);
      await page.getByText('Uses 120 driving minutes').waitFor();
      await accessible(page, 'lessons-tab', VIEWPORTS.mobile.width);
      await page.getByRole('button', { name: 'Schedule lesson' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a lesson for Anna Lee' });
      await choose(page, 'Lesson type', 'Standard (120 min)');
      await choose(page, 'Pickup', /Downtown Austin/);
      await pickSlot(dialog, '2:00 PM', 'Jordan Reyes');
      await accessible(page, 'lessons-schedule-dialog', VIEWPORTS.mobile.width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.goto(`${server.url}/admin/cancellation-logs`);
      await page.getByText('Instructor is ill').waitFor();
      await accessible(page, 'cancellation-logs', VIEWPORTS.mobile.width);
    } finally {
      await context.close();
    }
  });
});
