// Booking several lessons in one go in a real browser (docs/lessons.md "Booking several
// lessons"): staff pick two free times in the "Schedule several" dialog, a start overlapping a
// pick is not offered, both lessons are booked in one call and show on the Lessons tab, and the
// ledger gives their minutes. Two more than the student's balance covers are refused with
// NOT_ENOUGH_PRODUCT, booking nothing and keeping the picks. Axe at desktop and phone widths.
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLessonTypes,
  createMeetingPoint,
  studentsHolding,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import { addAustinInstructor, pickSlot } from './slot-booking.ts';

let server: TestServer;
let browser: Browser;
let regional: TestAccount;
let ben: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  await addAustinInstructor(server, { name: 'Jordan Reyes' });
  await createLessonTypes(server.platform);
  await createMeetingPoint(server.platform, []);
  // Enough for two 120-minute lessons and one more, not for four.
  [ben] = (await studentsHolding(server.platform, ['Ben Ortiz'], {
    drivingMinute: 360,
  })) as [string];
  await server.platform.db.db.update(students).set({ usStateId: 'TX' }).where(eq(students.id, ben));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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

async function openSeveral(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Schedule several' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule several lessons for Ben Ortiz' });
  await choose(page, 'Lesson type', 'Standard (120 min)');
  await choose(page, 'Pickup', /Downtown Austin/);
  return dialog;
}

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');

describe('scheduling several lessons', () => {
  it('books two picked lessons in one go; more than the minutes cover is refused', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${ben}?tab=lessons`);
      await page.getByText('No lessons yet.').waitFor();

      const dialog = await openSeveral(page);
      const first = await pickSlot(dialog, '10:00 AM', 'Jordan Reyes');
      // The 10:00–12:00 lesson is picked: 11:00 that day overlaps it and cannot be chosen.
      await expect
        .poll(() => dialog.getByRole('button', { name: `${first}, Picked` }).isDisabled())
        .toBe(true);
      const overlapping = dialog.getByRole('button', {
        name: first.replace('10:00 AM', '11:00 AM') + ', Overlaps a pick',
      });
      expect(await overlapping.isDisabled()).toBe(true);
      const second = await pickSlot(dialog, '2:00 PM', 'Jordan Reyes');
      const list = dialog.getByRole('region', { name: 'Picked: 2 lessons' });
      await list.getByText(`${first} · Jordan Reyes · 120 min`).waitFor();
      await list.getByText(`${second} · Jordan Reyes · 120 min`).waitFor();
      await dialog.getByRole('status').getByText('2 lessons picked').waitFor();
      await accessible(page, 'lessons-schedule-several-dialog', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Schedule 2 lessons' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('2 lessons booked').waitFor();
      const cards = page.getByRole('listitem').filter({ hasText: 'Uses 120 driving minutes' });
      await expect.poll(() => cards.count()).toBe(2);
      await page.getByText(/10:00am C[SD]T/).waitFor();
      await page.getByText(/2:00pm C[SD]T/).waitFor();
      await accessible(page, 'lessons-tab-several', VIEWPORTS.desktop.width);

      await page.getByRole('tab', { name: 'Ledger', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      await expect.poll(() => figure(page, 'Driving').textContent()).toBe('2 h');

      // Two more need 240 minutes; Ben holds 120.
      await page.getByRole('tab', { name: 'Lessons', exact: true }).click();
      const again = await openSeveral(page);
      await pickSlot(again, '10:00 AM', 'Jordan Reyes');
      await pickSlot(again, '2:00 PM', 'Jordan Reyes');
      await again.getByRole('button', { name: 'Schedule 2 lessons' }).click();
      const alert = again.getByRole('alert');
      await alert.getByText(/Not enough minutes: nothing was booked/).waitFor();
      expect(await alert.textContent()).toContain(
        'The student does not hold enough driving minutes for this lesson.',
      );
      await again.getByRole('region', { name: 'Picked: 2 lessons' }).waitFor();
      await accessible(page, 'lessons-schedule-several-refused', VIEWPORTS.desktop.width);
      await again.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => cards.count()).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the several-lessons dialog fits a phone', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${ben}?tab=lessons`);
      await page.getByRole('heading', { level: 2, name: 'Lessons of this student' }).waitFor();
      await accessible(page, 'lessons-tab-several', VIEWPORTS.mobile.width);
      const dialog = await openSeveral(page);
      await pickSlot(dialog, '2:00 PM', 'Jordan Reyes');
      await dialog.getByRole('region', { name: 'Picked: 1 lesson' }).waitFor();
      await accessible(page, 'lessons-schedule-several-dialog', VIEWPORTS.mobile.width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.close();
    }
  });
});
