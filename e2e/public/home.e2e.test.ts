// The public home: rendered on the server, complete without JavaScript, accessible, self-hosted.
// Screenshots land in test-results/ for a person to look at.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneHref } from '../../src/domain/phone-link.ts';
import { findUsState, SUPPORTED_STATE_CODES } from '../../src/domain/us-states.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { headingLevels, saveScreenshot } from '../support/page-checks.ts';
import { E2E_BOOKING_PHONE, startAppServer, type E2eServer } from '../support/web-server.ts';

const TEL_HREF = phoneHref(E2E_BOOKING_PHONE);
// The 11 states of SPEC §1, with their names.
const SUPPORTED_STATES = SUPPORTED_STATE_CODES.map((code) => ({
  code,
  name: findUsState(code)?.name ?? code,
}));

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

describe('public home', () => {
  it('arrives as complete HTML from the server', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<title>Teen and Adult Driving Lessons[^<]*<\/title>/);
    expect(html).toMatch(/<h1\b[^>]*>Teen and adult driving lessons/);
    for (const state of SUPPORTED_STATES) expect(html).toContain(`>${state.name}</span>`);
    expect(html).toContain(`href="${TEL_HREF}"`);
    // Styles are inlined by the server, so the page is styled before any stylesheet or script.
    expect(html).toMatch(/<style data-emotion="mui /);
    // The home is a static document: no script but its schema.org data (DrivingSchool, FAQPage).
    expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
    expect(html).toContain('"@type":"DrivingSchool"');
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('is complete in Chromium with JavaScript disabled', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${server.url}/`);
      expect(await page.title()).toMatch(/^Teen and Adult Driving Lessons/);
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.count()).toBe(1);
      expect(await h1.innerText()).toMatch(/^Teen and adult driving lessons/);

      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });

      // Drivers ed, driving lessons, DMV practice test and sign-in.
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(
        4,
      );
      // The state menu is a native disclosure: it opens without JavaScript.
      const menu = page.getByRole('navigation', { name: 'States' });
      await menu.locator('summary').click();
      for (const state of SUPPORTED_STATES) {
        const link = menu.getByRole('link', { name: `${state.name} ${state.code}` });
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toBe(`/courses?state=${state.code.toLowerCase()}`);
      }

      const footerPhone = page.getByRole('contentinfo').locator(`a[href="${TEL_HREF}"]`);
      expect(await footerPhone.innerText()).toBe(E2E_BOOKING_PHONE);

      const testimonials = page.getByRole('img', { name: 'Rated 5 out of 5' });
      expect(await testimonials.count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`has no WCAG 2.2 AA violations at ${viewport.width} px, menu closed and open`, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`${server.url}/`);
        await page.evaluate(() => document.fonts.ready);
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `home-${viewport.width}`);

        await page.locator('header summary').click();
        expect(await findAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `home-${viewport.width}-states-menu`, false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      } finally {
        await context.close();
      }
    });
  }

  it('loads nothing from other hosts and no JavaScript', async () => {
    const { context, page } = await openPage(browser);
    try {
      const requests: { url: string; type: string }[] = [];
      page.on('request', (request) => {
        requests.push({ url: request.url(), type: request.resourceType() });
      });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const origin = new URL(server.url).origin;
      expect(requests.filter((request) => new URL(request.url).origin !== origin)).toEqual([]);
      expect(requests.filter((request) => request.type === 'script')).toEqual([]);
      // Poppins is served by us.
      expect(
        requests.some((request) => /poppins-latin-\d+-normal-.+\.woff2$/.test(request.url)),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});
