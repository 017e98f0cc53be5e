// Booking a road test at a meeting point in a real browser: the visitor chooses the road test and
// Texas, is offered the state's meeting points that take road tests (a restricted one is not
// listed), chooses one, sees the road-test fee with a road-test coupon and the free times there,
// creates an account, holds a time, pays with the test provider and lands on the confirmation
// naming the meeting point. The ledger holds the fee bought and consumed. Axe at 1280 and 390.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByType } from '../../src/domain/ledger/ledger-state.ts';
import { priceTheTestRegion } from '../../src/server/modules/booking/testing/booking-fixtures.ts';
import { couponsRepository } from '../../src/server/modules/coupons/coupons.repository.ts';
import { ledgerRepository } from '../../src/server/modules/ledger/ledger.repository.ts';
import { readLedger } from '../../src/server/modules/ledger/ledger.service.ts';
import { createProduct, inDays } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { lessonTypes } from '../../src/server/modules/lesson-types/lesson-types.tables.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import {
  createLessonTypes,
  createMeetingPoint,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { pricingRepository } from '../../src/server/modules/pricing/pricing.repository.ts';
import { stateMeetingPoints } from '../../src/server/modules/state-configs/state-configs.tables.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { startAdminServer } from '../admin/admin-server.ts';
import { addAustinInstructor } from '../lessons/slot-booking.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';

let server: TestServer;
let browser: Browser;
let instructorId: string;
let meetingPoint: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  const db = server.platform.db.db;
  instructorId = await addAustinInstructor(server, { name: 'Jordan Reyes' });
  const { RoadTest: roadTest } = await createLessonTypes(server.platform);
  const { minute, scheme } = await priceTheTestRegion(server);
  const fee = await createProduct(db, 'Road test fee', 'fee');
  await pricingRepository.replaceSchemeProducts(db, scheme, [
    { productId: minute, priceCents: 150 },
    { productId: fee, priceCents: 12_000 },
  ]);
  await db.update(lessonTypes).set({ testProductId: fee }).where(eq(lessonTypes.id, roadTest));
  await couponsRepository.insert(
    db,
    {
      code: 'ROAD20',
      scope: 'roadTest',
      title: '20 % off road tests',
      type: 'percent',
      discount: 2000,
      expiration: inDays(30),
      courseId: null,
      state: null,
      isDailyCoupon: false,
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    },
    [],
  );
  meetingPoint = await createMeetingPoint(server.platform, []);
  // Same place, but it takes no road tests: not offered for one.
  await db.insert(stateMeetingPoints).values({
    state: 'TX',
    label: 'Lamar lot',
    address: '1000 N Lamar Blvd, Austin, TX',
    restrictedLessonTypes: ['RoadTest'],
    latitude: 30.264,
    longitude: -97.743,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('booking a road test', () => {
  it('books and pays a road test at a meeting point with a road-test coupon', async () => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${server.url}/book`);
    await page.getByRole('radio', { name: /^Road test · 1 hour/ }).check();
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByRole('button', { name: 'See price and times' }).click();
    // No place yet: the page asks for one and now lists Texas's meeting points for road tests.
    await page.getByText('Give your ZIP code or choose a meeting point.').waitFor();
    const points = page.getByLabel('Meeting point');
    expect(await points.locator('option').allInnerTexts()).toEqual([
      'No: pick me up at my address',
      'Downtown Austin: 100 Congress Ave, Austin, TX',
    ]);
    await accessibleAtBothWidths(page, 'book-test-place');
    await points.selectOption({ label: 'Downtown Austin: 100 Congress Ave, Austin, TX' });
    await page.getByLabel('Coupon code (optional)').fill('ROAD20');
    await page.getByRole('button', { name: 'See price and times' }).click();
    // $120.00 less 20 %.
    await page.getByText('$96.00').waitFor();
    await page.getByText('Meeting point: Downtown Austin, 100 Congress Ave, Austin, TX.').waitFor();
    await accessibleAtBothWidths(page, 'book-test-times');

    await page
      .getByRole('group', { name: /Choose a start time/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Hold this time' }).click();
    await page.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
    await page.getByLabel('Your name').fill('Noor Haddad');
    await page.getByLabel('Email').fill('noor@road-test.test');
    await page.getByLabel('Password').fill('a-long-test-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Hold this time' }).waitFor();
    await page
      .getByRole('group', { name: /Choose a start time/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Hold this time' }).click();
    await page.getByRole('heading', { name: '5. Pay' }).waitFor();
    await page.getByLabel("Student's full name").fill('Noor Haddad');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    await page.getByText('Meeting point: Downtown Austin, 100 Congress Ave, Austin, TX').waitFor();
    await page.getByText('Paid: $96.00 (card, $24.00 off)').waitFor();
    await accessibleAtBothWidths(page, 'book-test-confirmation');

    const db = server.platform.db.db;
    const booked = await db.select().from(lessons).where(eq(lessons.instructorId, instructorId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ durationMinutes: 60, locationId: meetingPoint });
    const [noor] = await db
      .select()
      .from(students)
      .where(eq(students.email, 'noor@road-test.test'));
    const entries = await ledgerRepository.entriesOf(db, noor!.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['purchase', 'scheduleLesson']);
    expect(entries[0]).toMatchObject({ paymentMethod: 'stripe', amountCents: 9_600 });
    const ledger = await readLedger(server.platform, noor!.id);
    expect(balancesByType(ledger.state).get('fee') ?? 0).toBe(0);
  }, 180_000);
});
