// WCAG 2.2 AA (axe) on the students list and a student's page, at desktop and phone widths, with
// a dialog open too; screenshots in test-results/ for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { headingLevels, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { addDemoStudents, type AddedStudent } from './student-fixtures.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let mateo: AddedStudent;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  const { context } = await openPage(browser);
  const cookie = await signInContext(server, context, admin);
  await context.close();
  ({ mateo } = await addDemoStudents(server, cookie));
  const writes = [
    {
      query: `mutation ($input: NoteInput!) { putNote(input: $input) { id } }`,
      variables: {
        input: {
          studentId: mateo.id,
          text: 'Parent asked for lessons after school, 4pm or later.',
          isPinned: true,
        },
      },
    },
    {
      query: `mutation ($input: NoteInput!) { putNote(input: $input) { id } }`,
      variables: {
        input: {
          studentId: mateo.id,
          text: 'Nervous on freeways; start with residential streets.',
          isHiddenFromInstructorView: true,
        },
      },
    },
    {
      query: `mutation ($input: BookingAlertInput!) { putBookingAlert(input: $input) { id } }`,
      variables: { input: { studentId: mateo.id, text: 'Call the parent before booking.' } },
    },
  ];
  for (const write of writes) {
    const result = await graphql(server, write, cookie);
    expect(result.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectAccessible(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.getByRole('main').count()).toBe(1);
  const levels = await headingLevels(page);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

for (const viewport of Object.values(VIEWPORTS)) {
  describe(`at ${viewport.width} px`, () => {
    it('the students list and the add dialog have no WCAG 2.2 AA violations', async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, admin);
        await page.goto(`${server.url}/admin/students`);
        await page.getByRole('status').getByText('Showing 1–3 of 3 students.').waitFor();
        await expectAccessible(page, 'students', viewport.width);

        await page.getByRole('button', { name: 'Add student' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add student' });
        await dialog.getByRole('button', { name: 'Add student' }).click();
        await dialog.getByText('Name is required.').waitFor();
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `students-add-${viewport.width}`, false);
      } finally {
        await context.close();
      }
    });

    it('a student’s page, tab by tab, has no WCAG 2.2 AA violations', async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, admin);
        await page.goto(`${server.url}/admin/students/${mateo.id}`);
        await page.getByRole('heading', { level: 1, name: 'Mateo Hernández' }).waitFor();
        await page.getByRole('region', { name: 'Booking alerts' }).waitFor();
        await expectAccessible(page, 'student-details', viewport.width);

        await page.goto(`${server.url}/admin/students/${mateo.id}?tab=notes`);
        await page.getByText('Nervous on freeways; start with residential streets.').waitFor();
        await expectAccessible(page, 'student-notes', viewport.width);

        await page.goto(`${server.url}/admin/students/${mateo.id}?tab=change-log`);
        await page
          .getByRole('status')
          .getByText(/^Showing 1–\d+ of \d+ lines\.$/)
          .waitFor();
        await expectAccessible(page, 'student-change-log', viewport.width);

        await page.goto(`${server.url}/admin/students/${mateo.id}?tab=legal`);
        await page.getByRole('combobox', { name: 'Contract' }).waitFor();
        await expectAccessible(page, 'student-legal', viewport.width);

        // The ledger tab is its own feature; here it is checked as part of the page.
        await page.goto(`${server.url}/admin/students/${mateo.id}?tab=ledger`);
        await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
        expect(await page.getByRole('tab', { name: 'Ledger' }).getAttribute('aria-selected')).toBe(
          'true',
        );
        await expectAccessible(page, 'student-ledger', viewport.width);

        await page.goto(`${server.url}/admin/students/${mateo.id}?tab=lessons`);
        await page.getByText(/^Booked, past and cancelled lessons, newest first\./).waitFor();
        await expectAccessible(page, 'student-lessons', viewport.width);
      } finally {
        await context.close();
      }
    });
  });
}

describe('keyboard use of the tabs', () => {
  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/students/${mateo.id}`);
      await page.getByRole('tab', { name: 'Details', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page
        .getByRole('tabpanel')
        .getByRole('heading', { level: 2, name: 'Lessons' })
        .first()
        .waitFor();
      expect(new URL(page.url()).search).toBe('?tab=lessons');
      expect(await page.getByRole('tab', { name: 'Lessons' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
        'student-tab-lessons',
      );
    } finally {
      await context.close();
    }
  });
});
