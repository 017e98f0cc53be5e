// The student portal in a real browser: a student signs in and lands on /portal, sees an upcoming
// and two past lessons, reviews the instructor of the last one (4 stars and a text) and sees it
// recorded; a second review from a page opened earlier gets the server's CONFLICT message. A
// regional manager then finds the review pending on the instructor's page, and a staff account
// without a student record gets the explanation. A student taken out of a shared lesson by staff
// no longer sees it. The student makes a private calendar link. Axe at 1280 and 390 px on each
// portal screen.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { lessonTypes } from '../../src/server/modules/lesson-types/lesson-types.tables.ts';
import { lessons, lessonStudents } from '../../src/server/modules/lessons/lessons.tables.ts';
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
  submitSignInForm,
  waitForPath,
  waitForSignInForm,
  type TestAccount,
} from '../admin/admin-server.ts';

const HOUR = 3_600_000;

let server: TestServer;
let browser: Browser;
let emma: TestAccount;
let regional: TestAccount;
let instructorId: string;
let emmaId: string;
let standardId: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  emma = await createDemoAccount(server, 'emma.johnson@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  const [student] = await db
    .insert(students)
    .values({ name: 'Emma Johnson', userId: emma.id })
    .returning();
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Maria G.',
      firstName: 'Maria',
      lastName: 'Garcia',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
    })
    .returning();
  emmaId = student!.id;
  instructorId = instructor!.id;
  const [type] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Standard', durationMinutes: 120 })
    .returning();
  standardId = type!.id;
  for (const start of [Date.now() - 240 * HOUR, Date.now() - 72 * HOUR, Date.now() + 72 * HOUR]) {
    const [lesson] = await db
      .insert(lessons)
      .values({
        instructorId,
        lessonTypeId: type!.id,
        startTime: new Date(start),
        endTime: new Date(start + 2 * HOUR),
        durationMinutes: 120,
        pickupLocation: '200 Valencia St, San Francisco, CA 94103',
      })
      .returning();
    await db.insert(lessonStudents).values({
      lessonId: lesson!.id,
      studentId: student!.id,
      pickupDetails: 'By the blue door',
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

// MUI Rating keeps its radio buttons visually hidden under the stars: a person clicks the star,
// which is the radio button's label.
const chooseStars = (dialog: Locator, stars: number) =>
  dialog
    .locator('label')
    .filter({ hasText: `${stars} stars` })
    .click();

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('student portal', () => {
  it('a student lands on the portal, sees the lessons and reviews the instructor once', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await page.goto(`${server.url}/sign-in`);
      await waitForSignInForm(page);
      await submitSignInForm(page, emma.email, emma.password);
      await waitForPath(page, '/portal');
      await page.getByRole('heading', { level: 1, name: 'My lessons' }).waitFor();
      expect(
        await page
          .getByRole('navigation', { name: 'Student portal' })
          .getByRole('link')
          .allTextContents(),
      ).toEqual(['My lessons', 'My online courses', 'Balance & receipts', 'My family']);

      const upcoming = section(page, 'Upcoming lessons').getByRole('listitem');
      const pastLessons = section(page, 'Past lessons').getByRole('listitem');
      await upcoming.first().waitFor();
      expect(await upcoming.count()).toBe(1);
      expect(await pastLessons.count()).toBe(2);
      // Most recent first: the lesson three days ago.
      const past = pastLessons.first();
      for (const card of [upcoming, past]) {
        await card.getByText('Maria G.').waitFor();
        await card.getByText('120 minutes').waitFor();
        await card.getByText('Pickup: 200 Valencia St, San Francisco, CA 94103').waitFor();
        await card.getByText('By the blue door').waitFor();
        await card.getByRole('heading', { level: 3, name: /P[DS]T$/ }).waitFor();
      }
      await upcoming.getByText('Scheduled').waitFor();
      await past.getByText('Completed').waitFor();
      expect(await upcoming.getByRole('button', { name: 'Review instructor' }).count()).toBe(0);
      await accessible(page, 'portal-lessons', VIEWPORTS.desktop.width);

      // A second page, opened before the review is sent, still offers the button.
      const stale = await context.newPage();
      await stale.goto(`${server.url}/portal`);
      await section(stale, 'Past lessons')
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Review instructor' })
        .click();
      const staleDialog = stale.getByRole('dialog', { name: 'Review Maria G.' });
      await staleDialog.waitFor();

      await past.getByRole('button', { name: 'Review instructor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Review Maria G.' });
      await dialog.getByRole('button', { name: 'Send review' }).click();
      await dialog.getByText('Choose from 1 to 5 stars.').waitFor();
      await chooseStars(dialog, 4);
      await dialog.getByText('4 stars of 5').waitFor();
      await dialog
        .getByLabel('What went well, what could be better (optional)')
        .fill('Patient and clear about lane changes.');
      await accessible(page, 'portal-review-dialog', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Send review' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await past.getByText('You reviewed this lesson').waitFor();
      await past.getByText('4 stars · Waiting for the school to check it').waitFor();
      expect(await past.getByRole('button', { name: 'Review instructor' }).count()).toBe(0);
      // The older lesson is still open to review.
      await pastLessons.nth(1).getByRole('button', { name: 'Review instructor' }).waitFor();
      await accessible(page, 'portal-reviewed', VIEWPORTS.desktop.width);

      await chooseStars(staleDialog, 2);
      await staleDialog.getByRole('button', { name: 'Send review' }).click();
      await staleDialog
        .getByRole('alert')
        .getByText('You have already reviewed this lesson.')
        .waitFor();
      await staleDialog.getByRole('button', { name: 'Cancel' }).click();
      await section(stale, 'Past lessons')
        .getByRole('listitem')
        .first()
        .getByText('You reviewed this lesson')
        .waitFor();
      await stale.close();

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: the lessons, the recorded review and the review dialog', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal`);
      await section(page, 'Past lessons').getByText('You reviewed this lesson').waitFor();
      await page.getByText(`Signed in as ${emma.email}`).waitFor();
      await accessible(page, 'portal-lessons', VIEWPORTS.mobile.width);

      // The private calendar link (docs/messages.md): made on request, then shown to copy.
      const calendar = page.getByRole('region', { name: 'Your lessons in your calendar' });
      await calendar.getByRole('button', { name: 'Make my calendar link' }).click();
      const link = calendar.getByRole('textbox', { name: 'Calendar link' });
      await expect.poll(() => link.inputValue()).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
      await calendar.getByRole('button', { name: 'Make a new link' }).waitFor();
      await calendar.getByRole('button', { name: 'Copy link' }).waitFor();
      await accessible(page, 'portal-calendar-link', VIEWPORTS.mobile.width);

      await page.getByRole('button', { name: 'Review instructor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Review Maria G.' });
      await chooseStars(dialog, 5);
      await accessible(page, 'portal-review-dialog', VIEWPORTS.mobile.width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });

  it('staff find the review pending on the instructor’s page', async () => {
    const reviews = await graphql(
      server,
      {
        query: `query R($id: ID!) { instructorReviews(instructorId: $id, status: [Pending]) { edges { node { rating text status } } } }`,
        variables: { id: instructorId },
      },
      (await signIn(server, regional.email, regional.password)).cookie,
    );
    expect(reviews.data!['instructorReviews'].edges).toEqual([
      { node: { rating: 4, text: 'Patient and clear about lane changes.', status: 'Pending' } },
    ]);

    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/instructors/${instructorId}`);
      const review = page
        .getByRole('listitem')
        .filter({ hasText: 'Patient and clear about lane changes.' });
      await review.getByText('4 of 5 stars').waitFor();
      await review.getByText('Pending').waitFor();
      await review.getByRole('button', { name: 'Approve' }).waitFor();
      await saveScreenshot(page, 'portal-review-moderation-1280');
    } finally {
      await context.close();
    }
  });

  it('explains the portal to staff without a student record, at both widths', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, regional);
        await page.goto(`${server.url}/portal`);
        await page
          .getByRole('heading', { level: 2, name: 'No student record is linked to your account' })
          .waitFor();
        const backOffice = page.getByRole('link', { name: 'Go to the back-office' });
        expect(await backOffice.getAttribute('href')).toBe('/admin');
        await accessible(page, 'portal-no-student', viewport.width);
      } finally {
        await context.close();
      }
    }
  });

  it('a student taken out of a shared lesson no longer sees it; staff read the removal', async () => {
    const db = server.platform.db.db;
    const [liam] = await db.insert(students).values({ name: 'Liam Chen' }).returning();
    const start = Date.now() + 120 * HOUR;
    const [shared] = await db
      .insert(lessons)
      .values({
        instructorId,
        lessonTypeId: standardId,
        startTime: new Date(start),
        endTime: new Date(start + 2 * HOUR),
        durationMinutes: 120,
        pickupLocation: '9 Mission St, San Francisco, CA 94105',
      })
      .returning();
    await db.insert(lessonStudents).values([
      { lessonId: shared!.id, studentId: emmaId },
      { lessonId: shared!.id, studentId: liam!.id },
    ]);

    const desk = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, desk.context, regional);
      await desk.page.goto(`${server.url}/admin/students/${emmaId}?tab=lessons`);
      const card = desk.page.getByRole('listitem').filter({ hasText: '9 Mission St' });
      await card.getByRole('button', { name: 'Remove Emma Johnson' }).click();
      await desk.page
        .getByRole('alertdialog', { name: 'Remove the student from the lesson?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await card.getByText('Removed', { exact: true }).waitFor();
      await card
        .getByText(/^Removed from this lesson on .*The lesson goes on with Liam Chen\.$/)
        .waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
      await accessible(desk.page, 'portal-removed-staff-tab', VIEWPORTS.desktop.width);
    } finally {
      await desk.context.close();
    }

    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, emma);
      await page.goto(`${server.url}/portal`);
      const upcoming = section(page, 'Upcoming lessons').getByRole('listitem');
      await upcoming.first().getByText('200 Valencia St', { exact: false }).waitFor();
      expect(await upcoming.count()).toBe(1);
      expect(await page.getByText('9 Mission St').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/portal`);
      await waitForPath(page, '/sign-in?next=%2Fportal');
    } finally {
      await context.close();
    }
  });
});
