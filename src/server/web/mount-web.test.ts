import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  loadWebBuild,
  publicSettingsFromConfig,
  serveClientFiles,
  WebBuildMissingError,
} from './mount-web.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'roadready-web-'));
  await mkdir(path.join(root, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(root, 'client', 'assets', 'entry-AbC123.js'), 'console.log(1);');
  await writeFile(path.join(root, 'client', 'favicon.svg'), '<svg/>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function withApp<T>(setup: (app: express.Express) => void, run: (url: string) => Promise<T>) {
  const app = express();
  setup(app);
  app.use((_req, res) => {
    res.status(418).send('fell through');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('serveClientFiles', () => {
  it('serves hashed assets as immutable for a year', async () => {
    await withApp(
      (app) => serveClientFiles(app, path.join(root, 'client')),
      async (url) => {
        const response = await fetch(`${url}/assets/entry-AbC123.js`);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe('console.log(1);');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      },
    );
  });

  it('caches other static files briefly', async () => {
    await withApp(
      (app) => serveClientFiles(app, path.join(root, 'client')),
      async (url) => {
        const response = await fetch(`${url}/favicon.svg`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      },
    );
  });

  it('answers a missing asset with a plain 404 instead of passing it on to the pages', async () => {
    await withApp(
      (app) => serveClientFiles(app, path.join(root, 'client')),
      async (url) => {
        const response = await fetch(`${url}/assets/entry-Old999.js`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        const page = await fetch(`${url}/courses`);
        expect(page.status).toBe(418);
      },
    );
  });
});

describe('loadWebBuild', () => {
  it('refuses to start without a build and says how to make one', async () => {
    const missing = path.join(root, 'no-build');
    await expect(loadWebBuild(missing)).rejects.toBeInstanceOf(WebBuildMissingError);
    await expect(loadWebBuild(missing)).rejects.toThrow(/run npm run build/);
  });

  it('refuses a server bundle that is not a RoadReady web build', async () => {
    const other = path.join(root, 'other-build');
    await mkdir(path.join(other, 'server'), { recursive: true });
    await mkdir(path.join(other, 'client'), { recursive: true });
    await writeFile(path.join(other, 'server', 'index.js'), 'export const routes = {};\n');
    await expect(loadWebBuild(other)).rejects.toThrow(/not a RoadReady web build/);
  });
});

describe('publicSettingsFromConfig', () => {
  it('passes the booking phone and public URL, and nothing else, to the web app', () => {
    const config = loadConfig({
      BOOKING_PHONE: '+1 (555) 010-2030',
      PUBLIC_URL: 'https://school.test',
    });
    expect(publicSettingsFromConfig(config)).toEqual({
      bookingPhone: '+1 (555) 010-2030',
      publicUrl: 'https://school.test',
    });
  });

  it('passes the browser keys of analytics and error reporting when they are configured', () => {
    const config = loadConfig({
      ANALYTICS_KEY: 'phc_test',
      ANALYTICS_HOST: 'https://analytics.school.test',
      SENTRY_DSN: 'https://public@errors.school.test/42',
      AUTH_SECRET: 'x'.repeat(40),
    });
    const settings = publicSettingsFromConfig(config);
    expect(settings).toMatchObject({
      analyticsKey: 'phc_test',
      analyticsHost: 'https://analytics.school.test',
      sentryDsn: 'https://public@errors.school.test/42',
    });
    expect(JSON.stringify(settings)).not.toContain('x'.repeat(40));
  });

  it('passes the raster tile URL of the maps when one is configured (off by default)', () => {
    expect(publicSettingsFromConfig(loadConfig({})).mapTileUrl).toBeUndefined();
    const tiles = 'https://tiles.school.test/{z}/{x}/{y}.png';
    expect(publicSettingsFromConfig(loadConfig({ MAP_TILE_URL: tiles })).mapTileUrl).toBe(tiles);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.school.test/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});
