// Issue 6's acceptance in a real browser: a Regional manager schedules a shared lesson from the
// first student's Lessons tab by picking a free time (the slot picker names the instructor); the
// lesson shows on both students' Lessons tabs and both ledgers give the minutes. The instructor,
// on a phone, opens it from My lessons: before it starts there is no attendance to record; once
// it has started, records attendance and the actual duration for both students and rates their
// skills. Back at a desk, the Regional manager emails a report from the
// student's Skill reports tab, and the Admin finds the message in the outbox. Axe at each screen,
// at the width its person uses it (the schedule dialog at both).
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDrivingSkills } from '../../src/server/modules/driving-skills/driving-skills.seed.ts';
import { createLessonTypes } from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { lessonStudents, lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { AUSTIN_ZIP, addAustinInstructor, pickSlot } from '../lessons/slot-booking.ts';
import { addStudent } from '../students/student-fixtures.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let regional: TestAccount;
let instructor: TestAccount;
let anna: string;
let ben: string;
let instructorId: string;

const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`;
const PURCHASE = `mutation ($input: PurchaseInput!) { purchase(input: $input) { replayed } }`;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  instructor = await createDemoAccount(server, 'instructor@roadready.demo');
  await seedDemoDrivingSkills(server.platform.db.db);
  instructorId = await addAustinInstructor(server, { name: 'Priya Raman', userId: instructor.id });
  await createLessonTypes(server.platform);

  // The students and their purchases, as the front desk would enter them.
  const { context } = await openPage(browser);
  const cookie = await signInContext(server, context, admin);
  await context.close();
  const api = async (query: string, variables: Record<string, unknown>) => {
    const result = await graphql<Record<string, { id: string }>>(
      server,
      { query, variables },
      cookie,
    );
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const home = (street: string) => ({
    address: street,
    city: 'Austin',
    state: 'TX',
    zipcode: AUSTIN_ZIP,
    phone: '(512) 555-0147',
  });
  anna = (
    await addStudent(server, cookie, {
      name: 'Anna Lee',
      email: 'anna.lee@example.com',
      parentName: 'Grace Lee',
      parentEmail: 'grace.lee@example.com',
      usStateId: 'TX',
      address: home('500 Congress Ave'),
    })
  ).id;
  ben = (
    await addStudent(server, cookie, {
      name: 'Ben Ode',
      email: 'ben.ode@example.com',
      usStateId: 'TX',
      address: home('210 Lavaca St'),
    })
  ).id;
  const driving = (
    await api(CREATE_PRODUCT, { input: { name: 'Driving minutes', type: 'drivingMinute' } })
  )['createProduct']!.id;
  const observing = (
    await api(CREATE_PRODUCT, {
      input: { name: 'Observation minutes', type: 'observationMinute' },
    })
  )['createProduct']!.id;
  for (const studentId of [anna, ben]) {
    await api(PURCHASE, {
      input: {
        idempotencyKey: `acceptance-${studentId}`,
        studentId,
        items: [
          { productId: driving, quantity: 360 },
          { productId: observing, quantity: 360 },
        ],
        paymentMethod: 'cash',
        amountCents: 54_000,
        expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      },
    });
  }
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

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens the schedule dialog on Anna's Lessons tab and chooses a shared lesson with Ben. */
async function openSharedLessonDialog(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/admin/students/${anna}?tab=lessons`);
  await page.getByRole('heading', { level: 2, name: 'Lessons', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Schedule lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a lesson for Anna Lee' });
  await dialog.getByText('Choose the lesson type and the pickup to see the free times.').waitFor();
  await choose(page, dialog, 'Lesson type', 'Shared (120 min)');
  await dialog.getByRole('combobox', { name: 'Second student (optional)' }).fill('Ben');
  await page.getByRole('option', { name: 'Ben Ode' }).click();
  await dialog
    .getByRole('combobox', { name: 'Pickup' })
    .getByText(`At home: 500 Congress Ave, Austin, ${AUSTIN_ZIP}`)
    .waitFor();
  return dialog;
}

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');

async function expectLessonAndBalances(page: Page, studentId: string, partner: string) {
  await page.goto(`${server.url}/admin/students/${studentId}?tab=lessons`);
  const card = page.getByRole('listitem').filter({ hasText: 'Shared ·' });
  await card
    .getByText(`Uses 60 driving and 60 observation minutes · Shared with ${partner}`)
    .waitFor();
  await card.getByText(/With Priya Raman · 120 min · Pickup: home/).waitFor();
  await card.getByText(/10:00am C[DS]T/).waitFor();
  await accessible(page, `acceptance-lessons-tab-${partner === 'Ben Ode' ? 'anna' : 'ben'}`, 1280);
  await page.getByRole('tab', { name: 'Ledger', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Balances' }).waitFor();
  await expect.poll(() => figure(page, 'Driving').textContent()).toBe('5 h');
  await expect.poll(() => figure(page, 'Observation').textContent()).toBe('5 h');
}

// Each step is a whole visit with two axe checks and screenshots: on a busy 2-core machine one
// took just over the suite's 60 s, so these steps get two minutes each.
describe('a shared lesson from booking to the emailed report', { timeout: 120_000 }, () => {
  it('the schedule dialog fits a phone: full screen, the free times for both students', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, regional);
      const dialog = await openSharedLessonDialog(page);
      const when = await pickSlot(dialog, '11:00 AM', 'Priya Raman');
      await dialog.getByRole('status').getByText(`Priya Raman, ${when}`).waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(VIEWPORTS.mobile.width);
      await accessible(page, 'acceptance-schedule-dialog', VIEWPORTS.mobile.width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('staff schedule it from the first student’s Lessons tab by picking a free time', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      const dialog = await openSharedLessonDialog(page);
      // Nothing picked yet: the dialog says what is missing and books nothing.
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.getByRole('status').getByText('Choose a free time and an instructor.').waitFor();
      await dialog.getByRole('heading', { level: 2, name: 'Free times' }).waitFor();
      await accessible(page, 'acceptance-schedule-dialog-times', VIEWPORTS.desktop.width);
      const when = await pickSlot(dialog, '10:00 AM', 'Priya Raman');
      await dialog.getByRole('status').getByText(`Priya Raman, ${when}`).waitFor();
      await accessible(page, 'acceptance-schedule-dialog', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Lesson scheduled.').waitFor();

      const db = server.platform.db.db;
      const [lesson] = await db
        .select()
        .from(lessons)
        .where(eq(lessons.instructorId, instructorId));
      expect(lesson?.pickupLocation).toBe(`500 Congress Ave, Austin, ${AUSTIN_ZIP}`);
      const places = await db
        .select({ studentId: lessonStudents.studentId, driving: lessonStudents.drivingMinutes })
        .from(lessonStudents)
        .where(eq(lessonStudents.lessonId, lesson!.id));
      expect(places.map((place) => place.studentId).sort()).toEqual([anna, ben].sort());
      // The picked time, read back in Central time as the picker named it.
      const picked = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'America/Chicago',
      }).format(lesson!.startTime);
      expect(picked.replace(' at ', ', ')).toBe(when);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the lesson shows on both students’ Lessons tabs and both ledgers give the minutes', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await expectLessonAndBalances(page, anna, 'Ben Ode');
      await expectLessonAndBalances(page, ben, 'Anna Lee');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the instructor records attendance and duration and rates both students on a phone', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, instructor);
      await page.goto(`${server.url}/admin/my-lessons`);
      await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
      const card = page.getByRole('link').filter({ hasText: 'Anna Lee, Ben Ode' });
      await card.getByText(/10:00am–12:00pm · Shared/).waitFor();
      await accessible(page, 'acceptance-my-lessons', VIEWPORTS.mobile.width);

      await card.click();
      await page.getByRole('heading', { level: 1, name: 'Shared' }).waitFor();
      await page.getByText(`500 Congress Ave, Austin, ${AUSTIN_ZIP}`).first().waitFor();

      // No attendance before start: the page says from when, and offers neither the attendance
      // form nor the ratings.
      await page
        .getByText(
          /^Attendance and the actual duration can be recorded once the lesson has started \(/,
        )
        .waitFor();
      await page
        .getByText(/^Skill ratings can be recorded once the lesson has started \(.*C[DS]T\)\.$/)
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: 'Save attendance' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Rate skills' }).count()).toBe(0);
      await accessible(page, 'acceptance-my-lesson-before-start', VIEWPORTS.mobile.width);
      // The lesson's time comes: it is set to have started an hour ago.
      const db = server.platform.db.db;
      await db
        .update(lessons)
        .set({
          startTime: new Date(Date.now() - 3_600_000),
          endTime: new Date(Date.now() + 3_600_000),
        })
        .where(eq(lessons.instructorId, instructorId));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Shared' }).waitFor();
      for (const name of ['Anna Lee', 'Ben Ode'])
        await page.getByRole('group', { name }).getByRole('radio', { name: 'Attended' }).check();
      await page.getByLabel('Actual duration (minutes)').fill('110');
      await page.getByLabel('Why it differs').fill('Ended early: a storm came in.');
      await page.getByRole('button', { name: 'Save attendance' }).click();
      await page.getByText('Attendance and duration saved.').waitFor();
      await accessible(page, 'acceptance-my-lesson-attendance', VIEWPORTS.mobile.width);

      const ratings = {
        'Anna Lee': [
          ['Mirrors and blind spots', '5 · Capable'],
          ['Lane changes', '4 · Consistent'],
        ],
        'Ben Ode': [
          ['Mirrors and blind spots', '3 · Needs improvement'],
          ['Lane changes', '2 · Needs additional development'],
        ],
      } as const;
      for (const [name, rated] of Object.entries(ratings)) {
        const student = page.getByRole('region', { name });
        await student.getByRole('button', { name: 'Rate skills' }).click();
        const dialog = page.getByRole('dialog', { name: 'Rate driving skills' });
        for (const [skill, rating] of rated) await choose(page, dialog, skill, rating);
        if (name === 'Anna Lee')
          await accessible(page, 'acceptance-rate-skills', VIEWPORTS.mobile.width);
        await dialog.getByRole('button', { name: 'Save ratings' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await student
          .getByText(`${rated[0][1].split(' · ')[1]} (${rated[0][1][0]} of 6)`)
          .waitFor();
      }

      const [lesson] = await db
        .select({ minutes: lessons.actualDurationMinutes, note: lessons.actualDurationNote })
        .from(lessons)
        .where(eq(lessons.instructorId, instructorId));
      expect(lesson).toEqual({ minutes: 110, note: 'Ended early: a storm came in.' });
      const attendance = await db
        .select({ attendance: lessonStudents.attendance })
        .from(lessonStudents)
        .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
        .where(eq(lessons.instructorId, instructorId));
      expect(attendance).toEqual([{ attendance: 'Attended' }, { attendance: 'Attended' }]);
      await accessible(page, 'acceptance-my-lesson', VIEWPORTS.mobile.width);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('staff email the report from the Skill reports tab', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${anna}?tab=skill-reports`);
      const table = page.getByRole('table', { name: 'Driving-skill reports' });
      await table
        .getByRole('row')
        .filter({ hasText: 'Mirrors and blind spots' })
        .getByText('Capable (5 of 6)')
        .waitFor();
      await accessible(page, 'acceptance-skill-reports', VIEWPORTS.desktop.width);
      await table.getByRole('button', { name: /^Email report of / }).click();
      const dialog = page.getByRole('dialog', { name: 'Email report' });
      expect(await dialog.getByLabel('Email addresses').inputValue()).toBe(
        'anna.lee@example.com, grace.lee@example.com',
      );
      await dialog.getByLabel('Comments').fill('Good mirrors; practise lane changes downtown.');
      await accessible(page, 'acceptance-email-report', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page
        .getByText(/^Report emailed to anna.lee@example.com, grace.lee@example.com/)
        .waitFor();
      await table.getByText(/^Emailed /).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Admin finds both messages in the outbox', async () => {
    const desk = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, desk.context, admin);
      await desk.page.goto(`${server.url}/admin/outbox`);
      await desk.page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      const messages = desk.page.getByRole('table', { name: 'Messages' });
      for (const to of ['anna.lee@example.com', 'grace.lee@example.com'])
        await messages
          .getByRole('row')
          .filter({ hasText: to })
          .getByText(/^Driving-skill report for Anna Lee: Shared, /)
          .waitFor();
      await accessible(desk.page, 'acceptance-outbox', VIEWPORTS.desktop.width);
      await desk.page
        .getByRole('button', { name: /^View Driving-skill report for Anna Lee.* to anna.lee@/ })
        .click();
      const message = desk.page.getByRole('dialog', {
        name: /^Driving-skill report for Anna Lee: Shared, /,
      });
      await message.getByText('Good mirrors; practise lane changes downtown.').waitFor();
      await message.getByText(/5\/6 Capable/).waitFor();
      await message.getByTitle(/^HTML version of Driving-skill report/).waitFor();
      await accessible(desk.page, 'acceptance-outbox-message', VIEWPORTS.desktop.width);
    } finally {
      await desk.context.close();
    }
  });
});
