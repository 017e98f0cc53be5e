// What search engines and link previews read (issue 8 "Search engines"), on the demo data: every
// page of sitemap.xml answers 200 with a title and a description of its own, a canonical address
// that is the sitemap's own, and the Open Graph tags; robots.txt points at the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/server/testing/test-server.ts';
import { ensureWebBuild } from '../support/web-build.ts';
import { E2E_BOOKING_PHONE } from '../support/web-server.ts';

let server: TestServer;

beforeAll(async () => {
  ensureWebBuild();
  server = await startTestServer({ BOOKING_PHONE: E2E_BOOKING_PHONE }, { web: true, seed: true });
});

afterAll(async () => {
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
