// Small page inspections shared by the end-to-end suites.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { PROJECT_ROOT } from './web-build.ts';
import { ANALYTICS_DISABLED_WARNING } from '../../src/web/lib/analytics.ts';

export const SCREENSHOT_DIRECTORY = path.join(PROJECT_ROOT, 'test-results');

/**
 * Screenshots are for a person to look at, and show markup the database does not change: like the
 * accessibility scan, they are taken on the embedded database only, and the PostgreSQL pass (run
 * by CI after it) spends its time on what the database does change (docs/testing.md).
 */
export const TAKES_SCREENSHOTS = !process.env.TEST_DATABASE_URL;

/** A screenshot of the page in test-results/ (the whole page unless `fullPage` is false). */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIRECTORY, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIRECTORY, `${name}.png`), fullPage });
}

/** Levels of the page's headings in document order, e.g. [1, 2, 3, 2]. */
export function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval('h1, h2, h3, h4, h5, h6', (headings) =>
    headings.map((heading) => Number(heading.tagName.slice(1))),
  );
}

/**
 * Console errors and warnings, and uncaught exceptions, from now on. Chromium logs every HTTP
 * error response as a console error; those of `expectedErrorUrls` (say, a 404 page) are skipped.
 */
export function collectConsoleProblems(page: Page, expectedErrorUrls: string[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The one warning SPEC §7 asks for when no analytics key is configured is not a problem.
    const expected =
      message.text() === ANALYTICS_DISABLED_WARNING ||
      // Headless Chromium's software WebGL reports its own slow paths when a map draws; they
      // come from the browser's renderer, not from the page.
      message.text().includes('GL Driver Message') ||
      (message.text().startsWith('Failed to load resource') &&
        expectedErrorUrls.includes(message.location().url));
    if (!expected)
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Retries an assertion until it passes or the time is up (hydration finishes asynchronously). */
export async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Drags a map pin 60 px east with a real pointer, in small steps so the map reads it as a drag
 * (not a click): how the pin maps' tests move a place.
 */
export async function dragPinEast(page: Page, pin: Locator): Promise<void> {
  const from = (await pin.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.move(x + 60, y, { steps: 5 });
  await page.mouse.up();
}
