// Balances, receipts, reschedule and cancel in the student portal, in a real browser: the demo
// student (Emma Johnson, 10 h of driving bought, two lessons booked) sees 6 h left, opens the
// purchase's receipt, moves one lesson to another free time (minutes unchanged), cancels the other
// in time after reading what that does, and finds 8 h left. Axe at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPurchase } from '../../src/server/modules/ledger/ledger.service.ts';
import { createProduct, inDays } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import {
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  setLatePolicy,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
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
let emma: TestAccount;

async function book(staffCookie: string, input: Record<string, unknown>) {
  const response = await graphql(
    server,
    {
      query: `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`,
      variables: {
        input: {
          idempotencyKey: crypto.randomUUID(),
          pickupLocation: '12 Oak St, Austin, TX 78701',
          pickupLatitude: 30.27,
          pickupLongitude: -97.74,
          ...input,
        },
      },
    },
    staffCookie,
  );
  expect(response.errors).toBeUndefined();
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  emma = await createDemoAccount(server, 'emma.johnson@roadready.demo');
  const regional = await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  const [student] = await db
    .insert(students)
    .values({ name: 'Emma Johnson', userId: emma.id })
    .returning();
  const studentId = student!.id;
  const product = await createProduct(db, 'Driving hours', 'drivingMinute');
  await server.platform.db.transaction((tx) =>
    recordPurchase(
      tx,
      {
        idempotencyKey: 'e2e-purchase',
        studentId,
        items: [{ productId: product, quantity: 600 }],
        paymentMethod: 'stripe',
        paymentReference: 'pi_e2e_receipt',
        amountCents: 45_000,
        expiresAt: inDays(365),
      },
      { author: { id: null, name: 'Front desk' } },
    ),
  );
  const instructorId = await createInstructor(server.platform, { name: 'Jordan Reyes' });
  const types = await createLessonTypes(server.platform);
  await setLatePolicy(server.platform, 'TX', 24, 3500);
  const cookie = (await signIn(server, regional.email, regional.password)).cookie!;
  for (const hours of [72, 120])
    await book(cookie, {
      instructorId,
      lessonTypeId: types.Standard,
      startTime: new Date(Math.ceil(hoursFromNow(hours).getTime() / 3_600_000) * 3_600_000),
      studentIds: [studentId],
    });
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

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('portal balance, receipts, reschedule and cancel', () => {
  it('the student reads the balance, a receipt, moves a lesson and cancels another', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal`);
      await page
        .getByRole('navigation', { name: 'Student portal' })
        .getByRole('link', { name: 'Balance & receipts' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Balance & receipts' }).waitFor();
      const left = section(page, 'What you have left');
      await left.getByText('6 h of driving left').waitFor();
      await left.getByText(/use by/i).waitFor();
      const payments = section(page, 'Purchases and receipts');
      await payments.getByText('Driving hours · 10 h', { exact: true }).waitFor();
      await payments.getByText('$450').waitFor();
      await payments.getByText(/Stripe/).waitFor();
      await accessible(page, 'portal-balance', VIEWPORTS.desktop.width);

      await payments.getByRole('link', { name: /^Receipt/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
      await page.getByText('Emma Johnson').waitFor();
      await page.getByText('RoadReady Driving School').waitFor();
      await page.getByText('pi_e2e_receipt').waitFor();
      await page.getByRole('cell', { name: '$450' }).waitFor();
      await accessible(page, 'portal-receipt', VIEWPORTS.desktop.width);

      await page.getByRole('link', { name: 'My lessons' }).click();
      const upcoming = section(page, 'Upcoming lessons').getByRole('listitem');
      await upcoming.first().waitFor();
      expect(await upcoming.count()).toBe(2);
      const firstWhen = await upcoming.first().getByRole('heading', { level: 3 }).textContent();

      // Move the first lesson to the last time offered on the first day.
      await upcoming.first().getByRole('button', { name: 'Reschedule' }).click();
      const move = page.getByRole('dialog', { name: 'Move this lesson' });
      await move.getByRole('combobox', { name: 'Day' }).waitFor();
      await move.getByRole('combobox', { name: 'New time' }).click();
      await page.getByRole('listbox').getByRole('option').last().click();
      await move.getByText('With Jordan Reyes', { exact: true }).waitFor();
      await accessible(page, 'portal-reschedule-dialog', VIEWPORTS.desktop.width);
      await move.getByRole('button', { name: 'Move the lesson' }).click();
      await move.waitFor({ state: 'hidden' });
      await page.getByText('Your lesson is moved.').waitFor();
      const headings = await section(page, 'Upcoming lessons')
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(headings).not.toContain(firstWhen);

      // Cancel the lesson that is now last, well ahead: the minutes come back.
      const last = upcoming.last();
      await last.getByRole('button', { name: 'Cancel lesson' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel this lesson?' });
      await cancel
        .getByText(
          'You are cancelling at least 24 hours ahead: 2 h of driving goes back to your balance. Nothing to pay.',
        )
        .waitFor();
      await accessible(page, 'portal-cancel-dialog', VIEWPORTS.desktop.width);
      await cancel.getByRole('button', { name: 'Cancel the lesson' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await section(page, 'Upcoming lessons').getByText('Cancelled').waitFor();
      expect(
        await section(page, 'Upcoming lessons')
          .getByRole('button', { name: 'Cancel lesson' })
          .count(),
      ).toBe(1);

      await page.getByRole('link', { name: 'Balance & receipts' }).click();
      await section(page, 'What you have left').getByText('8 h of driving left').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: balance, receipt and the cancel dialog', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal/balance`);
      await section(page, 'What you have left').getByText('8 h of driving left').waitFor();
      await accessible(page, 'portal-balance', VIEWPORTS.mobile.width);
      await section(page, 'Purchases and receipts')
        .getByRole('link', { name: /^Receipt/ })
        .click();
      await page.getByText('pi_e2e_receipt').waitFor();
      await accessible(page, 'portal-receipt', VIEWPORTS.mobile.width);
      await page.goto(`${server.url}/portal`);
      await section(page, 'Upcoming lessons')
        .getByRole('button', { name: 'Cancel lesson' })
        .click();
      const cancel = page.getByRole('dialog', { name: 'Cancel this lesson?' });
      await cancel.getByText(/to your balance/).waitFor();
      await accessible(page, 'portal-cancel-dialog', VIEWPORTS.mobile.width);
      await cancel.getByRole('button', { name: 'Keep the lesson' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await page.goto(`${server.url}/portal/receipts/${crypto.randomUUID()}`);
      await page.getByRole('alert').waitFor();
    } finally {
      await context.close();
    }
  });
});
