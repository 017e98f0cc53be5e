import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { parseDsn, type SentryDsn } from '../../domain/sentry-dsn.ts';
import { checkEnvelope, monitoringTunnel } from './monitoring-tunnel.ts';

const CONFIGURED = parseDsn('https://abc123@o99.ingest.sentry.io/4505')!;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkEnvelope', () => {
  const check = (header: unknown, allowed: SentryDsn = CONFIGURED) =>
    checkEnvelope(
      bytes(
        `${typeof header === 'string' ? header : JSON.stringify(header)}\n{"type":"event"}\n{}`,
      ),
      allowed,
    );

  it('accepts the configured DSN, whatever its key or scheme', () => {
    expect(check({ dsn: 'https://abc123@o99.ingest.sentry.io/4505' })).toEqual({ ok: true });
    expect(check({ dsn: 'http://otherkey@O99.ingest.sentry.io/4505', event_id: 'e' })).toEqual({
      ok: true,
    });
  });

  it('reads an envelope that is only a header line', () => {
    expect(
      checkEnvelope(bytes('{"dsn":"https://abc123@o99.ingest.sentry.io/4505"}'), CONFIGURED),
    ).toEqual({ ok: true });
  });

  it('refuses another project, host or path with 403', () => {
    for (const dsn of [
      'https://abc123@o99.ingest.sentry.io/4506',
      'https://abc123@o98.ingest.sentry.io/4505',
      'https://abc123@o99.ingest.sentry.io.evil.example/4505',
      'https://abc123@o99.ingest.sentry.io/extra/4505',
    ]) {
      expect(check({ dsn }), dsn).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('refuses a header that is not JSON, not an object, or without a valid DSN with 400', () => {
    expect(check('hello')).toMatchObject({ ok: false, status: 400 });
    expect(check('"just a string"')).toMatchObject({ ok: false, status: 400 });
    expect(check('null')).toMatchObject({ ok: false, status: 400 });
    expect(check({ event_id: 'e' })).toMatchObject({ ok: false, status: 400 });
    expect(check({ dsn: 42 })).toMatchObject({ ok: false, status: 400 });
    expect(check({ dsn: 'https://o99.ingest.sentry.io/4505' })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('monitoringTunnel', () => {
  const config = { PUBLIC_URL: 'http://localhost:3000', TRUSTED_ORIGINS: [] };

  async function serve(fetchImpl: typeof fetch) {
    const app = express();
    app.use((req, _res, next) => {
      req.log = pino({ level: 'silent' });
      next();
    });
    app.use(
      '/monitoring',
      monitoringTunnel(
        { ...config, SENTRY_DSN: 'https://abc123@o99.ingest.sentry.io/4505' },
        { fetchImpl },
      ),
    );
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/monitoring`;
    return { url, close: () => new Promise((resolve) => listener.close(resolve)) };
  }

  it('sends the body as received to the configured project, never elsewhere', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"id":"1"}', { status: 200 })),
    );
    const tunnel = await serve(fetchImpl);
    try {
      const body =
        '{"dsn":"https://abc123@o99.ingest.sentry.io/4505"}\n{"type":"session"}\n{"status":"ok"}';
      const response = await fetch(tunnel.url, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const [target, init] = fetchImpl.mock.calls[0]!;
      expect(target).toBe('https://o99.ingest.sentry.io/api/4505/envelope/');
      expect(init?.method).toBe('POST');
      expect(new TextDecoder().decode(init?.body as Uint8Array)).toBe(body);
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    } finally {
      await tunnel.close();
    }
  });

  it('answers 502 when the upstream request fails', async () => {
    const tunnel = await serve(() => Promise.reject(new TypeError('fetch failed')));
    try {
      const response = await fetch(tunnel.url, {
        method: 'POST',
        body: '{"dsn":"https://k@o99.ingest.sentry.io/4505"}\n',
      });
      expect(response.status).toBe(502);
    } finally {
      await tunnel.close();
    }
  });

  it('refuses to start with a SENTRY_DSN that is not a DSN', () => {
    expect(() => monitoringTunnel({ ...config, SENTRY_DSN: 'https://sentry.example/' })).toThrow(
      /SENTRY_DSN/,
    );
  });
});
