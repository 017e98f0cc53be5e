// Accessibility checks with axe-core against WCAG 2.2 level AA (and the A/AA rules of 2.0/2.1
// it builds on), run in the page itself. Only the violations come back, summarised in the page:
// returning axe's whole result (every node that passed, serialised through the browser protocol)
// and merging it in a second blank page, as @axe-core/playwright does, cost more CPU than the
// checks themselves, in both Chromium and the test process.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The scan reads the page's markup, which the database does not change: it runs on the embedded
 * database, and the PostgreSQL pass (TEST_DATABASE_URL, run by CI beside it) spends its time on
 * what the database does change (docs/testing.md).
 */
export const SCANS_ACCESSIBILITY = !process.env.TEST_DATABASE_URL;

export async function findAxeViolations(page: Page): Promise<AxeViolationSummary[]> {
  if (!SCANS_ACCESSIBILITY) return [];
  // Colours are measured as painted: a dialog or drawer still fading in would read as low
  // contrast. Let running transitions and animations finish first.
  await page.evaluate(async () => {
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // Once per document: a page scanned before (a dialog opened since) keeps its copy.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      // The app's frames hold what is not its own markup: a lecture's video from its host, and
      // an email's HTML in a sandbox where no script (so no axe) runs.
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
}
