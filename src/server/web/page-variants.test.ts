import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickPageVariant, type PageVariants } from './page-variants.ts';

const variants: PageVariants[] = [{ path: /^\/quiz\/[a-z]{2}$/, param: 'set', count: 4 }];
let nextIndex = 0;
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(pickPageVariant(variants, () => nextIndex));
  // Echoes what the renderer (and the page cache before it) would see.
  app.all(/.*/, (req, res) => {
    res.json({ url: req.url, originalUrl: req.originalUrl });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

async function seen(path: string, method = 'GET') {
  const response = await fetch(base + path, { method });
  return (await response.json()) as { url: string; originalUrl: string };
}

describe('pickPageVariant', () => {
  it('answers a bare address with the variant drawn, for the cache and the renderer alike', async () => {
    nextIndex = 2;
    expect(await seen('/quiz/ca')).toEqual({
      url: '/quiz/ca?set=3',
      originalUrl: '/quiz/ca?set=3',
    });
  });

  it('keeps the other query parameters', async () => {
    nextIndex = 0;
    expect((await seen('/quiz/ca?utm_source=mail')).originalUrl).toBe(
      '/quiz/ca?utm_source=mail&set=1',
    );
  });

  it('leaves an address that names a variant, other pages and form posts alone', async () => {
    expect((await seen('/quiz/ca?set=4')).originalUrl).toBe('/quiz/ca?set=4');
    expect((await seen('/quiz')).originalUrl).toBe('/quiz');
    expect((await seen('/quiz/ca/more')).originalUrl).toBe('/quiz/ca/more');
    expect((await seen('/quiz/ca', 'POST')).originalUrl).toBe('/quiz/ca');
  });
});
