// Public pages other than the home hydrate. The 404 page is one: it must hydrate the server's
// HTML and Emotion styles without a single warning, and then behave as a React app.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { collectConsoleProblems, eventually } from '../support/page-checks.ts';
import { startAppServer, type E2eServer } from '../support/web-server.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a hydrated public page', () => {
  it('answers 404 for an unknown path, inside the public layout', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1\b[^>]*>Page not found<\/h1>/);
    expect(html).toMatch(/<script\b/);
  });

  it('hydrates without console warnings and then runs its scripts', async () => {
    const { context, page } = await openPage(browser);
    try {
      const url = `${server.url}/no-such-page`;
      const problems = collectConsoleProblems(page, [url]);
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);

      // Escape closes the state menu only when React is running.
      const menu = page.locator('header details');
      await eventually(async () => {
        if (!(await menu.evaluate((element: HTMLDetailsElement) => element.open))) {
          await page.locator('header summary').click();
        }
        await page.keyboard.press('Escape');
        expect(await menu.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
      });

      // Client-side navigation to the home keeps the document (no full reload).
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = 'still here';
      });
      await page
        .getByRole('banner')
        .getByRole('link', { name: /RoadReady/ })
        .click();
      await page.waitForURL(`${server.url}/`);
      await eventually(async () => {
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(
          /^Teen and adult/,
        );
      });
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        'still here',
      );

      expect(problems).toEqual([]);
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
