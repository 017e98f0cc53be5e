// The course content editor: a ClassroomManager opens a course's content from the courses screen,
// adds two lectures, a title block and a quiz with a question, reorders, is told clearly why a
// file that is not an image is refused, and previews the lecture as a student sees it (and
// answers its quiz), and adds a personal question for identity checks. The editor and the preview have no WCAG 2.2 AA violations at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../../src/server/modules/courses/courses.seed.ts';
import { seedDemoLectures } from '../../src/server/modules/lectures/lectures.seed.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { saveScreenshot } from '../support/page-checks.ts';

let server: TestServer;
let browser: Browser;
let manager: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  await seedDemoCourses(server.platform.db.db, new Map());
  await seedDemoLectures(server.platform.db.db);
  manager = await createDemoAccount(server, 'classroom@roadready.demo');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const lectureTitles = (page: Page) =>
  page.locator('ol[aria-labelledby="lectures-heading"] > li > button:first-child').allInnerTexts();

describe('course content editor', () => {
  it('adds lectures, a block and a quiz, reorders them and previews the lecture', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, manager);
      await page.goto(`${server.url}/admin/courses`);
      await page.getByRole('link', { name: 'Content of Colorado online drivers ed' }).click();
      await page.waitForURL(/\/admin\/courses\/[0-9a-f-]+\/content$/);
      await page
        .getByRole('heading', { level: 1, name: 'Content: Colorado online drivers ed' })
        .waitFor();
      await page.getByText('No lectures yet.').waitFor();

      for (const title of ['Merging onto highways', 'Parking']) {
        await page.getByRole('button', { name: 'Add lecture' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add lecture' });
        await dialog.getByRole('textbox', { name: 'Lecture title' }).fill(title);
        await dialog.getByRole('button', { name: 'Add lecture' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      // The new lecture is the one being edited.
      await page.getByRole('heading', { level: 2, name: 'Parking' }).waitFor();

      await page.getByRole('button', { name: 'Title', exact: true }).click();
      const block = page.getByRole('dialog', { name: 'Add title block' });
      await block.getByRole('button', { name: 'Add block' }).click();
      await block.getByText('Heading is required.').waitFor();
      await block.getByRole('textbox', { name: 'Heading' }).fill('Parallel parking');
      await block
        .getByRole('textbox', { name: 'Text' })
        .fill('Signal, line up, then back in slowly.');
      await block.getByRole('button', { name: 'Add block' }).click();
      await block.waitFor({ state: 'detached' });

      // A file that is not an image is refused with a clear message before it is sent.
      await page.getByRole('button', { name: 'Single image' }).click();
      const image = page.getByRole('dialog', { name: 'Add single image block' });
      await image.getByLabel('Upload image').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await image.getByRole('alert').filter({ hasText: 'not a JPEG, PNG or WebP image' }).waitFor();
      await image.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Quiz', exact: true }).click();
      await page.getByRole('heading', { level: 3, name: '2. Quiz · 0 questions' }).waitFor();
      await page.getByRole('button', { name: 'Add question' }).click();
      const question = page.getByRole('dialog', { name: 'Add question' });
      await question
        .getByRole('textbox', { name: 'Question' })
        .fill('Which way do you turn the wheel first when backing into a space on your right?');
      await question.getByRole('textbox', { name: 'Choice 1' }).fill('Left');
      await question.getByRole('textbox', { name: 'Choice 2' }).fill('Right');
      await question.getByRole('radio', { name: 'Right answer: choice 2' }).check();
      await question
        .getByRole('textbox', { name: 'Explanation' })
        .fill('Turn toward the curb first, then straighten.');
      await question.getByRole('button', { name: 'Add question' }).click();
      await question.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 3, name: '2. Quiz · 1 question' }).waitFor();

      // Reorder: the quiz before the title block, and Parking before Merging.
      await page.getByRole('button', { name: 'Move part 2 up' }).click();
      await page.getByRole('heading', { level: 3, name: '1. Quiz · 1 question' }).waitFor();
      await page.getByRole('button', { name: 'Move Parking up' }).click();
      await page.getByRole('button', { name: 'Move Parking down' }).waitFor();
      await expect
        .poll(() => lectureTitles(page))
        .toEqual(['1. Parking', '2. Merging onto highways']);

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview: as a student sees it' });
      await preview.getByRole('heading', { level: 2, name: 'Parking' }).waitFor();
      await preview.getByRole('heading', { level: 3, name: 'Parallel parking' }).waitFor();
      const group = preview.getByRole('group', { name: /Which way do you turn the wheel/ });
      await group.getByRole('radio', { name: 'Right' }).check();
      await preview.getByRole('button', { name: 'Check answers' }).click();
      await preview.getByRole('status').filter({ hasText: '1 of 1 right' }).waitFor();
      await saveScreenshot(page, 'course-content-preview-checked');
      await preview.getByRole('button', { name: 'Close preview' }).click();

      // Removing asks first.
      await page.getByRole('button', { name: 'Remove Merging onto highways' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove this lecture?' });
      await confirm.getByRole('button', { name: 'Remove lecture' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => lectureTitles(page)).toEqual(['1. Parking']);

      // The school's personal questions for identity checks, one list for every course.
      const identity = page.getByRole('region', { name: 'Identity checks' });
      await identity.getByText('This course asks no identity questions.').waitFor();
      await identity.getByRole('button', { name: 'Add personal question' }).click();
      const ask = page.getByRole('dialog', { name: 'Add personal question' });
      await ask.getByRole('textbox', { name: 'Question' }).fill('In which city were you born?');
      await ask.getByRole('button', { name: 'Save question' }).click();
      await ask.waitFor({ state: 'detached' });
      await identity
        .getByRole('listitem')
        .filter({ hasText: 'In which city were you born?' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`has no WCAG 2.2 AA violations at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, manager);
        await page.goto(`${server.url}/admin/courses`);
        await page
          .getByRole('link', { name: 'Content of Texas teen online drivers ed (32 hours)' })
          .click();
        await page
          .getByRole('heading', { level: 2, name: 'Signs, signals and pavement markings' })
          .waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `course-content-${viewport.width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page.getByRole('button', { name: 'Preview' }).click();
        const preview = page.getByRole('dialog', { name: 'Preview: as a student sees it' });
        await preview.getByRole('group').first().waitFor();
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `course-content-preview-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  }
});
