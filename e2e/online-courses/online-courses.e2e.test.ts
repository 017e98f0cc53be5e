// Online courses in a real browser: a Classroom manager enrols a Texas student in the Texas
// online course from student details, corrects today's seat time, and sees the credited time
// per day. Axe at 1280 and 390 px.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOfferings, courses } from '../../src/server/modules/courses/courses.tables.ts';
import { createStudents } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { students } from '../../src/server/modules/students/students.tables.ts';
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
let classroom: TestAccount;
let studentId: string;

const chicagoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  const db = server.platform.db.db;
  [studentId] = (await createStudents(db, ['Maria Lopez'])) as [string];
  await db.update(students).set({ usStateId: 'TX' }).where(eq(students.id, studentId));
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'drivers-ed',
      audience: 'teen',
      name: 'Texas teen online drivers ed (32 hours)',
      requiredSeconds: 115_200,
      dailyCapSeconds: 7200,
      priceCents: 9500,
      isPublished: true,
    })
    .returning();
  await db
    .insert(courseOfferings)
    .values({ courseId: course!.id, format: 'online', externalCourseId: 'TX-DE-ONLINE' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('online courses', () => {
  it('a Classroom manager enrols a student, corrects today and sees the credited time', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=online-courses`);
      await page.getByText('Not enrolled in any online course.').waitFor();

      await page.getByRole('button', { name: 'Enrol', exact: true }).click();
      const enrol = page.getByRole('dialog', { name: 'Enrol Maria Lopez in an online course' });
      await enrol.getByRole('combobox', { name: 'Course' }).click();
      await page.getByRole('option', { name: /Texas teen online drivers ed/ }).click();
      expect(await findAxeViolations(page)).toEqual([]);
      await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
      await page.getByText('Enrolled.').waitFor();
      const card = page.getByRole('region', {
        name: 'Texas teen online drivers ed (32 hours)',
        exact: true,
      });
      await card.getByText('Credited 0 min of 32 h 00 min').waitFor();
      await card.getByText('No seat time recorded yet.').waitFor();

      await card.getByRole('button', { name: 'Correct time' }).click();
      const patch = page.getByRole('dialog', { name: 'Correct seat time' });
      await patch.getByRole('textbox', { name: /Minutes/ }).fill('45');
      await patch.getByRole('textbox', { name: 'Reason' }).fill('Outage: heartbeats lost');
      expect(await findAxeViolations(page)).toEqual([]);
      await patch.getByRole('button', { name: 'Save correction' }).click();
      await page.getByText('Seat time corrected.').waitFor();

      const row = card.getByRole('row').filter({ hasText: chicagoToday() });
      await row.getByText('45 min: Outage: heartbeats lost').waitFor();
      await row.getByRole('cell', { name: '45 min', exact: true }).waitFor();
      await card.getByText('Credited 45 min of 32 h 00 min').waitFor();
      await saveScreenshot(page, 'online-courses-tab-1280');
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
      await page.goto(`${server.url}/admin/students/${studentId}?tab=online-courses`);
      await page.getByText('Credited 45 min of 32 h 00 min').waitFor();
      await saveScreenshot(page, 'online-courses-tab-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
