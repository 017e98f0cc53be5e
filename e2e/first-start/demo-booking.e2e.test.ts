// What a fresh `npm start` sells, on the demo data it seeds (docs/booking.md "Demo data"): a new
// visitor follows the Oakland landing page's "Book online", books and pays a 2-hour lesson at the
// page's address with the coupon the page shows, then, on a phone, a road test in the school's car
// at the Lake Merritt meeting point, and finds both in the portal. The demo Admin finds both on the
// instructor's calendar and in the student's ledger. Axe, and no sideways scrolling, at 1280 and
// 390 px on every step.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { lessons, lessonStudents } from '../../src/server/modules/lessons/lessons.tables.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';
import { collectConsoleProblems } from '../support/page-checks.ts';
import { startServerAtOwnOrigin } from '../support/web-server.ts';
import { signInContext } from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServerAtOwnOrigin({}, { seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Holds the first free time of the page's list, or its last (another day than the first). */
async function holdTime(page: Page, which: 'first' | 'last') {
  const times = page.getByRole('group', { name: /Choose a start time/ }).getByRole('radio');
  await (which === 'first' ? times.first() : times.last()).check();
  await page.getByRole('button', { name: 'Hold this time' }).click();
}

async function payWithTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay and book' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
}

describe('the demo data sells online from the first start', () => {
  it('books and pays a lesson at the Oakland address and a road test at a meeting point; both show for the family and for staff', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      // The landing page's own address and coupon.
      await page.goto(`${server.url}/ca/driving-lessons/oakland`);
      await page.getByText('BAYSTART').first().waitFor();
      await page.getByRole('link', { name: 'Book online', exact: true }).click();
      await page.waitForURL(/\/book\?product=standard&state=CA&zip=94612$/);
      await page.getByText('from $', { exact: false }).first().waitFor();
      await accessibleAtBothWidths(page, 'first-start-book');
      await page.getByLabel('Pickup address').fill('1 Frank H Ogawa Plaza');
      await page.getByLabel('Coupon code (optional)').fill('BAYSTART');
      await page.getByRole('button', { name: 'See price and times' }).click();
      // Two hours of the Bay Area's minutes ($198), less the coupon's $25.
      await page.getByText('2 hours: $173.00').waitFor();
      await accessibleAtBothWidths(page, 'first-start-lesson-times');

      await holdTime(page, 'first');
      await page.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
      await page.getByLabel('Your name').fill('Maya Chen');
      await page.getByLabel('Email').fill('maya.chen@first-start.test');
      await page.getByLabel('Password').fill('mayas-own-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      await holdTime(page, 'first');
      await page.getByRole('heading', { name: '5. Pay' }).waitFor();
      await page.getByLabel("Student's full name").fill('Maya Chen');
      await accessibleAtBothWidths(page, 'first-start-lesson-pay');
      await payWithTestCard(page);
      await page.getByText('Paid: $173.00 (card, $25.00 off)').waitFor();
      await accessibleAtBothWidths(page, 'first-start-lesson-booked');

      // The road test, on a phone: the place is a meeting point; the account's student is chosen.
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(`${server.url}/book`);
      await page.getByRole('radio', { name: /^Road test with school car/ }).check();
      await page.getByLabel('State', { exact: true }).selectOption('CA');
      await page.getByRole('button', { name: 'See price and times' }).click();
      await page.getByText('Give your ZIP code or choose a meeting point.').waitFor();
      await page
        .getByLabel('Meeting point')
        .selectOption({ label: 'Lake Merritt: 568 Bellevue Ave, Oakland, CA 94610' });
      await page.getByRole('button', { name: 'See price and times' }).click();
      await page.getByText('1 hour 30 minutes: $159.00').waitFor();
      await page.getByText('Meeting point: Lake Merritt', { exact: false }).waitFor();
      await accessibleAtBothWidths(page, 'first-start-road-test-times');
      // A later day: the lesson just booked takes the first free time.
      await holdTime(page, 'last');
      await page.getByRole('heading', { name: '5. Pay' }).waitFor();
      expect(await page.getByLabel('Student').locator('option:checked').innerText()).toBe(
        'Maya Chen',
      );
      await payWithTestCard(page);
      await page.getByText('Paid: $159.00 (card)').waitFor();
      await accessibleAtBothWidths(page, 'first-start-road-test-booked');

      // The portal lists both; the public header leads there.
      await page.goto(`${server.url}/`);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My portal' })
        .click();
      await page.waitForURL(`${server.url}/portal`);
      await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
      const upcoming = page.getByRole('main');
      await upcoming.getByText('Driving lesson (2 hours)', { exact: false }).first().waitFor();
      await upcoming.getByText('Road test with school car', { exact: false }).first().waitFor();
      await accessibleAtBothWidths(page, 'first-start-portal');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // Staff: the demo Admin finds both payments in the student's ledger and each lesson on its
    // instructor's calendar, on the lesson's day in the instructor's zone.
    const db = server.platform.db.db;
    const [maya] = await db
      .select()
      .from(students)
      .where(eq(students.email, 'maya.chen@first-start.test'));
    const booked = await db
      .select({
        instructorId: lessons.instructorId,
        startTime: lessons.startTime,
        durationMinutes: lessons.durationMinutes,
      })
      .from(lessons)
      .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
      .where(eq(lessonStudents.studentId, maya!.id));
    expect(booked.map((lesson) => lesson.durationMinutes).sort((a, b) => a - b)).toEqual([90, 120]);
    const staff = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, staff.context, {
        email: 'admin@roadready.demo',
        password: DEMO_PASSWORD,
      });
      const { page: office } = staff;
      await office.goto(`${server.url}/admin/students/${maya!.id}?tab=ledger`);
      await office.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      await office.getByText('$173', { exact: false }).first().waitFor();
      await office.getByText('$159', { exact: false }).first().waitFor();
      await accessibleAtBothWidths(office, 'first-start-ledger');

      for (const lesson of booked) {
        const [instructor] = await db
          .select()
          .from(instructors)
          .where(eq(instructors.id, lesson.instructorId));
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: instructor!.timeZone }).format(
          lesson.startTime,
        );
        await office.goto(
          `${server.url}/admin/instructors/${lesson.instructorId}/schedule?view=day&date=${day}`,
        );
        await office
          .getByRole('heading', { level: 1, name: `${instructor!.name}: calendar` })
          .waitFor();
        await office
          .getByText(/Maya Chen/)
          .first()
          .waitFor();
      }
      await accessibleAtBothWidths(office, 'first-start-instructor-calendar');
    } finally {
      await staff.context.close();
    }
  }, 240_000);
});
