// The course enrolment acceptance in a real browser: a new visitor on /tx/course/drivers-ed follows
// "Enrol", applies a course coupon, creates an account, says the course is for themselves, pays
// with the test provider, lands on the confirmation and finds the course in the portal. The ledger
// holds the purchase with the coupon and the confirmation email is in the outbox. Axe at desktop
// and phone widths on every step; the public course and enrol pages ship no script.
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/server/mail/outbox.tables.ts';
import { couponsRepository } from '../../src/server/modules/coupons/coupons.repository.ts';
import { seedDemoCourses } from '../../src/server/modules/courses/courses.seed.ts';
import { courses } from '../../src/server/modules/courses/courses.tables.ts';
import { ledgerRepository } from '../../src/server/modules/ledger/ledger.repository.ts';
import { createProduct, inDays } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { startAdminServer } from '../admin/admin-server.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';

const EMAIL = 'maya@enrol.test';
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  const db = server.platform.db.db;
  const product = await createProduct(db, 'Online drivers ed', 'course');
  await seedDemoCourses(db, new Map([['onlineCourse', product]]));
  const [texas] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.state, 'TX'), eq(courses.category, 'drivers-ed')));
  await couponsRepository.insert(
    db,
    {
      code: 'TEXAS20',
      scope: 'course',
      title: '20 % off Texas drivers ed',
      type: 'percent',
      discount: 2000,
      expiration: inDays(30),
      courseId: texas!.id,
      state: 'TX',
      isDailyCoupon: false,
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    },
    [],
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const scriptsOn = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script:not([type="application/ld+json"])').length);

describe('course checkout', () => {
  it('a new visitor enrols in Texas drivers ed with a coupon, pays and finds it in the portal', async () => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${server.url}/tx/course/drivers-ed`);
    await page.getByRole('heading', { level: 2, name: 'Enrol today' }).waitFor();
    expect(await scriptsOn(page)).toBe(0);
    await accessibleAtBothWidths(page, 'enrol-course-page');
    await page.getByRole('link', { name: 'Enrol', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: /^Enrol in / }).waitFor();
    expect(await scriptsOn(page)).toBe(0);
    await page.getByLabel('Coupon code (optional)').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('This coupon code is not valid for this course.').waitFor();
    await page.getByLabel('Coupon code (optional)').fill('texas20');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    // The demo Texas course costs $95.00; 20 % off.
    await page.getByText('$76.00').waitFor();
    await page.getByText('coupon saves $19.00').waitFor();
    await accessibleAtBothWidths(page, 'enrol-price');

    await page.getByLabel('Your name').fill('Maya Ortiz');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('a-long-test-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: '2. Pay and enrol' }).waitFor();
    await page.getByText('$76.00').waitFor();
    await accessibleAtBothWidths(page, 'enrol-pay');

    await page.getByLabel("Student's full name").fill('Maya Ortiz');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay and enrol' }).click();
    await page
      .getByRole('alert')
      .getByText(/declined/i)
      .waitFor();
    await accessibleAtBothWidths(page, 'enrol-declined');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay and enrol' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are enrolled' }).waitFor();
    await page.getByText('Paid: $76.00 (card, $19.00 off)').waitFor();
    await accessibleAtBothWidths(page, 'enrol-confirmation');

    await page.getByRole('link', { name: 'Start the course in your portal' }).click();
    await page.getByRole('heading', { level: 1, name: 'My online courses' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Texas/ }).first().waitFor();
    await accessibleAtBothWidths(page, 'enrol-portal-courses');

    const db = server.platform.db.db;
    const [maya] = await db.select().from(students).where(eq(students.email, EMAIL));
    expect(maya).toMatchObject({ name: 'Maya Ortiz', usStateId: 'TX' });
    const entries = await ledgerRepository.entriesOf(db, maya!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'purchase',
      paymentMethod: 'stripe',
      amountCents: 7600,
    });
    expect(entries[0]!.couponId).not.toBeNull();
    // The account made on the form is also asked to confirm its address, in its own email.
    const mail = (
      await db.select().from(outboxMessages).where(eq(outboxMessages.to, EMAIL))
    ).filter((message) => message.subject !== 'Confirm your email for RoadReady');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^You are enrolled: /);
    expect(mail[0]!.text).toContain('Paid: $76.00 (card, $19.00 off)');
  });
});
