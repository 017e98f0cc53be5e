// WCAG 2.2 AA (axe) on the sign-in page and the back-office at desktop and phone widths, keyboard
// use of the frame, and screenshots in test-results/ for a person to look at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations, SCANS_ACCESSIBILITY } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { headingLevels, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  submitSignInForm,
  waitForSignInForm,
  type TestAccount,
} from './admin-server.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  const trainee = await createDemoAccount(server, 'trainee@roadready.demo');
  const { context } = await openPage(browser);
  const cookie = await signInContext(server, context, admin);
  await context.close();
  // Some history for the audit log: a role given, then taken back.
  for (const roles of [['Trainee', 'Instructor'], ['Trainee']]) {
    const result = await graphql(
      server,
      {
        query: `mutation ($userId: ID!, $roles: [StaffRole!]!) { updateUserRoles(userId: $userId, roles: $roles) { id } }`,
        variables: { userId: trainee.id, roles },
      },
      cookie,
    );
    expect(result.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectOrderedHeadings(page: Page) {
  const levels = await headingLevels(page);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

async function expectAccessible(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.getByRole('main').count()).toBe(1);
  await expectOrderedHeadings(page);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await saveScreenshot(page, `${name}-${width}`);
}

for (const viewport of Object.values(VIEWPORTS)) {
  describe(`at ${viewport.width} px`, () => {
    it('the sign-in page, also with an error shown, has no WCAG 2.2 AA violations', async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`${server.url}/sign-in`);
        await waitForSignInForm(page);
        await expectAccessible(page, 'sign-in', viewport.width);
        await submitSignInForm(page, admin.email, 'a-wrong-password');
        await page.getByText('That email and password do not match an account').waitFor();
        await expectAccessible(page, 'sign-in-error', viewport.width);
      } finally {
        await context.close();
      }
    });

    it('the back-office home and the audit log have no WCAG 2.2 AA violations', async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signInContext(server, context, admin);
        await page.goto(`${server.url}/admin`);
        await page.getByRole('heading', { name: 'Welcome, Dana Whitaker' }).waitFor();
        await expectAccessible(page, 'admin-home', viewport.width);

        await page.goto(`${server.url}/admin/audit-log`);
        await page
          .getByRole('status')
          .getByText(/Showing 1–2 of 2 entries/)
          .waitFor();
        await expectAccessible(page, 'audit-log', viewport.width);
      } finally {
        await context.close();
      }
    });
  });
}

describe('keyboard use of the frame', () => {
  it('reaches every drawer item with Tab on desktop, with a visible focus ring', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Welcome, Dana Whitaker' }).waitFor();

      // First Tab: the skip link, which moves the focus to the main landmark.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Skip to main content',
      );

      // Every link of the drawer, in order, as the Admin sees it (all areas).
      const expected = (
        await page.locator('nav[aria-label="Back-office"] a').allTextContents()
      ).map((text) => text.trim());
      expect(expected).toContain('Audit log');
      const reached: string[] = [];
      for (let press = 0; press < expected.length + 6; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element?.closest('nav[aria-label="Back-office"]')) return null;
          const style = getComputedStyle(element);
          return {
            text: element.textContent ?? '',
            outline: style.outlineStyle,
            width: style.outlineWidth,
          };
        });
        if (!focused) continue;
        reached.push(focused.text.trim());
        expect(focused.outline).toBe('solid');
        expect(focused.width).toBe('3px');
      }
      expect(reached).toEqual(expected);

      // Enter follows the focused link.
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'Audit log' })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await saveScreenshot(page, 'admin-keyboard-focus', false);
    } finally {
      await context.close();
    }
  });

  it('opens the drawer from the menu button at phone width and closes it with Escape', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Welcome, Dana Whitaker' }).waitFor();
      const menu = page.getByRole('button', { name: 'Open navigation' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('link', { name: 'Audit log' }).first().isVisible()).toBe(true); // home card
      expect(
        await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link').count(),
      ).toBe(0);

      await menu.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('navigation', { name: 'Back-office' });
      await drawer.getByRole('link', { name: 'Audit log' }).waitFor();
      expect(await drawer.getByText(admin.email).isVisible()).toBe(true);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-drawer-390', false);

      await page.keyboard.press('Escape');
      await drawer.getByRole('link', { name: 'Audit log' }).waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Open navigation',
      );

      await menu.click();
      await drawer.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await drawer.getByRole('link', { name: 'Audit log' }).waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});

describe('the axe check itself', () => {
  it.skipIf(!SCANS_ACCESSIBILITY)(
    'names the violations of a page that has them, and scans a page again after a change',
    async () => {
      const { context, page } = await openPage(browser, VIEWPORTS.desktop);
      try {
        await page.setContent(
          '<!doctype html><html lang="en"><title>Broken</title><main><img src="data:,"><button></button></main></html>',
        );
        const found = await findAxeViolations(page);
        expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
        expect(found.find((violation) => violation.id === 'image-alt')?.targets).toEqual(['img']);
        // Mended in place: the copy of axe injected before checks the page as it is now.
        await page.evaluate(() => {
          document.querySelector('img')!.alt = 'A car';
          document.querySelector('button')!.textContent = 'Book';
        });
        expect(await findAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
