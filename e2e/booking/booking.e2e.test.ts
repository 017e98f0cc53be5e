// The booking acceptance in a real browser: a visitor chooses a 2-hour lesson at a covered Austin
// ZIP with a coupon, sees the price and the free times, is asked for an account to hold a time,
// creates one, holds it, says the lesson is for themselves, pays with the test provider and lands on the confirmation; the lesson is in the
// portal and on the instructor's calendar in the back office, the ledger holds the purchase and the consumption, and
// the confirmation email is in the outbox. Axe at desktop and phone widths on every step.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/server/mail/outbox.tables.ts';
import { offerWaitlistTimes } from '../../src/server/modules/waitlist/waitlist-offers.ts';
import { waitlistEntries } from '../../src/server/modules/waitlist/waitlist.tables.ts';
import { priceTheTestRegion } from '../../src/server/modules/booking/testing/booking-fixtures.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import { ledgerRepository } from '../../src/server/modules/ledger/ledger.repository.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import { createLessonTypes } from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { accessibleAtBothWidths } from '../support/accessible-at-both-widths.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { addAustinInstructor, AUSTIN_ZIP } from '../lessons/slot-booking.ts';

let server: TestServer;
let browser: Browser;
let instructorId: string;
let standard: string;
let admin: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  instructorId = await addAustinInstructor(server, { name: 'Jordan Reyes' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  await priceTheTestRegion(server);
  admin = await createDemoAccount(server, 'admin@roadready.demo');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('booking', () => {
  it('books and pays a 2-hour lesson with a coupon, and it shows everywhere', async () => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${server.url}/book`);
    await page.getByRole('heading', { level: 1, name: 'Book a driving lesson' }).waitFor();
    await accessibleAtBothWidths(page, 'book-choose');
    // An address no region covers: the reason and the booking phone as a tel: link.
    await page.goto(`${server.url}/book?type=${standard}&state=TX&zip=10001`);
    const refusal = page.getByRole('alert');
    await refusal.getByText('We do not cover this address online yet.').waitFor();
    expect(await refusal.getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await accessibleAtBothWidths(page, 'book-uncovered');
    await page.goto(`${server.url}/book`);
    await page.getByRole('radio', { name: /^Standard · 2 hours/ }).check();
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('Pickup address').fill('1100 Congress Ave');
    await page.getByLabel('ZIP code').fill(AUSTIN_ZIP);
    await page.getByLabel('Coupon code (optional)').fill('SAVE10');
    await page.getByRole('button', { name: 'See price and times' }).click();
    // 120 minutes at $1.50, less 10 %.
    await page.getByText('$162.00').waitFor();
    await accessibleAtBothWidths(page, 'book-times');

    await page
      .getByRole('group', { name: /Choose a start time/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Hold this time' }).click();
    await page.getByRole('heading', { name: 'Create an account', exact: true }).waitFor();
    await accessibleAtBothWidths(page, 'book-account');
    await page.getByLabel('Your name').fill('Ava Reyes');
    await page.getByLabel('Email').fill('ava@booking.test');
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
    await accessibleAtBothWidths(page, 'book-pay');
    await page.getByLabel("Student's full name").fill('Ava Reyes');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    await page.getByText('Paid: $162.00 (card, $18.00 off)').waitFor();
    await page.getByText('Instructor: Jordan Reyes').waitFor();
    await accessibleAtBothWidths(page, 'book-confirmation');

    await page.getByRole('link', { name: 'See your lessons in the portal' }).click();
    await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
    await page.getByText('Jordan Reyes').first().waitFor();

    const db = server.platform.db.db;
    const booked = await db.select().from(lessons).where(eq(lessons.instructorId, instructorId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ durationMinutes: 120, priceCents: 16_200 });
    const [ava] = await db.select().from(students).where(eq(students.email, 'ava@booking.test'));
    expect(ava).toMatchObject({ name: 'Ava Reyes', usStateId: 'TX' });
    expect(ava!.userId).not.toBeNull();
    const entries = await ledgerRepository.entriesOf(db, ava!.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['purchase', 'scheduleLesson']);
    expect(entries[0]).toMatchObject({ paymentMethod: 'stripe', amountCents: 16_200 });
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'ava@booking.test'));
    // The account made on step 4 was also asked to confirm its address.
    expect(mail.map((message) => message.subject).sort()).toEqual([
      'Booked: Standard',
      'Confirm your email for RoadReady',
    ]);

    // The instructor's calendar in the back office shows the booked lesson on its day (the
    // instructor's zone), as staff and the instructor see it.
    const staff = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, staff.context, admin);
      const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' });
      const day = dayOf.format(booked[0]!.startTime);
      const time = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Chicago',
        hour: '2-digit',
        minute: '2-digit',
      });
      // The day's grid shows a lesson booked late in the evening up to the end of its day: 24:00.
      const end =
        dayOf.format(booked[0]!.endTime) === day ? time.format(booked[0]!.endTime) : '24:00';
      const span = `${time.format(booked[0]!.startTime)}–${end}`;
      await staff.page.goto(
        `${server.url}/admin/instructors/${instructorId}/schedule?view=day&date=${day}`,
      );
      await staff.page.getByRole('heading', { level: 1, name: 'Jordan Reyes: calendar' }).waitFor();
      await staff.page.getByText(`Lesson ${span} · Standard, Ava Reyes`).first().waitFor();
      await accessibleAtBothWidths(staff.page, 'book-instructor-calendar');
    } finally {
      await staff.context.close();
    }
    // The whole acceptance, calendar included, runs longer than one step's default.
  }, 180_000);

  it('joins the waiting list, books the time it offers from the email, and staff see the line', async () => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${server.url}/book?type=${standard}&state=TX&zip=${AUSTIN_ZIP}`);
    await page
      .getByRole('heading', { name: 'No time that suits you? Join the waiting list' })
      .waitFor();
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    // Joining needs an account: the offer's hold and email are the account's.
    await page.getByRole('heading', { name: 'Sign in to join the waiting list' }).waitFor();
    await page.getByLabel('Your name').fill('Wes Park');
    await page.getByLabel('Email').fill('wes@waitlist.test');
    await page.getByLabel('Password').fill('a-long-test-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Join the waiting list' }).waitFor();
    // Nothing chosen: the field at fault, in words.
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByRole('alert').getByText('The days must include at least one day.').waitFor();
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
      await page.getByLabel(day).check();
    await page.getByLabel('Earliest start').selectOption('06:00');
    await page.getByLabel('Finished by').selectOption('22:00');
    await accessibleAtBothWidths(page, 'book-waitlist-form');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByRole('heading', { name: 'You are on the waiting list' }).waitFor();
    await page.getByText(/Every day, 6:00 AM to 10:00 PM, until/).waitFor();
    await accessibleAtBothWidths(page, 'book-waitlisted');

    // The offer run (every minute on its own) holds the first fitting time and emails the link.
    await offerWaitlistTimes(server.platform);
    const db = server.platform.db.db;
    const [offer] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'wes@waitlist.test'))
      .then((mail) => mail.filter((message) => message.subject.startsWith('A time opened')));
    const link = /Book it here: (\S+)/.exec(offer!.text)![1]!;
    await page.goto(link);
    await page.getByText(/^From the waiting list, held for you: Standard on /).waitFor();
    await accessibleAtBothWidths(page, 'book-waitlist-offer');
    await page.getByLabel("Student's full name").fill('Wes Park');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay and book' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your lesson is booked' }).waitFor();
    const [entry] = await db.select().from(waitlistEntries);
    expect(entry).toMatchObject({ status: 'Booked', offersMade: 1 });

    // Staff read the region's line, closed entries included.
    const staff = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, staff.context, admin);
      await staff.page.goto(`${server.url}/admin/waitlist?closed=yes`);
      await staff.page.getByRole('heading', { level: 1, name: 'Waiting list' }).waitFor();
      const card = staff.page.getByRole('listitem').filter({ hasText: 'Wes Park' });
      await card.getByText('Booked').waitFor();
      await card.getByText('Every day, 6:00 AM to 10:00 PM').waitFor();
      await accessibleAtBothWidths(staff.page, 'admin-waitlist');
    } finally {
      await staff.context.close();
    }
  }, 180_000);

  it('lets the shared page cache keep the first step only, never a step with live times', async () => {
    const first = await fetch(`${server.url}/book`);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    await first.text();
    expect((await fetch(`${server.url}/book`)).headers.get('age')).not.toBeNull();
    const chosen = await fetch(`${server.url}/book?state=TX&zip=78701`);
    expect(chosen.headers.get('cache-control') ?? '').not.toMatch(/s-maxage/);
    await chosen.text();
    expect((await fetch(`${server.url}/book?state=TX&zip=78701`)).headers.get('age')).toBeNull();
  });
});
