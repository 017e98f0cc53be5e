// Licensing guides and articles on the public site: the Texas teen article and a guide page are
// server-rendered documents whose internal links all answer, axe-clean at 1280 and 390; a ClassroomManager edits the article in the back-office and the
// public page shows the change at once; the same for a guide's steps. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/us-states.ts';
import { seedDemoCourses } from '../../src/server/modules/courses/courses.seed.ts';
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

const ARTICLE = '/article/how-to-apply-for-tx-drivers-license-as-a-teen';
const GUIDE = '/tx/licensing-guide/teen-parent-taught';

let server: TestServer;
let browser: Browser;
let classroom: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  await seedDemoCourses(server.platform.db.db, new Map());
  await upsertUsStates(server.platform.db.db, US_STATES);
  await ensurePracticeQuestionBank(server.platform.db);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The distinct internal hrefs of the page's main content (the header and footer have their own tests). */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

describe('licensing guides and articles', () => {
  it('serves the article and a guide as documents without scripts, with their metadata', async () => {
    for (const path of [ARTICLE, GUIDE, '/licensing-guides']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
      expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    }
    const article = await (await fetch(`${server.url}${ARTICLE}`)).text();
    expect(article).toContain('"@type":"Article"');
    expect(article).toContain('<ol');
    const guide = await (await fetch(`${server.url}${GUIDE}`)).text();
    expect(guide).toContain('"@type":"HowTo"');
    expect((await fetch(`${server.url}/article/no-such-article`)).status).toBe(404);
    expect((await fetch(`${server.url}/ca/licensing-guide/teen-parent-taught`)).status).toBe(404);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${server.url}${ARTICLE}</loc>`);
    expect(sitemap).toContain(`${server.url}${GUIDE}</loc>`);
    expect(sitemap).toContain(`${server.url}/licensing-guides</loc>`);
  });

  it('links only to pages that answer, and passes axe at 1280 and 390', async () => {
    const expected: Record<string, string[]> = {
      [ARTICLE]: [
        '/book',
        // The teen guide's driving-lessons step, shown beside the article, opens booking in Texas.
        '/book?product=standard&state=TX',
        '/dmv-practice-test',
        '/licensing-guides',
        '/tx/course/adult-drivers-ed',
        '/tx/course/drivers-ed',
        '/tx/course/parent-taught',
        '/tx/licensing-guide/teen',
      ],
      [GUIDE]: [
        ARTICLE,
        '/dmv-practice-test',
        '/licensing-guides',
        '/tx/course/parent-taught',
        '/tx/licensing-guide/adult',
        '/tx/licensing-guide/teen',
        '/tx/licensing-guide/teen-instructor-led',
      ],
    };
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await openPage(browser, viewport);
      try {
        const problems = collectConsoleProblems(page);
        for (const [path, links] of Object.entries(expected)) {
          await page.goto(`${server.url}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect(await internalLinks(page)).toEqual(links);
          expect(await findAxeViolations(page)).toEqual([]);
          await saveScreenshot(page, `licensing-${path.split('/')[1]}-${label}`);
          if (label !== 'desktop') continue;
          for (const link of links) {
            const status = (await fetch(`${server.url}${link}`)).status;
            expect(status, link).toBe(200);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a ClassroomManager edits the article in the back-office and the public page shows it', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/articles`);
      await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
      await page
        .getByRole('button', { name: 'Edit How to apply for a Texas driver license as a teen' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit article' });
      await dialog.getByLabel('Title').fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('The title is required.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Title').fill('Your Texas license as a teen, step by step');
      expect(await dialog.getByText('The title is required.').count()).toBe(0);
      await saveScreenshot(page, 'licensing-admin-article-dialog', false);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${server.url}${ARTICLE}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Your Texas license as a teen, step by step',
      );

      await page.goto(`${server.url}/admin/licensing-guides`);
      await page.getByRole('heading', { level: 1, name: 'Licensing guides' }).waitFor();
      await page.getByLabel('Label').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      // California teens: a link the site will not publish is refused under its field.
      const link = page.getByRole('textbox', { name: 'Link', exact: true }).first();
      await link.fill('http://example.com');
      await page.getByRole('button', { name: 'Save the guide' }).click();
      await page
        .getByText('The link must be a path of this site ("/…"), an https address or a tel: link.')
        .waitFor();
      await saveScreenshot(page, 'licensing-admin-guides', false);
      await link.fill('/ca/course/drivers-ed');
      await page.getByRole('button', { name: 'Move step 2 up' }).click();
      await page.getByRole('button', { name: 'Save the guide' }).click();
      await page.getByText('The guide was saved.').waitFor();

      await page.goto(`${server.url}/ca/licensing-guide/teen`);
      const steps = page.locator('main ol > li h2');
      expect(await steps.first().innerText()).toBe('Practice for the written test');
      expect(await steps.nth(1).innerText()).toBe('Complete drivers ed');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
