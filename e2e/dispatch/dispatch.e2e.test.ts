// The dispatch board in Chromium (docs/scheduling.md "Dispatch board"): a Regional manager opens
// Austin's day, sees both instructors side by side with a booked lesson, drags the lesson to
// another instructor and time, confirms, and the lesson moves: the ledger is unchanged, the
// "Lesson moved" emails are queued, and the old slot is free. At 390 px the day reads as a list.
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, localToEpoch } from '../../src/domain/scheduling/time-zone.ts';
import { outboxMessages } from '../../src/server/mail/outbox.tables.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { ledgerRepository } from '../../src/server/modules/ledger/ledger.repository.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
  studentsHolding,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
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
  type TestAccount,
} from '../admin/admin-server.ts';
import { AUSTIN_ZIP, addAustinInstructor } from '../lessons/slot-booking.ts';

const ZONE = 'America/Chicago';

let server: TestServer;
let browser: Browser;
let regional: TestAccount;
let jordan: string;
let alex: string;
let regionId: string;
let lessonId: string;
let anna: string;
let day: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  regional = await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  jordan = await addAustinInstructor(server, { name: 'Jordan Reyes' });
  const [jordanRow] = await db.select().from(instructors).where(eq(instructors.id, jordan));
  regionId = jordanRow!.serviceRegionIds[0]!;
  // A second instructor in the same region, working 9 to 5 every day like Jordan.
  alex = await createInstructor(server.platform, {
    name: 'Alex Bloom',
    email: 'alex@dispatch.test',
    weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      startMinute: 9 * 60,
      endMinute: 17 * 60,
    })),
  });
  await db
    .update(instructors)
    .set({ serviceRegionIds: [regionId] })
    .where(eq(instructors.id, alex));
  const { Standard } = await createLessonTypes(server.platform);
  [anna] = (await studentsHolding(server.platform, ['Anna Lee'], { drivingMinute: 600 })) as [
    string,
  ];
  await db.update(students).set({ email: 'anna@dispatch.test' }).where(eq(students.id, anna));
  // Tomorrow at 10:00 in Austin, with Jordan.
  day = localDateOf(ZONE, Math.floor(Date.now() / 60_000) + 24 * 60);
  const staff = await signIn(server, regional.email, regional.password);
  const booked = await graphql(
    server,
    {
      query: `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`,
      variables: {
        input: {
          idempotencyKey: 'dispatch-first',
          instructorId: jordan,
          lessonTypeId: Standard,
          startTime: new Date(localToEpoch(ZONE, day, 10 * 60) * 60_000).toISOString(),
          studentIds: [anna],
          pickupLocation: '1100 Congress Ave',
          pickupZip: AUSTIN_ZIP,
        },
      },
    },
    staff.cookie,
  );
  expect(booked.errors).toBeUndefined();
  lessonId = (booked.data!['scheduleLesson'] as { id: string }).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function accessible(page: Page, name: string, width: number) {
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

describe('dispatch board', () => {
  it('moves a lesson dragged to another instructor and time, after a confirmation', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, regional);
      await page.goto(`${server.url}/admin/dispatch?region=${regionId}&date=${day}`);
      await page.getByRole('heading', { level: 1, name: 'Dispatch board' }).waitFor();
      const lesson = page.locator('.rbc-event', { hasText: 'Standard: Anna Lee' });
      await lesson.waitFor();
      await page.getByText('Alex Bloom').first().waitFor();
      await accessible(page, 'dispatch-day', VIEWPORTS.desktop.width);
      const ledgerBefore = await ledgerRepository.entriesOf(server.platform.db.db, anna);

      // Drag it from Jordan's 10:00 to Alex's 13:00: the columns are Alex, then Jordan (by name);
      // the grid runs from 6:00 to 22:00.
      const columns = page.locator('.rbc-time-content .rbc-day-slot');
      const target = (await columns.nth(0).boundingBox())!;
      const from = (await lesson.boundingBox())!;
      const hourHeight = target.height / 16;
      await page.mouse.move(from.x + from.width / 2, from.y + 4);
      await page.mouse.down();
      await page.mouse.move(target.x + target.width / 2, target.y + 7 * hourHeight + 4, {
        steps: 12,
      });
      await page.mouse.up();

      const dialog = page.getByRole('dialog', { name: 'Move this lesson?' });
      await dialog.getByText('with Alex Bloom').waitFor();
      await dialog.getByText(/1:00 PM/).waitFor();
      await accessible(page, 'dispatch-confirm', VIEWPORTS.desktop.width);
      await dialog.getByRole('button', { name: 'Move the lesson' }).click();
      await page.getByText('Lesson moved.', { exact: false }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const db = server.platform.db.db;
      const [moved] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
      expect(moved!.instructorId).toBe(alex);
      expect(moved!.startTime.toISOString()).toBe(
        new Date(localToEpoch(ZONE, day, 13 * 60) * 60_000).toISOString(),
      );
      // The school moved it: no ledger entry; the student and both instructors are told.
      expect(await ledgerRepository.entriesOf(db, anna)).toHaveLength(ledgerBefore.length);
      const mail = await db.select().from(outboxMessages);
      expect(
        mail.filter((message) => message.subject.startsWith('Lesson moved')).map((m) => m.to),
      ).toEqual(expect.arrayContaining(['anna@dispatch.test', 'alex@dispatch.test']));
      // Jordan's 10:00 is free again: nothing of his is left that day.
      const jordans = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.instructorId, jordan), eq(lessons.id, lessonId)));
      expect(jordans).toHaveLength(0);
      await page.locator('.rbc-event', { hasText: 'Standard: Anna Lee' }).first().waitFor();

      // A phone reads the same day as a list per instructor.
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByRole('heading', { level: 2, name: 'Alex Bloom' }).waitFor();
      await page
        .getByRole('region', { name: 'Alex Bloom' })
        .getByText('Standard: Anna Lee')
        .waitFor();
      await accessible(page, 'dispatch-list', VIEWPORTS.mobile.width);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
