// Find a time in a real browser: an instructor serving a Los Angeles region with weekly hours
// every day; a Regional manager searches by ZIP code, chooses 9:00 AM and the instructor, and gets
// a link to the instructor's calendar; the next two weeks load; coordinates outside every region
// say so. On a phone, a search by coordinates. Axe at 1280 and 390; screenshots of both.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructorWeeklyHours } from '../../src/server/modules/availability/availability.tables.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { lessonTypes } from '../../src/server/modules/lesson-types/lesson-types.tables.ts';
import { regions, superRegions } from '../../src/server/modules/regions/regions.tables.ts';
import { squareRegionRow } from '../../src/server/modules/regions/testing/region-rows.ts';
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
let regional: TestAccount;
let instructorId: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Southern California', state: 'CA' })
    .returning();
  // Covers ZIP 90012 (34.0614, −118.2385).
  const [region] = await db
    .insert(regions)
    .values(squareRegionRow('Downtown LA', superRegion!.id, { longitude: -118.3, latitude: 34.0 }))
    .returning();
  await db.insert(lessonTypes).values({ name: 'OneHour', label: 'One hour', durationMinutes: 60 });
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Maria G.',
      firstName: 'María',
      lastName: 'García',
      title: 'Senior instructor',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
      serviceRegionIds: [region!.id],
      baseLatitude: 34.06,
      baseLongitude: -118.24,
    })
    .returning();
  instructorId = instructor!.id;
  // 9:00–12:00 every day of the week.
  await db.insert(instructorWeeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      instructorId,
      weekday,
      startMinute: 540,
      endMinute: 720,
    })),
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function chooseLessonType(page: Page) {
  await page.getByRole('combobox', { name: 'Lesson type' }).click();
  await page.getByRole('option', { name: 'One hour (60 min)' }).click();
}

describe('slot search', () => {
  it('a Regional manager finds a time by ZIP code and picks the instructor', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: 'Find a time' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Find a time' }).waitFor();

      await page.getByRole('button', { name: 'Find times' }).click();
      await page.getByText('Enter a 5-digit ZIP code.').waitFor();
      await page.getByText('Choose a lesson type.').waitFor();

      await page.getByLabel('ZIP code').fill('90012');
      await chooseLessonType(page);
      await page.getByRole('button', { name: 'Find times' }).click();
      // A day of the second week (today's 9:00 may have passed): 9:00, 10:00 and 11:00 every day.
      const nine = page.getByRole('button', { name: /, 9:00 AM, 1 instructor$/ });
      await nine.nth(7).waitFor();
      // Today may still offer 11:00 after its 9:00 has passed: at most one more 11:00 than 9:00.
      const extraElevens =
        (await page.getByRole('button', { name: /, 11:00 AM, 1 instructor$/ }).count()) -
        (await nine.count());
      expect(extraElevens).toBeGreaterThanOrEqual(0);
      expect(extraElevens).toBeLessThanOrEqual(1);
      expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(13);
      await saveScreenshot(page, 'slot-search-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      const name = (await nine.nth(7).getAttribute('aria-label'))!;
      const when = name.replace(/, 1 instructor$/, '');
      await nine.nth(7).click();
      const list = page.getByRole('list', { name: `Instructors free on ${when}` });
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await nine.nth(7).getAttribute('aria-pressed')).toBe('true');
      await list.getByRole('button', { name: /Maria G\.\s*Senior instructor/ }).click();
      await page.getByText(`Maria G. on ${when}.`).waitFor();
      const calendar = page.getByRole('link', { name: 'Open Maria G.’s calendar' });
      expect(await calendar.getAttribute('href')).toMatch(
        new RegExp(
          `^/admin/instructors/${instructorId}/schedule\\?view=day&date=\\d{4}-\\d{2}-\\d{2}$`,
        ),
      );
      await saveScreenshot(page, 'slot-search-picked-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Next two weeks' }).click();
      await nine.nth(13).waitFor();
      expect(await page.getByRole('button', { name: 'Previous two weeks' }).isEnabled()).toBe(true);

      // Kansas: no region there.
      await page.getByRole('button', { name: 'Coordinates' }).click();
      await page.getByLabel('Latitude').fill('38.5');
      await page.getByLabel('Longitude').fill('-98.5');
      await page.getByRole('button', { name: 'Find times' }).click();
      await page.getByText('This pickup is outside the regions our instructors serve.').waitFor();
      expect(await nine.count()).toBe(0);

      await calendar.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works on a phone with coordinates inside the region', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/slot-search`);
      await page.getByRole('heading', { level: 1, name: 'Find a time' }).waitFor();
      await page.getByRole('button', { name: 'Coordinates' }).click();
      await page.getByLabel('Latitude').fill('34.05');
      await page.getByLabel('Longitude').fill('-118.25');
      await chooseLessonType(page);
      await page.getByRole('button', { name: 'Find times' }).click();
      const ten = page.getByRole('button', { name: /, 10:00 AM, 1 instructor$/ });
      await ten.nth(7).click();
      await page.getByRole('button', { name: /Maria G\./ }).click();
      await page.getByRole('link', { name: 'Open Maria G.’s calendar' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'slot-search-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
