// Certificates in a real browser: a Classroom manager issues a certificate from the student's
// Certificates tab, mailed express, and sees its number there and on the back-office
// Certificates page with its place in the fulfilment queue. The behind-the-wheel certificate: an
// Admin names Washington's type in State configs; a Classroom manager finds who is close to
// completing in the behind-the-wheel report (bad hours explained, CSV exported) and issues the
// certificate from the page of the student who has met the requirement. Axe at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_TYPES } from '../../src/server/modules/certificates/certificates.seed.ts';
import { certificateTypes } from '../../src/server/modules/certificates/certificates.tables.ts';
import { DEMO_BTW_CERTIFICATE_TYPE } from '../../src/server/modules/behind-the-wheel/btw.seed.ts';
import {
  addLesson,
  addLessonType,
  addStudent,
} from '../../src/server/modules/driving-skills/testing/lesson-fixtures.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { createStudents } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { lessonStudents } from '../../src/server/modules/lessons/lessons.tables.ts';
import { stateConfigs } from '../../src/server/modules/state-configs/state-configs.tables.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let classroom: TestAccount;
let admin: TestAccount;
let studentId: string;
let liamId: string;

/**
 * Washington teens for the behind-the-wheel steps, with attended lessons on fixed days when they
 * were 16 (the rule they were taken under stays shown): Liam has met 5 h driving + 1 h
 * observation, Zoe is 4 h from it; a Texas teen has not started.
 */
async function addBehindTheWheelStudents() {
  const db = server.platform.db.db;
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Sofia L.',
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      timeZone: 'America/Los_Angeles',
      usStateId: 'WA',
    })
    .returning({ id: instructors.id });
  const lessonTypeId = await addLessonType(db);
  /** A lesson on a day of June 2026, attended by each student with their minutes. */
  const attended = async (day: number, places: [string, number, number][]) => {
    const lessonId = await addLesson(db, {
      instructorId: instructor!.id,
      lessonTypeId,
      start: new Date(Date.UTC(2026, 5, day, 17)),
      studentIds: places.map(([studentId]) => studentId),
    });
    for (const [studentId, driving, observing] of places) {
      await db
        .update(lessonStudents)
        .set({ drivingMinutes: driving, observationMinutes: observing, attendance: 'Attended' })
        .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.studentId, studentId)));
    }
  };
  liamId = await addStudent(db, { name: 'Liam Chen', usStateId: 'WA', dob: '2009-11-03' });
  const zoe = await addStudent(db, { name: 'Zoe Okafor', usStateId: 'WA', dob: '2010-05-19' });
  await attended(2, [[liamId, 120, 0]]);
  await attended(9, [[liamId, 120, 0]]);
  // Shared: each drives an hour and watches an hour.
  await attended(16, [
    [liamId, 60, 60],
    [zoe, 60, 60],
  ]);
  await addStudent(db, { name: 'Ana Ruiz', usStateId: 'TX', dob: '2011-03-01' });
  await db.insert(certificateTypes).values({ ...DEMO_BTW_CERTIFICATE_TYPE });
  // Washington has a config, with no behind-the-wheel certificate chosen yet.
  await db
    .insert(stateConfigs)
    .values({ state: 'WA', longName: 'Washington', hasHomePickup: true, hasMeetingPoints: true });
}

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  const db = server.platform.db.db;
  [studentId] = (await createStudents(db, ['Jamie Rivera'])) as [string];
  await db.insert(certificateTypes).values(DEMO_CERTIFICATE_TYPES.map((type) => ({ ...type })));
  await addBehindTheWheelStudents();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('certificates', () => {
  it('a Classroom manager issues a certificate from student details and finds it listed', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=certificates`);
      await page.getByText('No certificate issued to this student yet.').waitFor();

      await page.getByRole('button', { name: 'Issue certificate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a certificate to Jamie Rivera' });
      await dialog.getByRole('combobox', { name: 'Certificate type' }).click();
      await page.getByRole('option', { name: /Driver Education \(TX/ }).click();
      await dialog.getByRole('combobox', { name: 'Mail the printed certificate' }).click();
      await page.getByRole('option', { name: 'Express', exact: true }).click();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Issue certificate' }).click();
      await page.getByText('Certificate DE-100000 issued to Jamie Rivera.').waitFor();

      const card = page.getByRole('listitem').filter({ hasText: 'DE-100000' });
      await card.getByText('Driver Education (TX)').waitFor();
      const pdf = card.getByRole('link', { name: 'Download PDF of certificate DE-100000' });
      expect(await pdf.getAttribute('href')).toMatch(/^\/api\/certificates\/[0-9a-f-]+\/pdf$/);
      await saveScreenshot(page, 'certificates-tab-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/admin/certificates`);
      await page.getByRole('heading', { level: 1, name: 'Certificates' }).waitFor();
      const issued = page
        .getByRole('list', { name: 'Issued certificates' })
        .getByRole('listitem')
        .filter({ hasText: 'DE-100000' });
      await issued.getByRole('link', { name: 'Jamie Rivera' }).waitFor();
      const queue = page.getByRole('list', { name: 'Fulfilment queue' });
      await queue.getByText('DE-100000 · Express').waitFor();
      await saveScreenshot(page, 'certificates-1280');
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
      await page.goto(`${server.url}/admin/certificates`);
      await page
        .getByRole('list', { name: 'Issued certificates' })
        .getByText('DE-100000')
        .waitFor();
      await page.getByRole('heading', { name: 'Certificate types' }).waitFor();
      await saveScreenshot(page, 'certificates-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('behind the wheel: an Admin names the state’s certificate, staff find who is close and issue it', async () => {
    const office = await openPage(browser, VIEWPORTS.desktop);
    try {
      const { page } = office;
      const problems = collectConsoleProblems(page);
      await signInContext(server, office.context, admin);
      await page.goto(`${server.url}/admin/state-configs`);
      await page.getByRole('button', { name: 'Edit Washington' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Washington' });
      await dialog
        .getByLabel('Behind-the-wheel certificate')
        .selectOption({ label: 'Behind-the-wheel (WA-BTW-…)' });
      await saveScreenshot(page, 'state-config-btw-certificate-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save state config' }).click();
      await page.getByText('Washington was saved.').waitFor();
      const row = page.getByRole('table', { name: 'States' }).getByRole('row').nth(1);
      await row.getByRole('cell', { name: 'Behind-the-wheel', exact: true }).waitFor();
      await saveScreenshot(page, 'state-configs-1280');
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByText('Behind-the-wheel certificate: Behind-the-wheel').waitFor();
      await saveScreenshot(page, 'state-configs-390');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await office.context.close();
    }

    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/behind-the-wheel`);
      await page.getByRole('heading', { level: 1, name: 'Behind-the-wheel report' }).waitFor();
      const status = page.getByRole('status').filter({ hasText: 'Showing' });
      await status.getByText('Showing 1–3 of 3 students.').waitFor();
      const hours = page.getByLabel('Hours to go, at most');
      await hours.fill('-2');
      await page.getByText('Hours to go must be 0 or more.').waitFor();
      expect(await hours.getAttribute('aria-invalid')).toBe('true');
      await hours.fill('101');
      await page.getByText('Hours to go must be at most 100.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await hours.fill('4');
      await waitForPath(page, '/admin/behind-the-wheel?within=4');
      await status.getByText('Showing 1–1 of 1 student.').waitFor();
      const list = page.getByRole('list', { name: 'Students' });
      await list.getByRole('link', { name: 'Zoe Okafor' }).waitFor();
      await list.getByText('4 h to go').waitFor();
      await saveScreenshot(page, 'btw-report-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('behind-the-wheel-report.csv');
      const csv = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(csv).toEqual([
        'Student,Licence state,Region,Status,Progress,Missing,Missing (minutes),Lessons counted',
        'Zoe Okafor,Washington,No region,In progress,driving 1 h 0 min of 5 h 0 min; observation 1 h 0 min of 1 h 0 min,4 h 0 min,240,1',
      ]);

      await page.setViewportSize(VIEWPORTS.mobile);
      await list.getByRole('link', { name: 'Zoe Okafor' }).waitFor();
      await saveScreenshot(page, 'btw-report-390');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
      await page.setViewportSize(VIEWPORTS.desktop);

      // A region that is not known (an old link): said under the region, not as a failure.
      await page.goto(
        `${server.url}/admin/behind-the-wheel?region=00000000-0000-4000-8000-000000000000`,
      );
      await page.getByText('That region is not known: choose one from the list.').waitFor();

      // Liam has met Washington's requirement: the certificate is issued from his page.
      await page.goto(`${server.url}/admin/students/${liamId}`);
      const panel = page.getByRole('region', { name: 'Behind-the-wheel requirement' });
      await panel
        .getByText('5 h 0 min of 5 h driving, 1 h 0 min of 1 h observation — Washington')
        .waitFor();
      await panel
        .getByText('Requirement met: the Behind-the-wheel certificate can be issued.')
        .waitFor();
      await panel.getByRole('button', { name: 'Issue certificate' }).click();
      await page
        .getByTestId('snackbars')
        .getByText('Certificate WA-BTW-00001 issued to Liam Chen.')
        .waitFor();
      const pdf = panel.getByRole('link', { name: 'Download PDF of certificate WA-BTW-00001' });
      expect(await pdf.getAttribute('href')).toMatch(/^\/api\/certificates\/[0-9a-f-]+\/pdf$/);
      await saveScreenshot(page, 'btw-certificate-issued-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
