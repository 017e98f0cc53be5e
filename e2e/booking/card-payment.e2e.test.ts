// A lesson paid on Stripe's Payment Element in a real browser, against the local fake of Stripe
// (its API and its stand-in Stripe.js; docs/payments.md "Tests"). A server configured for Stripe
// (so not booking.e2e.test.ts's): the pay form leads to the payment page, the only public page
// with JavaScript. A card that pays lands on the confirmation; a declined card is told so on the
// page and books nothing; a card that needs 3-D Secure goes to the bank's page, comes back to the
// return page and is booked and paid in the ledger; a failed 3-D Secure check comes back with the
// way to pay again. Axe at desktop and phone widths on the payment page and the return page.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  priceTheTestRegion,
  type Buyer,
} from '../../src/server/modules/booking/testing/booking-fixtures.ts';
import { ledgerRepository } from '../../src/server/modules/ledger/ledger.repository.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import { createLessonTypes } from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { startFakeStripe, type FakeStripe } from '../../src/server/payments/testing/fake-stripe.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';
import { collectConsoleProblems } from '../support/page-checks.ts';
import { startAdminServer } from '../admin/admin-server.ts';
import { addAustinInstructor, AUSTIN_ZIP } from '../lessons/slot-booking.ts';

let fake: FakeStripe;
let server: TestServer;
let browser: Browser;
let instructorId: string;
let standard: string;
let cy: Buyer;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startAdminServer({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_API_URL: fake.url,
    STRIPE_JS_URL: `${fake.url}/v3/`,
  });
  browser = await launchBrowser();
  instructorId = await addAustinInstructor(server, { name: 'Jordan Reyes' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  await priceTheTestRegion(server);
  cy = await buyer(server, 'Cy Card', 'cy@card.test');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Signed in as Cy, on the payment page of a newly held lesson, its card form mounted. */
async function payStepOfANewLesson() {
  const { context, page } = await openPage(browser, VIEWPORTS.desktop);
  await context.addCookies(
    cy.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: server.url };
    }),
  );
  const problems = collectConsoleProblems(page);
  const choice = new URLSearchParams({
    type: standard,
    state: 'TX',
    address: '1100 Congress Ave',
    zip: AUSTIN_ZIP,
  });
  await page.goto(`${server.url}/book?${choice.toString()}`);
  await page
    .getByRole('group', { name: /Choose a start time/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await page.getByRole('heading', { name: '5. Pay' }).waitFor();
  // No card number on the pay form: the card goes into Stripe's form on the next page.
  expect(await page.getByLabel('Card number').count()).toBe(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Pay by card' }).waitFor();
  await page.getByLabel('Test card').waitFor();
  return { context, page, problems };
}

const lessonCount = async () =>
  (await server.platform.db.db.select().from(lessons).where(eq(lessons.instructorId, instructorId)))
    .length;

describe('paying for a lesson on the Payment Element', () => {
  it('pays, is declined with nothing booked, and passes 3-D Secure through the return page', async () => {
    // A card that pays: on to the confirmation.
    const paid = await payStepOfANewLesson();
    await paid.page.getByText('$180.00').first().waitFor();
    await accessibleAtBothWidths(paid.page, 'card-payment');
    await paid.page.getByLabel('Test card').selectOption('pm_card_visa');
    await paid.page.getByRole('button', { name: 'Pay $180.00' }).click();
    await paid.page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    expect(paid.problems).toEqual([]);
    expect(await lessonCount()).toBe(1);
    await paid.context.close();

    // A declined card: said on the page, nothing booked, the form ready for another card.
    const declined = await payStepOfANewLesson();
    await declined.page.getByLabel('Test card').selectOption('pm_card_chargeDeclined');
    await declined.page.getByRole('button', { name: 'Pay $180.00' }).click();
    await declined.page.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await declined.page.getByRole('button', { name: 'Pay $180.00' }).isEnabled()).toBe(true);
    await accessibleAtBothWidths(declined.page, 'card-payment-declined');
    expect(await lessonCount()).toBe(1);
    await declined.context.close();

    // 3-D Secure: the bank's page, then the return page books it.
    const secure = await payStepOfANewLesson();
    await secure.page.getByLabel('Test card').selectOption('pm_card_threeDSecure2Required');
    await secure.page.getByRole('button', { name: 'Pay $180.00' }).click();
    await secure.page.getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    await secure.page.getByRole('button', { name: 'Complete authentication' }).click();
    await secure.page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    const intent = fake.intents().at(-1)!;
    expect(intent).toMatchObject({
      status: 'succeeded',
      payment_method: 'pm_card_threeDSecure2Required',
    });
    expect(await lessonCount()).toBe(2);
    const entries = await ledgerRepository.entriesOf(server.platform.db.db, cy.studentId);
    expect(entries.find((entry) => entry.paymentReference === intent.id)).toMatchObject({
      kind: 'purchase',
      paymentMethod: 'stripe',
      amountCents: 18_000,
    });
    await secure.context.close();
  }, 180_000);

  it('a failed 3-D Secure check comes back to the return page with a way to pay again', async () => {
    const failed = await payStepOfANewLesson();
    await failed.page.getByLabel('Test card').selectOption('pm_card_threeDSecure2Required');
    await failed.page.getByRole('button', { name: 'Pay $180.00' }).click();
    await failed.page.getByRole('button', { name: 'Fail authentication' }).click();
    await failed.page
      .getByRole('heading', { level: 1, name: 'Your payment did not go through' })
      .waitFor();
    await failed.page
      .getByRole('alert')
      .getByText('The bank could not confirm this payment.')
      .waitFor();
    await accessibleAtBothWidths(failed.page, 'card-payment-return-failed');
    const before = await lessonCount();
    await failed.page.getByRole('link', { name: 'Pay again with another card' }).click();
    await failed.page.getByLabel('Test card').selectOption('pm_card_visa');
    await failed.page.getByRole('button', { name: 'Pay $180.00' }).click();
    await failed.page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    expect(await lessonCount()).toBe(before + 1);
    await failed.context.close();
  }, 120_000);
});
