// Booking several lessons in one go in a real browser (docs/lessons.md "Booking several
// lessons"): staff pick two free times in the "Schedule several" dialog, a start overlapping a
// pick is not offered, both lessons are booked in one call and show on the Lessons tab, and the
// ledger gives their minutes. Two more than the student's balance covers are refused with
// NOT_ENOUGH_PRODUCT, booking nothing and keeping the picks. Then one of them is moved with the
// edit dialog ("reschedule by dialog": the ledger unchanged, the email queued, the old time free),
// and the booking of the freed time shows in the back-office Outbox as a confirmation with its
// calendar file (docs/messages.md). Axe at desktop and phone widths.
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLessonTypes,
  createMeetingPoint,
  studentsHolding,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { outboxMessages } from '../../src/server/mail/outbox.tables.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
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
let admin: TestAccount;
let ben: string;
let jordan: string;
let standard: string;
let downtown: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  jordan = await addAustinInstructor(server, { name: 'Jordan Reyes' });
  standard = (await createLessonTypes(server.platform)).Standard;
  downtown = await createMeetingPoint(server.platform, []);
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

  it('reschedule by dialog: the ledger unchanged, the email queued, the old time free', async () => {
    await server.platform.db.db
      .update(students)
      .set({ email: 'ben@example.test' })
      .where(eq(students.id, ben));
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      const cookie = await signInContext(server, context, regional);
      const LESSONS = `query L($studentId: ID!) { lessons(studentId: $studentId) { edges { node { startTime } } } }`;
      const listed = await graphql(
        server,
        { query: LESSONS, variables: { studentId: ben } },
        cookie,
      );
      const hourInAustin = (iso: string) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Chicago',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(new Date(iso));
      const oldStart = (listed.data!['lessons'].edges as { node: { startTime: string } }[])
        .map((edge) => edge.node.startTime)
        .find((start) => hourInAustin(start) === '10')!;

      await page.goto(`${server.url}/admin/students/${ben}?tab=lessons`);
      const card = page.getByRole('listitem').filter({ hasText: /10:00am C[SD]T/ });
      await card.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: /^Edit the Standard lesson/ });
      await dialog.getByText(/^Now: .*10:00 AM with Jordan Reyes, Downtown Austin/).waitFor();
      await dialog.getByLabel('Move to another time, instructor or place').check();
      await dialog.getByText('Free: the school is moving it', { exact: false }).waitFor();
      const when = await pickSlot(dialog, '1:00 PM', 'Jordan Reyes');
      await dialog.getByRole('status').getByText(`New: Jordan Reyes, ${when}`).waitFor();
      await accessible(page, 'lessons-move-dialog', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Move lesson' }).click();
      await dialog
        .getByText(`Moved to ${when} with Jordan Reyes, Downtown Austin`, { exact: false })
        .waitFor();
      await accessible(page, 'lessons-move-done', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/1:00pm C[SD]T/).waitFor();
      expect(await page.getByText(/10:00am C[SD]T/).count()).toBe(0);

      // A move takes no minutes: the balance is what the two bookings left.
      await page.getByRole('tab', { name: 'Ledger', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
      await expect.poll(() => figure(page, 'Driving').textContent()).toBe('2 h');
      // Ben's "Lesson moved" email is in the outbox.
      const mail = await server.platform.db.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'ben@example.test'));
      expect(mail.map((message) => message.subject)).toEqual([
        expect.stringMatching(/^Lesson moved: now /),
      ]);
      // Jordan's old time is free again: Ben is booked at it.
      const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`;
      const rebook = await graphql(
        server,
        {
          query: SCHEDULE,
          variables: {
            input: {
              idempotencyKey: crypto.randomUUID(),
              instructorId: jordan,
              lessonTypeId: standard,
              startTime: oldStart,
              studentIds: [ben],
              meetingPointId: downtown,
            },
          },
        },
        cookie,
      );
      expect(rebook.errors).toBeUndefined();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // The booking is confirmed to Ben with its calendar file, as staff see in the Outbox.
    const office = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, office.context, admin);
      await office.page.goto(`${server.url}/admin/outbox?channel=email`);
      await office.page
        .getByRole('button', { name: /^View Lesson booked: .* to ben@example\.test$/ })
        .click();
      const message = office.page.getByRole('dialog', { name: /^Lesson booked: / });
      await message.getByText('To ben@example.test · Attached: lesson.ics').waitFor();
      await message.getByText('A lesson is booked for Ben Ortiz.', { exact: false }).waitFor();
      await accessible(office.page, 'outbox-lesson-confirmation', VIEWPORTS.desktop.width);
    } finally {
      await office.context.close();
    }

    const phone = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, phone.context, regional);
      await phone.page.goto(`${server.url}/admin/students/${ben}?tab=lessons`);
      await phone.page.getByRole('button', { name: 'Edit' }).first().click();
      const dialog = phone.page.getByRole('dialog', { name: /^Edit the Standard lesson/ });
      await dialog.getByLabel('Move to another time, instructor or place').check();
      await dialog
        .getByRole('button', { name: /, 1:00 PM, \d+ instructors?$/ })
        .first()
        .waitFor();
      await accessible(phone.page, 'lessons-move-dialog', VIEWPORTS.mobile.width);
    } finally {
      await phone.context.close();
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
