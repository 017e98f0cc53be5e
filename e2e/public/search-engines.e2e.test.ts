// What search engines and link previews read (issue 8 "Search engines"), on the demo data: every
// page of sitemap.xml answers 200 with a title and a description of its own, a canonical address
// that is the sitemap's own, and the Open Graph tags; robots.txt points at the sitemap. On the
// same demo server, in Chromium: the links public pages give into booking (a landing page's
// "Book online", its meeting points, a licensing guide's driving-lessons step) open /book with the
// product and the place already chosen, and a link with an unknown product still opens it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { collectConsoleProblems } from '../support/page-checks.ts';
import { ensureWebBuild } from '../support/web-build.ts';
import { E2E_BOOKING_PHONE } from '../support/web-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ BOOKING_PHONE: E2E_BOOKING_PHONE }, { web: true, seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The content of `<meta {attribute}="{name}" content="…">`, or of the canonical link. */
function headValue(html: string, attribute: string, name: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

describe('search engines', () => {
  it('find every public page in the sitemap, each with its own title, description, canonical address and Open Graph tags', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // The kinds of page the public site has, each present with the demo data.
    for (const kind of [
      '/courses?state=',
      '/course/',
      '/dmv-practice-test/',
      '/licensing-guide/',
      '/article/',
      '/driving-lessons/',
      '/metro/',
      '/book',
    ]) {
      expect(
        addresses.some((address) => address.includes(kind)),
        kind,
      ).toBe(true);
    }
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const address of addresses) {
      const { pathname, search } = new URL(address.replaceAll('&amp;', '&'));
      const response = await fetch(`${server.url}${pathname}${search}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = headValue(html, 'name', 'description');
      expect(title, address).toMatch(/\S/);
      expect(description, address).toMatch(/\S/);
      expect(titles.get(title!), `${address} has the title of`).toBeUndefined();
      expect(descriptions.get(description!), `${address} has the description of`).toBeUndefined();
      titles.set(title!, address);
      descriptions.set(description!, address);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], address).toBe(address);
      expect(headValue(html, 'property', 'og:url'), address).toBe(address);
      for (const tag of ['og:title', 'og:description', 'og:type', 'og:site_name']) {
        expect(headValue(html, 'property', tag), `${address} ${tag}`).toMatch(/\S/);
      }
      expect(html, address).not.toContain('name="robots" content="noindex"');
    }
  });

  it('are pointed at the sitemap by robots.txt', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });
});

/** What the booking form shows as chosen: the lesson or test, the state, the ZIP, the meeting point. */
async function chosen(page: Page) {
  const selected = (label: string) =>
    page.getByLabel(label, { exact: true }).locator('option:checked').innerText();
  const meetingPoint = page.getByLabel('Meeting point', { exact: true });
  // The lesson or test is a radio card; its title is the card's first line.
  const type = page.locator('label:has(input[name="type"]:checked)');
  return {
    lesson: (await type.count()) > 0 ? await type.locator('span > span').first().innerText() : '',
    state: await page.getByLabel('State', { exact: true }).inputValue(),
    zip: await page.getByLabel('ZIP code').inputValue(),
    meetingPoint: (await meetingPoint.count()) > 0 ? await selected('Meeting point') : '',
  };
}

describe('links into booking', () => {
  it('open /book with the product and the place chosen, from a landing page and a licensing guide', async () => {
    const { context, page } = await openPage(browser);
    const problems = collectConsoleProblems(page);
    try {
      const lesson = 'Driving lesson (2 hours)';
      await page.goto(`${server.url}/ca/driving-lessons/san-francisco`);
      await page.getByRole('link', { name: 'Book online', exact: true }).click();
      await page.waitForURL(/\/book\?product=standard&state=CA&zip=94105$/);
      await page
        .getByRole('heading', { level: 1, name: 'Book a driving lesson or test' })
        .waitFor();
      expect(await chosen(page)).toEqual({
        lesson,
        state: 'CA',
        zip: '94105',
        meetingPoint: 'No: pick me up at my address',
      });
      expect(await findAxeViolations(page)).toEqual([]);

      await page.goBack();
      await page.getByRole('link', { name: 'Book a lesson at Marina Green' }).click();
      await page.waitForURL(/\/book\?product=standard&state=CA&meetingPoint=/);
      expect(await chosen(page)).toMatchObject({
        lesson,
        state: 'CA',
        meetingPoint: 'Marina Green: Marina Blvd & Scott St, San Francisco, CA 94123',
      });

      await page.goto(`${server.url}/ca/licensing-guide/teen`);
      await page.getByRole('link', { name: 'Book lessons' }).click();
      await page.waitForURL(/\/book\?product=standard&state=CA$/);
      expect(await chosen(page)).toMatchObject({ lesson, state: 'CA', zip: '' });

      // A link with a place but no state: the state is the one of the region selling there (the
      // demo Bay Area sells at its price scheme).
      await page.goto(`${server.url}/book?product=oneHour&zip=94105`);
      expect(await chosen(page)).toMatchObject({
        lesson: 'Driving lesson (1 hour)',
        state: 'CA',
        zip: '94105',
      });

      // An unknown product still opens the booking page, nothing chosen, with a short notice.
      const unknown = await page.goto(`${server.url}/book?product=road_test`);
      expect(unknown?.status()).toBe(200);
      await page
        .getByRole('status')
        .getByText('We could not find the lesson or test of that link')
        .waitFor();
      expect(await chosen(page)).toMatchObject({ lesson: '', state: '' });
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
