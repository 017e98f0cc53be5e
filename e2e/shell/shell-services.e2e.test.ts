// The document shell's services in a real browser, on a hydrated public page (the 404 page):
// page views for analytics, the client log's uploads and error reporting through /monitoring.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { ANALYTICS_DISABLED_WARNING } from '../../src/web/lib/analytics.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { eventually } from '../support/page-checks.ts';
import { startOutsideWorld, startShellServer, type OutsideWorld } from './shell-server.ts';

let browser: Browser;
let outside: OutsideWorld;

beforeAll(async () => {
  browser = await launchBrowser();
  outside = await startOutsideWorld();
});

afterAll(async () => {
  await browser?.close();
  await outside?.stop();
});

/** Every origin the page sends requests to, from now on. */
function watchOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

/** Makes the page report "hidden", as when the tab is switched or closed. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const analyticsCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsCalls?: unknown[][] }).__analyticsCalls);

describe('analytics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startShellServer({ ANALYTICS_KEY: 'phc_e2e', ANALYTICS_HOST: outside.origin });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('loads the script from the configured host and sends a page view per path change', async () => {
    const { context, page } = await openPage(browser);
    try {
      const origins = watchOrigins(page);
      await page.goto(`${server.url}/no-such-page?from=e2e`, { waitUntil: 'networkidle' });
      await eventually(async () => {
        expect(await analyticsCalls(page)).toEqual([
          ['init', 'phc_e2e', expect.objectContaining({ api_host: outside.origin })],
          ['capture', '$pageview', { $current_url: `${server.url}/no-such-page?from=e2e` }],
        ]);
      });

      // A client-side navigation (the header's home link) is one more page view.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /RoadReady/ })
        .click();
      await page.waitForURL(`${server.url}/`);
      await eventually(async () => {
        expect((await analyticsCalls(page))?.slice(2)).toEqual([
          ['capture', '$pageview', { $current_url: `${server.url}/` }],
        ]);
      });
      expect(outside.requests).toContain('/static/array.js');
      expect([...origins].sort()).toEqual([outside.origin, server.url].sort());
    } finally {
      await context.close();
    }
  });
});

describe('without analytics and error reporting configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startShellServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('warns once, loads neither script and talks to no other host', async () => {
    const { context, page } = await openPage(browser);
    try {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const origins = watchOrigins(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      await page
        .getByRole('banner')
        .getByRole('link', { name: /RoadReady/ })
        .click();
      await page.waitForURL(`${server.url}/`);
      await page.waitForTimeout(500);
      expect(warnings).toEqual([ANALYTICS_DISABLED_WARNING]);
      expect(scripts.filter((path) => /sentry|array\.js/.test(path))).toEqual([]);
      expect(await page.evaluate(() => 'posthog' in window)).toBe(false);
      expect([...origins]).toEqual([server.url]);
    } finally {
      await context.close();
    }
  });

  it('uploads client logs with keepalive when the page is hidden, and every 5 seconds', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      const hiddenUpload = page.waitForRequest(
        (request) =>
          request.url() === `${server.url}/api/app-logs` &&
          (request.postData() ?? '').includes('e2e: broken on hide'),
      );
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e: broken on hide');
        });
      });
      await page.waitForTimeout(100);
      await hidePage(page);
      const request = await hiddenUpload;
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toBe('application/json');
      const body = JSON.parse(request.postData() ?? '{}') as { logs: Record<string, unknown>[] };
      expect(body.logs).toEqual([
        expect.objectContaining({
          message: 'e2e: broken on hide',
          severity: 'error',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ]);
      expect((await request.response())?.status()).toBe(204);

      const timedUpload = page.waitForRequest(
        (candidate) =>
          candidate.url() === `${server.url}/api/app-logs` &&
          (candidate.postData() ?? '').includes('e2e: broken on a timer'),
        { timeout: 8_000 },
      );
      const thrownAt = Date.now();
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e: broken on a timer');
        });
      });
      await timedUpload;
      expect(Date.now() - thrownAt).toBeLessThan(6_000);
    } finally {
      await context.close();
    }
  });
});

describe('error reporting', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dsn = `http://publickey@${new URL(outside.origin).host}/42`;
    server = await startShellServer({ SENTRY_DSN: dsn });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports errors through /monitoring with the release, after dropping the noise', async () => {
    const { context, page } = await openPage(browser);
    try {
      const origins = watchOrigins(page);
      const replayLoaded = page.waitForRequest((request) => /sentry-replay/.test(request.url()));
      await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      await replayLoaded;
      await page.evaluate(() => {
        setTimeout(() => {
          throw new TypeError('Failed to fetch');
        });
        setTimeout(() => {
          throw new Error('e2e: reported error');
        }, 50);
      });
      await eventually(() => {
        expect(outside.envelopes.some((envelope) => envelope.includes('e2e: reported error'))).toBe(
          true,
        );
        return Promise.resolve();
      }, 10_000);
      const reported = outside.envelopes.find((envelope) =>
        envelope.includes('e2e: reported error'),
      );
      expect(reported).toContain(`"release":"${packageJson.version}"`);
      expect(outside.envelopes.some((envelope) => envelope.includes('Failed to fetch'))).toBe(
        false,
      );
      // The browser only ever talked to the school's own server.
      expect([...origins]).toEqual([server.url]);
    } finally {
      await context.close();
    }
  });
});
