import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, sharedMaxAge } from './page-cache.ts';

let time = 1_000_000;
const cache = createPageCache({ now: () => time, maxEntries: 3 });
const renders: Record<string, number> = {};
let base = '';
let close: () => void = () => {};

function render(name: string, headers: Record<string, string>, status = 200) {
  return (_req: express.Request, res: express.Response) => {
    renders[name] = (renders[name] ?? 0) + 1;
    res.status(status).set(headers).type('html');
    // Written in two parts, as a streaming renderer does.
    res.write(`<p>${name} `);
    res.end(`render ${renders[name]}</p>`);
  };
}

const shared = { 'Cache-Control': 'public, max-age=0, s-maxage=60' };

beforeAll(async () => {
  const app = express();
  app.use(cache.middleware);
  app.get('/shared', render('shared', shared));
  app.get('/private', render('private', { 'Cache-Control': 'private, s-maxage=60' }));
  app.get('/plain', render('plain', {}));
  app.get('/cookie', render('cookie', { ...shared, 'Set-Cookie': 'a=b' }));
  app.get('/missing', render('missing', shared, 404));
  app.post('/shared', render('posted', shared));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

const text = async (path: string, init?: RequestInit) => (await fetch(base + path, init)).text();

describe('page cache', () => {
  it('renders a shared page once per interval and serves the copy with its headers', async () => {
    expect(await text('/shared')).toBe('<p>shared render 1</p>');
    time += 10_000;
    const again = await fetch(`${base}/shared`);
    expect(await again.text()).toBe('<p>shared render 1</p>');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(again.headers.get('content-type')).toMatch(/text\/html/);
    expect(again.headers.get('age')).toBe('10');
    // Another query string is another page.
    expect(await text('/shared?state=tx')).toBe('<p>shared render 2</p>');
    time += 50_000;
    expect(await text('/shared')).toBe('<p>shared render 3</p>');
  });

  it('keeps nothing private, unmarked, cookie-setting, failed or posted', async () => {
    for (const path of ['/private', '/plain', '/cookie', '/missing']) {
      await text(path);
      await text(path);
    }
    await text('/shared', { method: 'POST' });
    await text('/shared', { method: 'POST' });
    expect(renders).toMatchObject({ private: 2, plain: 2, cookie: 2, missing: 2, posted: 2 });
  });

  it('renders for a signed-in visitor every time, without giving or taking the shared copy', async () => {
    time += 120_000;
    const signedIn = { headers: { cookie: 'roadready.session_token=abc.def' } };
    await text('/shared?visitor');
    const before = renders['shared']!;
    expect(await text('/shared?visitor', signedIn)).toBe(`<p>shared render ${before + 1}</p>`);
    expect(await text('/shared?visitor', signedIn)).toBe(`<p>shared render ${before + 2}</p>`);
    // Everyone else still gets the copy made before.
    expect(await text('/shared?visitor')).toBe(`<p>shared render ${before}</p>`);
  });

  it('forgets everything on clear, and keeps at most its limit of pages', async () => {
    time += 120_000;
    await text('/shared');
    const before = renders['shared']!;
    cache.clear();
    await text('/shared');
    expect(renders['shared']).toBe(before + 1);
    for (const query of ['?a', '?b', '?c', '?d']) await text(`/shared${query}`);
    expect(cache.size).toBe(3);
  });

  it('reads the shared lifetime from Cache-Control', () => {
    const header = (value: string | undefined) => ({ getHeader: () => value });
    expect(sharedMaxAge(header('public, s-maxage=60'))).toBe(60);
    expect(sharedMaxAge(header('public, max-age=60'))).toBeNull();
    expect(sharedMaxAge(header('no-store, s-maxage=60'))).toBeNull();
    expect(sharedMaxAge(header('s-maxage=0'))).toBeNull();
    expect(sharedMaxAge(header(undefined))).toBeNull();
  });
});
