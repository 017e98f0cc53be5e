// The course catalogue: every course address SPEC §2 lists answers 200 with its content rendered
// on the server and no script; an unknown or unpublished course is a 404; in Chromium a visitor
// goes from a state's list to a course and on to another state; a ClassroomManager adds a course
// in the back-office, gives it a classroom and publishes it, and its public page appears; axe
// reports nothing at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneHref } from '../../src/domain/phone-link.ts';
import { US_STATES } from '../../src/domain/us-states.ts';
import { seedDemoCourses } from '../../src/server/modules/courses/courses.seed.ts';
import { ensurePracticeQuestionBank } from '../../src/server/modules/practice-tests/practice-tests.seed.ts';
import { upsertUsStates } from '../../src/server/modules/states/states.repository.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { createDemoAccount, signInContext, startAdminServer } from '../admin/admin-server.ts';
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
  await upsertUsStates(server.platform.db.db, US_STATES);
  await ensurePracticeQuestionBank(server.platform.db);
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

  it('lists every published course and practice test in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const pages = [...COURSE_PATHS, '/courses?state=wa', '/', '/dmv-practice-test'];
    for (const path of [...pages, '/dmv-practice-test/ca', '/dmv-practice-test/tx']) {
      expect(xml, path).toContain(`<loc>${new URL(path, server.url).href}</loc>`);
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
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

  it('a ClassroomManager adds a course, gives it a classroom and publishes it', async () => {
    const manager = await createDemoAccount(server, 'classroom@roadready.demo');
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, manager);
      await page.goto(`${server.url}/admin/courses`);
      await page.getByRole('button', { name: 'New course' }).click();
      const dialog = page.getByRole('dialog', { name: 'New course' });
      const choose = async (label: string, option: string) => {
        await dialog.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await choose('State', 'Colorado');
      await choose('Category', 'Adult drivers ed');
      await choose('Audience', 'Adults');
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Colorado adult drivers ed');
      await dialog.getByRole('textbox', { name: 'Seat time (hours)' }).fill('four');
      await dialog.getByRole('textbox', { name: 'Price ($)' }).fill('49');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The form names the field at fault and sends nothing.
      await dialog.getByText('Seat time (hours) must be a number of hours').waitFor();
      await dialog.getByRole('textbox', { name: 'Seat time (hours)' }).fill('4');
      await dialog.getByRole('switch', { name: 'On the public site' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Offerings of Colorado adult drivers ed' }).click();
      const offerings = page.getByRole('dialog', {
        name: 'Offerings of Colorado adult drivers ed',
      });
      await offerings.getByRole('combobox', { name: 'Format' }).click();
      await page.getByRole('option', { name: 'Classroom' }).click();
      await offerings
        .getByRole('textbox', { name: 'Classroom site' })
        .fill('Denver – Capitol Hill');
      await offerings.getByRole('textbox', { name: 'External course ID' }).fill('CO-ADULT-1');
      await offerings.getByRole('button', { name: 'Add offering' }).click();
      await offerings.getByText('CO-ADULT-1').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-course-offerings');
      await offerings.getByRole('button', { name: 'Close' }).click();

      const item = page.getByRole('listitem').filter({ hasText: 'Colorado adult drivers ed' });
      expect(await item.innerText()).toMatch(/Published[\s\S]*4 hours[\s\S]*\$49/);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-courses');

      const html = await (await fetch(`${server.url}/co/course/adult-drivers-ed`)).text();
      expect(html).toMatch(/<h1\b[^>]*>Colorado adult drivers ed</);
      expect(html).toContain('In a classroom: Denver – Capitol Hill');
    } finally {
      await context.close();
    }
  });
});
