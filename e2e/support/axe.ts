// Accessibility checks with axe-core against WCAG 2.2 level AA (and the A/AA rules of 2.0/2.1
// it builds on).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export async function findAxeViolations(page: Page): Promise<AxeViolationSummary[]> {
  // Colours are measured as painted: a dialog or drawer still fading in would read as low
  // contrast. Let running transitions and animations finish first.
  await page.evaluate(async () => {
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // A sandboxed frame (an email's HTML in the outbox) runs no script, so axe cannot be injected
  // into it and would wait for it until the test times out; its markup is the message's, not
  // the screen's.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('iframe[sandbox]')
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
