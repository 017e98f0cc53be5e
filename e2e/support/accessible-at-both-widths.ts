// The check the public booking pages run at each step: no axe violation and no sideways scroll at
// desktop and phone widths, with a screenshot of each to look at. The page is left at the width it
// had.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { findAxeViolations } from './axe.ts';
import { VIEWPORTS } from './browser.ts';
import { saveScreenshot } from './page-checks.ts';

export async function accessibleAtBothWidths(page: Page, name: string): Promise<void> {
  const current = page.viewportSize();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  if (current) await page.setViewportSize(current);
}
