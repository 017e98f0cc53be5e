// The students screens as staff use them: search (accents ignored), open a student, add a note and
// a booking alert (its banner appears), edit legal/permissions, watch the change log follow, and
// the field messages of the details form, and the home's pin dragged and kept. A Trainee reads
// everything but gets no write control.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import {
  collectConsoleProblems,
  dragPinEast,
  eventually,
  saveScreenshot,
} from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from '../admin/admin-server.ts';
import { addDemoStudents, type AddedStudent } from './student-fixtures.ts';

let server: TestServer;
let browser: Browser;
let regional: TestAccount;
let trainee: TestAccount;
let mateo: AddedStudent;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  const admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const { context } = await openPage(browser);
  const cookie = await signInContext(server, context, admin);
  await context.close();
  ({ mateo } = await addDemoStudents(server, cookie));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const snackbar = (page: Page, text: string) => page.getByTestId('snackbars').getByText(text);

describe('students for a Regional manager', () => {
  it('finds a student whatever the accents, and keeps the search in the address', async () => {
    const { context, page } = await openPage(browser);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Students' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
      await page.getByRole('status').getByText('Showing 1–3 of 3 students.').waitFor();

      await page.getByRole('searchbox', { name: 'Search students' }).fill('HERNANDEZ');
      await waitForPath(page, '/admin/students?q=HERNANDEZ');
      const table = page.getByRole('grid', { name: 'Results' });
      await page.getByRole('status').getByText('Showing 1–1 of 1 student.').waitFor();
      await eventually(async () =>
        expect(await table.getByRole('link').allInnerTexts()).toEqual(['Mateo Hernández']),
      );
      const cells = await table
        .locator('.MuiDataGrid-row')
        .first()
        .getByRole('gridcell')
        .allInnerTexts();
      expect(cells.slice(1, 4)).toEqual([
        'mateo.hernandez@example.com',
        '(415) 555-2671',
        'Oakland, CA',
      ]);
      expect(cells[4]).toMatch(/^Aug 27, 2009 \(\d+ years old\)$/);

      // "chloe" finds Chloé; a phone number finds by digits.
      await page.getByRole('searchbox', { name: 'Search students' }).fill('chloe');
      await waitForPath(page, '/admin/students?q=chloe');
      await table.getByRole('link', { name: 'Chloé Dubois' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search students' }).fill('206-555');
      await table.getByRole('link', { name: 'Chloé Dubois' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search students' }).fill('nobody here');
      await page.getByText('No student matches “nobody here”.').waitFor();

      // A bookmarked search opens as it was.
      await page.goto(`${server.url}/admin/students?q=mateo`);
      await table.getByRole('link', { name: 'Mateo Hernández' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mateo Hernández' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/students/${mateo.id}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds a note and a booking alert, edits legal/permissions, and the change log follows', async () => {
    const { context, page } = await openPage(browser);
    try {
      const problems = collectConsoleProblems(page);
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students/${mateo.id}`);
      const header = page.locator('main header');
      await page.getByRole('heading', { level: 1, name: 'Mateo Hernández' }).waitFor();
      expect(await header.innerText()).toMatch(/\d+ years old \(born Aug 27, 2009\)/);
      expect(await page.getByRole('link', { name: '(415) 555-2671' }).getAttribute('href')).toBe(
        'tel:+14155552671',
      );

      // Notes: add one hidden from instructors.
      await tab(page, 'Notes').click();
      await waitForPath(page, `/admin/students/${mateo.id}?tab=notes`);
      await page.getByText('No notes on this student yet.').waitFor();
      await page.getByRole('button', { name: 'Add note' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add note' });
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await dialog.getByText('The note is required.').waitFor();
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Prefers lessons after 4pm.');
      await dialog.getByRole('checkbox', { name: 'Hide from instructors' }).check();
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await snackbar(page, 'Note added.').waitFor();
      const notes = page.getByRole('list', { name: 'Notes' });
      await notes.getByText('Prefers lessons after 4pm.').waitFor();
      expect(await notes.getByText('Hidden from instructors').isVisible()).toBe(true);
      await notes.getByRole('button', { name: /^Pin note/ }).click();
      await notes.getByText('Pinned', { exact: true }).waitFor();

      // Booking alert: the banner appears at the top of the page.
      await tab(page, 'Booking alerts').click();
      await waitForPath(page, `/admin/students/${mateo.id}?tab=booking-alerts`);
      await page
        .getByRole('textbox', { name: 'New booking alert' })
        .fill('Needs a car with a passenger brake.');
      await page.getByRole('button', { name: 'Add alert' }).click();
      await snackbar(page, 'Booking alert added.').waitFor();
      const banners = page.getByRole('region', { name: 'Booking alerts' });
      await banners.getByText('Needs a car with a passenger brake.').waitFor();
      expect(await banners.getByRole('alert').count()).toBe(1);
      await saveScreenshot(page, 'student-booking-alerts-1280');

      // Legal and permissions.
      await tab(page, 'Legal & permissions').click();
      await page.getByRole('checkbox', { name: /Observer approved/ }).check();
      await page.getByRole('combobox', { name: 'Contract' }).selectOption('Signed');
      await page.getByRole('combobox', { name: 'Transfer student' }).selectOption('No');
      await page.getByRole('button', { name: 'Save' }).click();
      await snackbar(page, 'Legal and permissions saved.').waitFor();
      await page.getByRole('button', { name: 'Save' }).and(page.locator(':disabled')).waitFor();

      // The change log lists all of it, newest first, and filters.
      await tab(page, 'Change log').click();
      const log = page.getByRole('list', { name: 'Change log' });
      // Each changed field in words, with its old and new value.
      await log.getByText(/^Student record updated: .*Observer approved: No → Yes/).waitFor();
      const lines = await log.getByRole('listitem').allInnerTexts();
      expect(lines[0]).toMatch(/Student record updated: .*Contract: Not sent → Signed/);
      expect(lines[0]).not.toMatch(/contractStatus|observerApproved|NotSent/);
      expect(lines.some((line) => line.includes('Booking alert added'))).toBe(true);
      expect(lines.some((line) => /Note added/i.test(line))).toBe(true);
      expect(lines.at(-1)).toMatch(/Student record created for Mateo Hernández/);
      await page.getByRole('button', { name: 'Automatic' }).click();
      await waitForPath(page, `/admin/students/${mateo.id}?tab=change-log&log=Auto`);
      await page.getByRole('status').getByText('No lines found.').waitFor();
      await page.getByRole('button', { name: 'By staff' }).click();
      await log.getByText(/^Student record updated/).waitFor();
      await saveScreenshot(page, 'student-change-log-1280');

      // The details form shows the server's message under the field.
      await tab(page, 'Details').click();
      await waitForPath(page, `/admin/students/${mateo.id}`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('9460');
      await page.getByRole('button', { name: 'Save details' }).click();
      await page.getByText('Email is not a valid email address.').waitFor();
      await page.getByText('ZIP code must be 5 digits or ZIP+4 (12345-6789).').waitFor();
      expect(
        await page
          .getByRole('textbox', { name: 'Email', exact: true })
          .getAttribute('aria-invalid'),
      ).toBe('true');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mateo.h@example.com');
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('94607');
      await page.getByRole('button', { name: 'Save details' }).click();
      await snackbar(page, 'Details saved.').waitFor();
      await page.getByRole('link', { name: 'mateo.h@example.com' }).waitFor();

      // The home's pin, placed from the address when it was saved: dragged, the position is kept.
      const pinMap = page.getByRole('region', { name: 'Position of the student’s home' });
      await page.locator('[role="region"][data-basemap="ready"]').waitFor();
      const pin = pinMap.getByRole('button', { name: 'Pin of this place: drag it to move it' });
      await pin.waitFor();
      await pinMap.scrollIntoViewIfNeeded();
      const longitude = page.getByRole('textbox', { name: 'Longitude' });
      const placed = Number(await longitude.inputValue());
      expect(placed).toBeCloseTo(-122.27, 1);
      await dragPinEast(page, pin);
      await eventually(async () =>
        expect(Number(await longitude.inputValue())).toBeGreaterThan(placed + 0.001),
      );
      const moved = await longitude.inputValue();
      await saveScreenshot(page, 'student-home-pin-1280');
      await page.getByRole('button', { name: 'Save details' }).click();
      await eventually(async () =>
        expect(await page.getByRole('button', { name: 'Save details' }).isDisabled()).toBe(true),
      );
      await page.reload();
      await eventually(async () => expect(await longitude.inputValue()).toBe(moved));
      // A Regional manager may not disable accounts (Admin only).
      expect(await page.getByRole('button', { name: 'Disable account' }).count()).toBe(0);

      // Problems reported through snackbars are expected here: the invalid email was refused.
      // Software WebGL reports each read-back of the map's canvas (the screenshot) as a slow path.
      expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });

  it('adds a student, with the server’s field messages under the fields', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/students`);
      await page.getByRole('button', { name: 'Add student' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add student' });
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@');
      await dialog.getByRole('button', { name: 'Add student' }).click();
      await dialog.getByText('Name is required.').waitFor();
      await dialog.getByText('Email is not a valid email address.').waitFor();
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Núñez');
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.com');
      await dialog.getByRole('button', { name: 'Add student' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ana Núñez' }).waitFor();
      await snackbar(page, 'Ana Núñez was added.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('students for a Trainee', () => {
  it('reads the list and a student but sees no write control', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, trainee);
      await page.goto(`${server.url}/admin/students`);
      await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
      await page.getByRole('grid', { name: 'All students' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add student' }).count()).toBe(0);

      await page.goto(`${server.url}/admin/students/${mateo.id}?tab=notes`);
      await page.getByRole('heading', { level: 1, name: 'Mateo Hernández' }).waitFor();
      await page
        .getByRole('list', { name: 'Notes' })
        .getByText('Prefers lessons after 4pm.')
        .waitFor();
      const main = page.getByRole('main');
      for (const name of [/Add note/, /^Edit/, /^Pin/, /^Delete/]) {
        expect(await main.getByRole('button', { name }).count()).toBe(0);
      }
      await tab(page, 'Booking alerts').click();
      await page.getByRole('list', { name: 'Booking alerts' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'New booking alert' }).count()).toBe(0);
      expect(await main.getByRole('button', { name: /Remove/ }).count()).toBe(0);

      await tab(page, 'Legal & permissions').click();
      await page
        .getByText('Your role can read these settings; a manager can change them.')
        .waitFor();
      expect(await page.getByRole('checkbox', { name: /Observer approved/ }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('checkbox', { name: /Observer approved/ }).isDisabled()).toBe(
        true,
      );
      expect(await main.getByRole('button', { name: 'Save' }).count()).toBe(0);

      await tab(page, 'Details').click();
      expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(await main.getByRole('button', { name: /Save details|Disable account/ }).count()).toBe(
        0,
      );
      await saveScreenshot(page, 'student-details-trainee-1280');

      // An address with no student behind it says so.
      await page.goto(`${server.url}/admin/students/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { level: 1, name: 'Student not found' }).waitFor();
      await page.goto(`${server.url}/admin/students/not-an-id`);
      await page.getByRole('heading', { level: 1, name: 'Student not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
