// Availability and lesson types in a real browser. A Regional manager gives an instructor weekly
// hours with a meal break and a day off, and reads them on the week calendar next to a booked
// lesson. An Admin adds and edits a lesson type (the duration's range is the server's, shown on
// the field) and cannot delete the type a lesson uses. Axe and screenshots at 1280 and 390 px.
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  ISO_DATE_FORMAT,
  LONG_DATE_TIME_ZONE_FORMAT,
} from '../../src/domain/date-format.ts';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from '../../src/domain/lesson-type-names.ts';
import { auditInstructorAvailability } from '../../src/server/modules/availability/availability-audit.service.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { lessonTypes } from '../../src/server/modules/lesson-types/lesson-types.tables.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
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

// A week far enough ahead to stay in the future: Monday 10 June 2030, Los Angeles time.
const WEEK = '2030-06-10';
const DAY_OFF = '2030-06-12';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let regional: TestAccount;
let schedulePath: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Priya Raman',
      firstName: 'Priya',
      lastName: 'Raman',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
    })
    .returning();
  const [standard] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Standard lesson', durationMinutes: 120 })
    .returning();
  // Monday 10:00–12:00 in Los Angeles (PDT, UTC−7).
  await db.insert(lessons).values({
    instructorId: instructor!.id,
    lessonTypeId: standard!.id,
    startTime: new Date('2030-06-10T17:00:00Z'),
    endTime: new Date('2030-06-10T19:00:00Z'),
    durationMinutes: 120,
  });
  schedulePath = `/admin/instructors/${instructor!.id}/schedule?date=${WEEK}&view=week`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The blocks listed under one day of the calendar, e.g. "Mon, Jun 10". */
const dayBlocks = (page: Page, day: string) =>
  page.getByRole('list', { name: day, exact: true }).getByRole('listitem').allInnerTexts();

describe('availability', () => {
  it('a Regional manager sets weekly hours and a day off and sees them on the week', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}${schedulePath}`);
      await page.getByRole('heading', { level: 1, name: 'Priya Raman: calendar' }).waitFor();
      await page.getByRole('heading', { name: `Week of ${WEEK}` }).waitFor();
      expect(await dayBlocks(page, 'Tue, Jun 11')).toEqual(['Not working']);

      for (const day of ['Monday', 'Tuesday', 'Wednesday']) {
        await page.getByRole('checkbox', { name: day, exact: true }).check();
        await page.getByLabel(`${day} from`, { exact: true }).fill('09:00');
        await page.getByLabel(`${day} until`, { exact: true }).fill('15:00');
        await page.getByLabel(`${day} meal break from`).fill('12:30');
        await page.getByLabel(`${day} meal break until`).fill('13:00');
      }
      // A meal break outside the working hours is refused and named on its weekday.
      await page.getByLabel('Tuesday meal break from').fill('15:30');
      await page.getByLabel('Tuesday meal break until').fill('16:00');
      await page.getByRole('button', { name: 'Save weekly hours' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^Tuesday: Meal break/ })
        .waitFor();
      await page.getByLabel('Tuesday meal break from').fill('12:30');
      await page.getByLabel('Tuesday meal break until').fill('13:00');
      await page.getByRole('button', { name: 'Save weekly hours' }).click();
      await page.getByText('The weekly hours were saved.').waitFor();

      await page.getByLabel('Date').fill(DAY_OFF);
      await page.getByLabel('Note').fill('Dentist');
      await page.getByRole('button', { name: 'Add exception' }).click();
      await page.getByText(`The time off on ${DAY_OFF} were saved.`).waitFor();
      await page.getByText(`${DAY_OFF}: time off, whole day (Dentist)`).waitFor();

      await expect
        .poll(() => dayBlocks(page, 'Tue, Jun 11'))
        .toEqual(['Free 09:00–12:30', 'Meal break 12:30–13:00', 'Free 13:00–15:00']);
      expect(await dayBlocks(page, 'Mon, Jun 10')).toEqual([
        'Free 09:00–10:00',
        'Lesson 10:00–12:00 · Standard lesson',
        'Free 12:00–12:30',
        'Meal break 12:30–13:00',
        'Free 13:00–15:00',
      ]);
      expect(await dayBlocks(page, 'Wed, Jun 12')).toEqual(['Not working']);
      expect(await dayBlocks(page, 'Thu, Jun 13')).toEqual(['Not working']);
      await saveScreenshot(page, 'availability-week-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, phone.context, regional);
      await phone.page.goto(`${server.url}${schedulePath}`);
      await phone.page.getByText(`${DAY_OFF}: time off, whole day (Dentist)`).waitFor();
      await expect.poll(() => dayBlocks(phone.page, 'Tue, Jun 11')).toHaveLength(3);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await saveScreenshot(phone.page, 'availability-week-390');
      expect(await findAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

describe('availability audit', () => {
  it("audit findings in the school's zone", async () => {
    const db = server.platform.db.db;
    // An instructor in Denver with no weekly hours: every lesson is outside availability.
    const [denver] = await db
      .insert(instructors)
      .values({
        name: 'Dario Fuentes',
        firstName: 'Dario',
        lastName: 'Fuentes',
        timeZone: 'America/Denver',
        usStateId: 'CO',
      })
      .returning();
    const [standard] = await db.select().from(lessonTypes).where(eq(lessonTypes.name, 'Standard'));
    // 8:00 in Denver three days from now, inside the audit's eight weeks.
    const day = formatDate(Date.now() + 3 * 86_400_000, ISO_DATE_FORMAT, 'America/Denver');
    const start = dayjs.tz(`${day}T08:00`, 'America/Denver').toDate();
    const [lesson] = await db
      .insert(lessons)
      .values({
        instructorId: denver!.id,
        lessonTypeId: standard!.id,
        startTime: start,
        endTime: new Date(start.getTime() + 120 * 60_000),
        durationMinutes: 120,
      })
      .returning();
    await auditInstructorAvailability(server.platform, denver!.id);
    const expected = `Outside availability: Standard lesson, ${formatDate(start, LONG_DATE_TIME_ZONE_FORMAT, 'America/Denver')} – 10:00am`;
    expect(expected).toMatch(/8:00am M[SD]T – 10:00am$/);

    // A browser in UTC, as an office computer or a server may be: the times stay Denver's.
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/calendars`);
      const all = page.getByRole('list', {
        name: 'Availability audit: open findings',
        exact: true,
      });
      await all.getByText(expected).waitFor();
      await all.getByRole('link', { name: 'Dario Fuentes' }).click();
      const own = page.getByRole('list', { name: 'Availability audit', exact: true });
      await own.getByText(expected).waitFor();
      await saveScreenshot(page, 'availability-findings-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      // The lesson is cancelled: its finding goes with it, without waiting for the nightly audit.
      await db
        .update(lessons)
        .set({ cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(lessons.id, lesson!.id));
      await page.reload();
      await page.getByText('No open findings.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('lesson types', () => {
  it('an Admin adds and edits a lesson type and cannot delete one that lessons use', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Lesson types' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Lesson types' }).waitFor();
      await page.getByText('1 lesson type', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'New lesson type' }).click();
      const dialog = page.getByRole('dialog', { name: 'New lesson type' });
      await dialog.getByRole('combobox', { name: 'Name' }).click();
      // The names are offered in words, and only those no lesson type has yet.
      expect(await page.getByRole('option', { name: 'Standard lesson' }).count()).toBe(0);
      await page.getByRole('option', { name: 'Road test with school car', exact: true }).click();
      await dialog.getByLabel('Label').fill('Road test with a school car');
      await dialog.getByLabel('Duration (minutes)').fill('800');
      await dialog.getByLabel('Description').fill('A warm-up drive, then the test.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The duration must be at most 720 minutes (12 hours).').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Duration (minutes)').fill('90');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Road test with a school car was saved.').waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Road test with a school car' });
      await card.getByText('Road test with school car · 1 h 30 min').waitFor();

      await card.getByRole('button', { name: 'Edit Road test with a school car' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Road test with a school car' });
      expect(await edit.getByLabel('Name').inputValue()).toBe('Road test with school car');
      await edit.getByLabel('Label').fill('Road test, school car');
      await edit.getByLabel('Duration (minutes)').fill('105');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Road test, school car was saved.').waitFor();
      await page.getByText('Road test with school car · 1 h 45 min').waitFor();

      // Every name taken: the button stays, disabled, and a note says why and what to do.
      const taken = new Set(['Standard', 'RoadTestWithCar']);
      await server.platform.db.db.insert(lessonTypes).values(
        LESSON_TYPE_NAMES.filter((name) => !taken.has(name)).map((name) => ({
          name,
          label: LESSON_TYPE_NAME_LABELS[name],
          durationMinutes: 60,
        })),
      );
      await page.reload();
      await page.getByText('10 lesson types', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'New lesson type' }).isDisabled()).toBe(true);
      await page.getByText('Each of the 10 lesson type names already has a lesson type').waitFor();

      await page.getByRole('button', { name: 'Delete Standard lesson' }).click();
      await page.getByRole('button', { name: 'Delete lesson type' }).click();
      await page
        .getByText(
          'Lessons use this lesson type, so it cannot be deleted. Change its label instead.',
        )
        .waitFor();
      await page.getByRole('heading', { name: 'Standard lesson' }).waitFor();
      await saveScreenshot(page, 'lesson-types-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, phone.context, regional);
      await phone.page.goto(`${server.url}/admin/lesson-types`);
      await phone.page.getByText('Road test with school car · 1 h 45 min').waitFor();
      expect(await phone.page.getByRole('button', { name: 'New lesson type' }).count()).toBe(0);
      expect(await phone.page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
      await saveScreenshot(phone.page, 'lesson-types-390');
      expect(await findAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
