// The public course catalogue: every course address SPEC §2 lists answers 200 with its content
// rendered on the server and no script; an unknown or unpublished course is a 404; in Chromium a
// visitor goes from a state's list to a course and finds its rule, price and phone; axe reports
// nothing at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneHref } from '../../src/domain/phone-link.ts';
import { seedDemoCourses } from '../../src/server/modules/courses/courses.seed.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { startAdminServer } from '../admin/admin-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { saveScreenshot } from '../support/page-checks.ts';
import { E2E_BOOKING_PHONE } from '../support/web-server.ts';

// SPEC §2's public link targets that are courses.
const COURSE_PATHS = [
  ...['ca', 'co', 'il', 'in', 'mo', 'nv', 'tx'].map((state) => `/${state}/course/drivers-ed`),
  '/tx/course/parent-taught',
  '/tx/course/adult-drivers-ed',
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAdminServer({ BOOKING_PHONE: E2E_BOOKING_PHONE });
  await seedDemoCourses(server.platform.db.db, new Map());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('public course pages', () => {
  it('answer every SPEC §2 course address with server-rendered content and no script', async () => {
    for (const path of [...COURSE_PATHS, '/courses?state=wa']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1\b[^>]*>[^<]+/);
      expect(html, path).not.toMatch(/<script\b(?![^>]*ld\+json)/);
    }
    const texas = await (await fetch(`${server.url}/tx/course/parent-taught`)).text();
    expect(texas).toContain('At most 2 hours a day, so at least 16 days');
    expect(texas).toContain('<link rel="canonical" href="');
    expect(texas).toContain('"@type":"Course"');
    expect(texas).toContain(`href="${phoneHref(E2E_BOOKING_PHONE)}"`);
  });

  it('answers 404 for a category or state without a published course', async () => {
    for (const path of ['/wa/course/drivers-ed', '/zz/course/drivers-ed', '/tx/course/x']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('takes a visitor from a state list to a course and on to another state', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/courses?state=tx`);
      await page.getByRole('link', { name: 'Texas teen online drivers ed (32 hours)' }).click();
      await page.waitForURL(/\/tx\/course\/drivers-ed$/);
      const facts = page.locator('dl');
      expect(await facts.innerText()).toMatch(/Length\s+32 hours/);
      expect(await facts.innerText()).toMatch(/Price\s+\$95/);
      await page
        .getByRole('region', { name: 'Moving? The same course in other states' })
        .getByRole('link', { name: 'California' })
        .click();
      await page.waitForURL(/\/ca\/course\/drivers-ed$/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'California online drivers ed',
      );
    } finally {
      await context.close();
    }
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`has no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        for (const [name, path] of [
          ['course', '/tx/course/parent-taught'],
          ['state-courses', '/courses?state=wa'],
          ['all-courses', '/courses'],
        ] as const) {
          await page.goto(`${server.url}${path}`);
          await page.evaluate(() => document.fonts.ready);
          expect(await findAxeViolations(page), path).toEqual([]);
          await saveScreenshot(page, `${name}-${viewport.width}`);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            path,
          ).toBeLessThanOrEqual(viewport.width);
        }
      } finally {
        await context.close();
      }
    });
  }
});
