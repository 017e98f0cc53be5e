// mountWeb on a bare Express app (a platform holding only config and log), against the real build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneHref } from '../../src/domain/phone-link.ts';
import { E2E_BOOKING_PHONE, startWebOnlyServer, type E2eServer } from '../support/web-server.ts';

let server: E2eServer;

beforeAll(async () => {
  server = await startWebOnlyServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('mountWeb', () => {
  it('renders pages with the settings passed through the load context', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain(`href="${phoneHref(E2E_BOOKING_PHONE)}"`);
    expect(html).toContain(`>${E2E_BOOKING_PHONE}</a>`);
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const html = await (await fetch(`${server.url}/no-such-page`)).text();
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${server.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await fetch(`${server.url}/assets/entry.client-gone.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('answers unknown API paths with the API error shape, not a page', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
    });
  });
});
