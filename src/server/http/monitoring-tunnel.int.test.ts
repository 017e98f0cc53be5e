// POST /monitoring through a whole server. SENTRY_DSN points at a small HTTP server started here
// that plays the error reporting service, so nothing leaves this machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MONITORING_MAX_BYTES } from './monitoring-tunnel.ts';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: Buffer;
}

let upstream: Server;
let received: Received[] = [];
let answer: 'accept' | 'rate-limit' | 'hang-up' = 'accept';
let dsn: string;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      if (answer === 'hang-up') {
        req.socket.destroy();
      } else if (answer === 'rate-limit') {
        res.writeHead(429, {
          'retry-after': '60',
          'x-sentry-rate-limits': '60:error:organization',
        });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"4fa1b2c3d4e5f60718293a4b5c6d7e8f"}');
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  dsn = `http://publickey@127.0.0.1:${port}/42`;
  [server, unconfigured] = await Promise.all([
    startTestServer({ SENTRY_DSN: dsn }),
    startTestServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), unconfigured?.stop()]);
  await new Promise((resolve) => upstream?.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = 'accept';
});

const envelope = (header: Record<string, unknown>) =>
  `${JSON.stringify(header)}\n{"type":"event"}\n{"message":"Lesson list failed","level":"error"}\n`;

function post(target: TestServer, body: string | Buffer, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/monitoring`, {
    method: 'POST',
    // What the browser SDK sends: text/plain needs no CORS preflight.
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: target.origin, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

describe('POST /monitoring', () => {
  it('forwards an envelope for the configured project byte for byte and returns the answer', async () => {
    const body = envelope({
      event_id: '4fa1b2c3d4e5f60718293a4b5c6d7e8f',
      dsn,
      sent_at: '2026-03-08T22:05:00Z',
    });
    const response = await post(server, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '4fa1b2c3d4e5f60718293a4b5c6d7e8f' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/42/envelope/',
      contentType: 'application/x-sentry-envelope',
    });
    expect(received[0]!.body.toString('utf8')).toBe(body);
  });

  it('passes binary items (replays) on unchanged', async () => {
    const header = Buffer.from(
      `${JSON.stringify({ dsn })}\n{"type":"replay_recording","length":4}\n`,
    );
    const body = Buffer.concat([header, Buffer.from([0x00, 0xff, 0x0a, 0x80])]);
    expect((await post(server, body, { 'content-type': 'application/octet-stream' })).status).toBe(
      200,
    );
    expect(received[0]!.body.equals(body)).toBe(true);
  });

  it('returns the upstream status and the headers the SDK backs off on', async () => {
    answer = 'rate-limit';
    const response = await post(server, envelope({ dsn }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error:organization');
  });

  it('answers 502 when the reporting service cannot be reached', async () => {
    answer = 'hang-up';
    const response = await post(server, envelope({ dsn }));
    expect(response.status).toBe(502);
    expect((await response.json()).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('refuses envelopes for another project or another host, without forwarding them', async () => {
    const port = new URL(dsn).port;
    for (const other of [
      `http://publickey@127.0.0.1:${port}/43`,
      `http://publickey@attacker.example/42`,
      `http://publickey@127.0.0.1:${Number(port) + 1}/42`,
      `http://publickey@127.0.0.1:${port}/prefix/42`,
    ]) {
      const response = await post(server, envelope({ dsn: other }));
      expect(response.status, other).toBe(403);
      expect((await response.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(received).toEqual([]);
  });

  it('refuses envelopes whose header is not JSON or names no DSN with 400', async () => {
    for (const body of [
      'not an envelope',
      `${JSON.stringify({ event_id: 'x' })}\n{}`,
      '',
      '{"dsn":"nonsense"}\n',
    ]) {
      const response = await post(server, body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    expect(received).toEqual([]);
  });

  it('refuses a body over 2,000,000 bytes with 413 and accepts one at the limit', async () => {
    const head = `${JSON.stringify({ dsn })}\n`;
    const atLimit = head + 'a'.repeat(MONITORING_MAX_BYTES - head.length);
    expect((await post(server, atLimit)).status).toBe(200);

    const response = await post(server, `${atLimit}a`);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(received).toHaveLength(1);
  });

  it('refuses posts from other sites', async () => {
    const response = await post(server, envelope({ dsn }), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(received).toEqual([]);
  });

  it('answers 404 when SENTRY_DSN is not set', async () => {
    const response = await post(unconfigured, envelope({ dsn }));
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(received).toEqual([]);
  });
});
