// Driving-skill reports and the instructor's own lessons in a real browser. The demo Instructor
// opens today's lesson on a phone (390 px), rates two skills and emails the report, which lands
// in the outbox; a Regional manager then reads the ratings on the student's page. The coverage
// map shows the instructor's region. Axe at 1280 and 390 on every page added here.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBoxOf, type AreaGeometry } from '../../src/domain/geo/geometry.ts';
import { seedDemoDrivingSkills } from '../../src/server/modules/driving-skills/driving-skills.seed.ts';
import {
  addInstructor,
  addLesson,
  addLessonType,
} from '../../src/server/modules/driving-skills/testing/lesson-fixtures.ts';
import { lessonStudents, lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import { regions, superRegions } from '../../src/server/modules/regions/regions.tables.ts';
import { bookingAlerts, studentNotes } from '../../src/server/modules/students/students.tables.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { addStudent } from '../students/student-fixtures.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';

const OUTBOX = `{ outboxMessages { edges { node { to subject text } } } }`;

const SQUARE: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-122.3, 37.78],
      [-122.2, 37.78],
      [-122.2, 37.86],
      [-122.3, 37.86],
      [-122.3, 37.78],
    ],
  ],
};

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let regional: TestAccount;
let instructor: TestAccount;
let adminCookie: string;
let studentId: string;
let lessonId: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  instructor = await createDemoAccount(server, 'instructor@roadready.demo');
  const db = server.platform.db.db;
  await seedDemoDrivingSkills(db);
  const [bay] = await db.insert(superRegions).values({ name: 'Bay Area', state: 'CA' }).returning();
  const [oakland] = await db
    .insert(regions)
    .values({
      name: 'Oakland',
      superRegionId: bay!.id,
      geometry: SQUARE,
      boundingBox: boundingBoxOf(SQUARE),
    })
    .returning();
  const instructorId = await addInstructor(db, {
    name: 'Priya Raman',
    userId: instructor.id,
    serviceRegionIds: [oakland!.id],
  });
  const lessonTypeId = await addLessonType(db);
  adminCookie = await signInApi(admin);
  const noah = await addStudent(server, adminCookie, {
    name: 'Noah Williams',
    email: 'noah.williams@example.com',
    dob: '2009-03-14',
    parentName: 'Maya Williams',
    parentEmail: 'maya.williams@example.com',
    usStateId: 'CA',
    address: { phone: '(415) 555-0134', city: 'Oakland', state: 'CA', zipcode: '94607' },
  });
  studentId = noah.id;
  await db.insert(studentNotes).values([
    {
      studentId,
      text: 'Nervous on freeways; start on quiet streets.',
      createdByName: 'Luis Ortega',
    },
    {
      studentId,
      text: 'Payment plan under review.',
      createdByName: 'Dana Whitaker',
      isHiddenFromInstructorView: true,
    },
  ]);
  await db.insert(bookingAlerts).values({
    studentId,
    text: 'Needs a car with a passenger brake.',
    createdByName: 'Luis Ortega',
  });
  // Started ten minutes ago (attendance and ratings are recorded once a lesson has started), so
  // it is on My lessons, which lists from a day back.
  lessonId = await addLesson(db, {
    instructorId,
    lessonTypeId,
    start: new Date(Date.now() - 10 * 60_000),
    studentIds: [studentId],
    pickupLocation: '1 Broadway, Oakland, CA 94607',
    pickupLatitude: 37.7989,
    pickupLongitude: -122.2763,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInApi(account: TestAccount): Promise<string> {
  const result = await signIn(server, account.email, account.password);
  return result.cookie!;
}

async function choose(page: Page, dialogName: string, field: string, option: string) {
  await page
    .getByRole('dialog', { name: dialogName })
    .getByRole('combobox', { name: field })
    .click();
  await page.getByRole('option', { name: option }).click();
  // The menu closes with a transition; until it is gone its backdrop takes the next click.
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe('skill reports and my lessons', () => {
  it('the instructor rates today’s lesson on a phone and emails the report', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, instructor);
      await page.goto(`${server.url}/admin/my-lessons`);
      await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
      const card = page.getByRole('link').filter({ hasText: 'Noah Williams' });
      await card.waitFor();
      await page.getByText('1 booking alert').waitFor();
      await saveScreenshot(page, 'my-lessons-390');
      expect(await findAxeViolations(page)).toEqual([]);

      // The instructor's private calendar of the lessons they teach (docs/messages.md).
      const calendar = page.getByRole('region', { name: 'Your lessons in your calendar' });
      await calendar.getByRole('button', { name: 'Make my calendar link' }).click();
      await expect
        .poll(() => calendar.getByRole('textbox', { name: 'Calendar link' }).inputValue())
        .toMatch(/\/calendar\/[\w-]{43}\.ics$/);
      await calendar.getByRole('button', { name: 'Copy link' }).waitFor();
      await saveScreenshot(page, 'my-lessons-calendar-link-390');
      expect(await findAxeViolations(page)).toEqual([]);

      await card.click();
      await page.getByRole('heading', { level: 2, name: 'Noah Williams' }).waitFor();
      await page.getByText('Nervous on freeways; start on quiet streets.').waitFor();
      expect(await page.getByText('Payment plan under review.').count()).toBe(0);
      await page.getByText('Needs a car with a passenger brake.').waitFor();
      expect(
        await page.getByRole('link', { name: 'Call (415) 555-0134' }).getAttribute('href'),
      ).toBe('tel:+14155550134');
      expect(await page.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
        '37.798900%2C-122.276300',
      );
      await page.getByRole('heading', { name: 'Attendance and duration' }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);

      // Attendance and the actual duration, which needs a reason when it differs.
      const attendance = page.getByRole('group', { name: 'Noah Williams' });
      await attendance.getByRole('radio', { name: 'Attended' }).check();
      await page.getByLabel('Actual duration (minutes)').fill('110');
      await page.getByRole('button', { name: 'Save attendance' }).click();
      await page.getByText('Say why the lesson took a different time.').waitFor();
      await page.getByLabel('Why it differs').fill('Stopped early: heavy rain.');
      await page.getByRole('button', { name: 'Save attendance' }).click();
      await page.getByText('Attendance and duration saved.').waitFor();
      const [place] = await server.platform.db.db
        .select({ attendance: lessonStudents.attendance })
        .from(lessonStudents)
        .where(eq(lessonStudents.lessonId, lessonId));
      expect(place?.attendance).toBe('Attended');
      const [recorded] = await server.platform.db.db
        .select({ minutes: lessons.actualDurationMinutes, note: lessons.actualDurationNote })
        .from(lessons)
        .where(eq(lessons.id, lessonId));
      expect(recorded).toEqual({ minutes: 110, note: 'Stopped early: heavy rain.' });
      expect(await findAxeViolations(page)).toEqual([]);

      // No report yet: the server answers NOT_FOUND, which the page shows as not rated yet.
      await page.getByText('Not rated yet.').waitFor();
      await page.getByRole('button', { name: 'Rate skills' }).click();
      await choose(page, 'Rate driving skills', 'Mirrors and blind spots', '5 · Capable');
      await choose(page, 'Rate driving skills', 'Lane changes', '3 · Needs improvement');
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'my-lesson-rate-390', false);
      await page.getByRole('button', { name: 'Save ratings' }).click();
      await page.getByText('Skill ratings saved.').waitFor();
      await page.getByText('Capable (5 of 6)').waitFor();

      await page.getByRole('button', { name: 'Email report' }).click();
      const emailDialog = page.getByRole('dialog', { name: 'Email report' });
      expect(await emailDialog.getByLabel('Email addresses').inputValue()).toBe(
        'noah.williams@example.com, maya.williams@example.com',
      );
      await emailDialog.getByLabel('Comments').fill('Practise lane changes on quiet streets.');
      expect(await findAxeViolations(page)).toEqual([]);
      await emailDialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByText(/^Report emailed to noah.williams@example.com/).waitFor();
      await page.getByText(/^Report emailed \w{3} \d/).waitFor();
      await saveScreenshot(page, 'my-lesson-390');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const outbox = await graphql(server, { query: OUTBOX }, adminCookie);
    const messages = outbox.data!['outboxMessages'].edges.map(
      (edge: { node: { to: string; subject: string; text: string } }) => edge.node,
    );
    const report = messages.filter((message: { subject: string }) =>
      message.subject.startsWith('Driving-skill report for Noah Williams'),
    );
    expect(report.map((message: { to: string }) => message.to).sort()).toEqual([
      'maya.williams@example.com',
      'noah.williams@example.com',
    ]);
    expect(report[0].text).toContain('5/6 Capable');
    expect(report[0].text).toContain('Practise lane changes on quiet streets.');
  });

  it('a Regional manager reads the ratings in the student’s Skill reports tab', async () => {
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'student-skill-reports-1280'],
      [VIEWPORTS.mobile, 'student-skill-reports-390'],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, regional);
        await page.goto(`${server.url}/admin/students/${studentId}?tab=skill-reports`);
        const table = page.getByRole('table', { name: 'Driving-skill reports' });
        await table.waitFor();
        const mirrors = table.getByRole('row').filter({ hasText: 'Mirrors and blind spots' });
        await mirrors.getByText('Capable (5 of 6)').waitFor();
        await table
          .getByRole('row')
          .filter({ hasText: 'Lane changes' })
          .getByText('Needs improvement (3 of 6)')
          .waitFor();
        await table.getByText(/^Emailed /).waitFor();
        await saveScreenshot(page, name);
        expect(await findAxeViolations(page)).toEqual([]);
        if (viewport === VIEWPORTS.desktop) {
          await table.getByRole('button', { name: /^Edit ratings of / }).click();
          const dialog = page.getByRole('dialog', { name: 'Rate driving skills' });
          await dialog.waitFor();
          expect(await findAxeViolations(page)).toEqual([]);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
        }
      } finally {
        await context.close();
      }
    }
  });

  it('shows the coverage map and my lessons cleanly at both widths', async () => {
    for (const [viewport, width] of [
      [VIEWPORTS.desktop, 1280],
      [VIEWPORTS.mobile, 390],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, admin);
        await page.goto(`${server.url}/admin/coverage`);
        await page.getByRole('heading', { level: 1, name: 'Coverage map' }).waitFor();
        await page.locator('[data-map-ready="true"][data-region-count="1"]').waitFor();
        const row = page
          .getByRole('table', { name: 'Regions and their instructors' })
          .getByRole('row')
          .filter({ hasText: 'Oakland' });
        await row.getByText('Priya Raman').waitFor();
        if (width === 1280) {
          // Clicking the region on the map lists its instructors beside it.
          await page
            .getByRole('region', { name: 'Map of regions coloured by instructor count' })
            .click();
          await page
            .getByRole('list', { name: 'Instructors of Oakland' })
            .getByText('Priya Raman')
            .waitFor();
        }
        await saveScreenshot(page, `coverage-${width}`);
        expect(await findAxeViolations(page)).toEqual([]);

        await page.goto(`${server.url}/admin/my-lessons`);
        await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
        await page.getByRole('combobox', { name: 'Instructor' }).click();
        await page.getByRole('option', { name: 'Priya Raman' }).click();
        await page.getByRole('link').filter({ hasText: 'Noah Williams' }).waitFor();
        await saveScreenshot(page, `my-lessons-admin-${width}`);
        expect(await findAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
