// The public DMV practice test: the questions arrive in server-rendered HTML with no script,
// answering and submitting in Chromium shows the score and every explanation, and both screens
// pass axe at desktop and phone widths. Then a ClassroomManager edits a question in the
// back-office. Screenshots land in test-results/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_STATE_CODES, US_STATES } from '../../src/domain/us-states.ts';
import { ensurePracticeQuestionBank } from '../../src/server/modules/practice-tests/practice-tests.seed.ts';
import { upsertUsStates } from '../../src/server/modules/states/states.repository.ts';
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

beforeAll(async () => {
  server = await startAdminServer();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  await upsertUsStates(server.platform.db.db, US_STATES);
  await ensurePracticeQuestionBank(server.platform.db);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('DMV practice test', () => {
  it('renders the state chooser and a 20-question test on the server, without scripts', async () => {
    const chooser = await fetch(`${server.url}/dmv-practice-test`);
    expect(chooser.status).toBe(200);
    const chooserHtml = await chooser.text();
    // Every state the school sells in has its test.
    for (const code of SUPPORTED_STATE_CODES) {
      expect(chooserHtml).toContain(`href="/dmv-practice-test/${code.toLowerCase()}"`);
    }
    expect((await fetch(`${server.url}/dmv-practice-test/wa`)).status).toBe(200);

    const redirected = await fetch(`${server.url}/dmv-practice-test?state=TX`, {
      redirect: 'manual',
    });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/dmv-practice-test/tx');

    const response = await fetch(`${server.url}/dmv-practice-test/ca`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>California DMV Practice Test[^<]*<\/title>/);
    expect(html.match(/<fieldset\b/g)).toHaveLength(20);
    expect(html.match(/type="radio"/g)!.length).toBeGreaterThanOrEqual(60);
    expect(html).not.toMatch(/<script\b/);
    // Answers are not in the page before the test is submitted.
    expect(html).not.toMatch(/Right answer|>Why</);

    expect((await fetch(`${server.url}/dmv-practice-test/zz`)).status).toBe(404);
  });

  it('serves one of the fixed sets, each the same page for everyone and kept by the page cache', async () => {
    const questionIds = (html: string) =>
      [...html.matchAll(/name="question" value="([^"]+)"/g)].map((match) => match[1]).join();
    const first = await fetch(`${server.url}/dmv-practice-test/ca?set=2`);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const again = await fetch(`${server.url}/dmv-practice-test/ca?set=2`);
    expect(again.headers.get('age')).not.toBeNull();
    const [firstHtml, againHtml] = [await first.text(), await again.text()];
    expect(questionIds(firstHtml)).not.toBe('');
    expect(questionIds(againHtml)).toBe(questionIds(firstHtml));
    // A bare address is one of the sets: across visits, more than one set shows up.
    const bare = new Set<string>();
    for (let visit = 0; visit < 12; visit += 1) {
      bare.add(questionIds(await (await fetch(`${server.url}/dmv-practice-test/ca`)).text()));
    }
    expect(bare.size).toBeGreaterThan(1);
  });

  it('answers in Chromium, shows the score and explanations, and passes axe at 1280 and 390', async () => {
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await openPage(browser, viewport);
      try {
        const problems = collectConsoleProblems(page);
        await page.goto(`${server.url}/dmv-practice-test/tx`);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
          'Texas DMV practice test',
        );
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `practice-test-${label}`);
        await saveScreenshot(page, `practice-test-${label}-first-screen`, false);

        const groups = page
          .getByRole('form', { name: 'Practice test questions' })
          .getByRole('group');
        expect(await groups.count()).toBe(20);
        // Answer every question with its first choice.
        for (let index = 0; index < 20; index += 1) {
          await groups.nth(index).getByRole('radio').first().check();
        }
        await page.getByRole('button', { name: 'Check my answers' }).click();
        await page.getByRole('heading', { name: /^You scored \d+ of 20 \(\d+%\)$/ }).waitFor();
        expect(await page.getByText('Why', { exact: true }).count()).toBe(20);
        expect(await page.getByText(/^Source: Texas Driver Handbook/).count()).toBe(20);
        expect(
          await page.getByRole('link', { name: 'Take a new test' }).getAttribute('href'),
        ).toMatch(/^\/dmv-practice-test\/tx\?set=\d+$/);
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `practice-test-results-${label}`);
        await saveScreenshot(page, `practice-test-results-${label}-first-screen`, false);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a ClassroomManager edits a Texas question in the back-office', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/practice-questions`);
      await page.getByRole('heading', { level: 1, name: 'Practice questions' }).waitFor();
      await page.getByRole('heading', { name: 'California questions' }).waitFor();
      await page.getByLabel('State').click();
      await page.getByRole('option', { name: 'Texas' }).click();
      await page.getByRole('heading', { name: 'Texas questions' }).waitFor();
      await page.getByText(/^1\. Unless a different speed is posted/).waitFor();

      await page.getByRole('button', { name: 'Edit question 1', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit practice question' });
      await dialog
        .getByLabel('Source')
        .fill('Texas Driver Handbook: Speed limits (urban districts)');
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'practice-questions-dialog', false);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Texas Driver Handbook: Speed limits (urban districts)').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'practice-questions-page', false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
