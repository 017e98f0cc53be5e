// Cohorts and scholarships in a real browser: a Classroom manager opens a course's cohorts from
// the course list, creates a cohort with a session, enrols a student found by the student search
// and marks them present; a family applies for a scholarship from the course page with a plain
// form post, and staff grant it with a voucher. Axe at 1280 and 390 px.
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortAttendance, cohorts } from '../../src/server/modules/cohorts/cohorts.tables.ts';
import { courses } from '../../src/server/modules/courses/courses.tables.ts';
import {
  createProduct,
  createStudents,
} from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { scholarshipApplications } from '../../src/server/modules/scholarships/scholarships.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

const YEAR = new Date().getUTCFullYear() + 1;
const COURSE = 'Washington teen classroom drivers ed';

let server: TestServer;
let browser: Browser;
let classroom: TestAccount;
let courseId: string;
let studentId: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  const db = server.platform.db.db;
  [studentId] = (await createStudents(db, ['Jamie Rivera'])) as [string];
  const productId = await createProduct(db, 'Washington classroom course', 'course');
  const [course] = await db
    .insert(courses)
    .values({
      state: 'WA',
      category: 'classroom-drivers-ed',
      audience: 'teen',
      name: COURSE,
      requiredSeconds: 34 * 3600,
      priceCents: 59500,
      productId,
      isPublished: true,
    })
    .returning({ id: courses.id });
  courseId = course!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cohorts', () => {
  it('a Classroom manager creates a cohort with a session, enrols a student and marks attendance', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/courses`);
      await page.getByRole('link', { name: `Cohorts of ${COURSE}` }).click();
      await page.getByRole('heading', { level: 1, name: 'Cohorts' }).waitFor();
      await page.getByText('No open cohorts. Show closed ones to see the rest.').waitFor();

      await page.getByRole('button', { name: 'New cohort' }).click();
      const dialog = page.getByRole('dialog', { name: 'New cohort' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Capitol Hill evenings');
      await dialog.getByLabel('First day').fill(`${YEAR}-03-02`);
      await dialog.getByLabel('Last day').fill(`${YEAR}-03-31`);
      await dialog.getByRole('spinbutton', { name: 'Seats' }).fill('10');
      await dialog.getByRole('button', { name: 'Add session' }).click();
      await dialog.getByLabel('Session 1: Session name').fill('Week 1');
      await dialog.getByLabel('Session 1: Day').fill(`${YEAR}-03-03`);
      await dialog.getByLabel('Session 1: Starts').fill('18:00');
      await dialog.getByLabel('Session 1: Ends').fill('20:00');
      await saveScreenshot(page, 'cohort-dialog-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Capitol Hill evenings was saved.').waitFor();

      const row = page.getByRole('listitem').filter({ hasText: 'Capitol Hill evenings' });
      await row.getByText('0 / 10 enrolled').waitFor();
      await row.getByText('Open', { exact: true }).waitFor();
      await saveScreenshot(page, 'cohorts-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      await row.getByRole('link', { name: 'Capitol Hill evenings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Capitol Hill evenings' }).waitFor();
      // 6 pm in Seattle, as typed, whatever the browser's zone.
      await page.getByText(/Mar 3, 6:00 PM – 8:00 PM/).waitFor();
      await page.getByText('No students enrolled yet.').waitFor();

      await page.getByRole('combobox', { name: 'Student to enrol' }).fill('Jamie');
      await page.getByRole('option', { name: /Jamie Rivera/ }).click();
      await page.getByRole('button', { name: 'Enrol', exact: true }).click();
      await page.getByText('Jamie Rivera was enrolled.').waitFor();
      await page.getByText('1 / 10 enrolled', { exact: false }).waitFor();

      const mark = page.getByRole('combobox', { name: 'Attendance of Jamie Rivera at Week 1' });
      await expect.poll(() => mark.textContent()).toBe('Not set');
      await mark.click();
      await page.getByRole('option', { name: 'Present' }).click();
      await expect.poll(() => mark.textContent()).toBe('Present');

      const db = server.platform.db.db;
      const [cohort] = await db.select().from(cohorts).where(eq(cohorts.courseId, courseId));
      expect(cohort).toMatchObject({ numEnrolled: 1, timeZone: 'America/Los_Angeles' });
      await eventually(async () => {
        const marks = await db
          .select()
          .from(cohortAttendance)
          .where(
            and(
              eq(cohortAttendance.studentId, studentId),
              eq(cohortAttendance.attendance, 'Present'),
            ),
          );
        expect(marks).toHaveLength(1);
      });
      await saveScreenshot(page, 'cohort-detail-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads well at 390 px', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/courses/${courseId}/cohorts`);
      const link = page.getByRole('link', { name: 'Capitol Hill evenings' });
      await link.waitFor();
      await saveScreenshot(page, 'cohorts-390');
      expect(await findAxeViolations(page)).toEqual([]);
      await link.click();
      await page.getByRole('combobox', { name: 'Attendance of Jamie Rivera at Week 1' }).waitFor();
      await saveScreenshot(page, 'cohort-detail-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a family applies for a scholarship with a plain form post; staff grant it', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      // Without a course in the link, the family chooses one on the form.
      await page.goto(`${server.url}/scholarship`);
      const bare = page.getByRole('form', { name: 'Scholarship application' });
      expect(await bare.getByLabel('Course').inputValue()).toBe('');
      await bare
        .getByRole('option', { name: `${COURSE} (Washington)` })
        .waitFor({ state: 'attached' });
      expect(await findAxeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/wa/course/classroom-drivers-ed`);
      // The cohort of the first test is listed on the public page with its seats left.
      const classes = page.getByRole('region', { name: 'Upcoming classes' });
      await classes.getByText(/9 seats left/).waitFor();
      await classes.getByText(/Week 1: .*Mar 3, 6:00 PM – 8:00 PM/).waitFor();
      await saveScreenshot(page, 'course-classes-390');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Apply for a scholarship' }).click();
      await page.getByRole('heading', { level: 1, name: 'Apply for a scholarship' }).waitFor();
      const form = page.getByRole('form', { name: 'Scholarship application' });
      expect(await form.getByLabel('Course').inputValue()).not.toBe('');
      await form.getByLabel('Student name').fill('Ana Ruiz');
      await form.getByLabel('Email').fill('ana@example.com');
      await form.getByLabel('Student date of birth').fill('2009-05-01');
      // Too short: the browser lets it through, the server answers with the field's problem.
      await form.getByLabel('Why are you applying?').fill('Please help.');
      await form.getByRole('button', { name: 'Apply for a scholarship' }).click();
      await page.getByText('Why are you applying? must be at least 50 characters.').waitFor();
      expect(await form.getByLabel('Student name').inputValue()).toBe('Ana Ruiz');
      await saveScreenshot(page, 'scholarship-form-390');
      expect(await findAxeViolations(page)).toEqual([]);
      await form
        .getByLabel('Why are you applying?')
        .fill(
          'I raise two teenagers alone and the course fee is more than we can spare this year.',
        );
      await form.getByRole('button', { name: 'Apply for a scholarship' }).click();
      await page.getByText('Thank you, we have your application.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }

    const staff = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, staff.context, classroom);
      await staff.page.goto(`${server.url}/admin/scholarships`);
      const entry = staff.page.getByRole('listitem').filter({ hasText: 'Ana Ruiz' });
      await entry.getByText(/I raise two teenagers alone/).waitFor();
      expect(await findAxeViolations(staff.page)).toEqual([]);
      await entry.getByRole('button', { name: 'Grant the application of Ana Ruiz' }).click();
      await staff.page.getByText(/Granted to Ana Ruiz: voucher SCHOLAR/).waitFor();
      const [application] = await server.platform.db.db.select().from(scholarshipApplications);
      expect(application).toMatchObject({ status: 'granted', userName: 'Ana Ruiz' });
      expect(application!.voucherId).not.toBeNull();
      await staff.page.getByRole('combobox', { name: 'Status' }).click();
      await staff.page.getByRole('option', { name: 'Granted' }).click();
      await entry.getByText(/Voucher SCHOLAR/).waitFor();
      await saveScreenshot(staff.page, 'scholarships-1280');
      expect(await findAxeViolations(staff.page)).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
