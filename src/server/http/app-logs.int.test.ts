// POST /api/app-logs through a whole server: validation, limits, the CSRF rule, the per-IP rate
// limit, and the log lines the entries become.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { APP_LOGS_MAX_BYTES, APP_LOGS_PER_MINUTE } from './app-logs.ts';

let server: TestServer;
let lines: Record<string, any>[] = [];

// Request loggers are children of the platform logger; hand out children of one that records
// its lines instead, so the test sees exactly what would reach the log.
const recorder = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

// Per test: spies are restored after each one (vitest.config.ts).
beforeEach(() => {
  lines = [];
  vi.spyOn(server.platform.log, 'child').mockImplementation((bindings) => recorder.child(bindings));
});

const clientLines = () => lines.filter((line) => line.source === 'client');

function postLogs(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/app-logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  message: 'Lesson list failed to load',
  data: { lessonId: 'l-1' },
  severity: 'error',
  timestamp: '2026-03-08T15:05:00.000-07:00',
  ...overrides,
});

describe('POST /api/app-logs', () => {
  it('writes each entry to the server log at the level of its severity and answers 204', async () => {
    const response = await postLogs(
      {
        logs: [
          entry({ userId: 'user-7' }),
          entry({ severity: 'warning', message: 'Slow map tiles', data: undefined }),
          entry({ severity: 'success', message: 'Coupon saved', timestamp: 1_772_000_000_000 }),
          entry({ severity: 'debug', message: 'Cache primed' }),
        ],
      },
      { 'x-request-id': 'client-batch-1', 'user-agent': 'TestBrowser/1.0' },
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const logged = clientLines();
    expect(logged.map((line) => [line.level, line.msg])).toEqual([
      [50, 'Lesson list failed to load'],
      [40, 'Slow map tiles'],
      [30, 'Coupon saved'],
      [20, 'Cache primed'],
    ]);
    expect(logged[0]).toMatchObject({
      requestId: 'client-batch-1',
      severity: 'error',
      clientTimestamp: '2026-03-08T15:05:00.000-07:00',
      clientUserId: 'user-7',
      data: { lessonId: 'l-1' },
      userAgent: 'TestBrowser/1.0',
    });
    expect(logged[1]).not.toHaveProperty('data');
    expect(logged[1]).not.toHaveProperty('clientUserId');
    expect(logged[2]!.clientTimestamp).toBe(1_772_000_000_000);
  });

  it('accepts an empty batch', async () => {
    expect((await postLogs({ logs: [] })).status).toBe(204);
    expect(clientLines()).toEqual([]);
  });

  it.each([
    ['an unknown severity', { logs: [entry(), entry({ severity: 'fatal' })] }, 'logs.1.severity'],
    [
      'a message over 2,000 characters',
      { logs: [entry({ message: 'x'.repeat(2001) })] },
      'logs.0.message',
    ],
    [
      'a timestamp that is not a date-time',
      { logs: [entry({ timestamp: 'yesterday' })] },
      'logs.0.timestamp',
    ],
    ['a missing message', { logs: [{ severity: 'info', timestamp: 1 }] }, 'logs.0.message'],
    ['more than 100 entries', { logs: Array.from({ length: 101 }, () => entry()) }, 'logs'],
    ['no logs array', { entries: [entry()] }, 'logs'],
  ])(
    'refuses %s with 400 BAD_REQUEST naming the field, and logs nothing',
    async (_name, body, path) => {
      const response = await postLogs(body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(
        answer.errors[0].extensions.fields.map((field: { path: string }) => field.path),
      ).toContain(path);
      expect(answer.errors[0].message).toContain(path);
      expect(clientLines()).toEqual([]);
    },
  );

  it('accepts a message of exactly 2,000 characters and a batch of exactly 100 entries', async () => {
    expect((await postLogs({ logs: [entry({ message: 'y'.repeat(2000) })] })).status).toBe(204);
    expect(clientLines()[0]!.msg).toHaveLength(2000);
    lines = [];
    const logs = Array.from({ length: 100 }, (_, i) => entry({ message: `entry ${i}` }));
    expect((await postLogs({ logs })).status).toBe(204);
    expect(clientLines()).toHaveLength(100);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ logs: [entry({ data: 'z'.repeat(APP_LOGS_MAX_BYTES) })] });
    const response = await postLogs(body);
    expect(response.status).toBe(413);
    const answer = await response.json();
    expect(answer.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(answer.errors[0].message).toContain(String(APP_LOGS_MAX_BYTES));
    expect(clientLines()).toEqual([]);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await postLogs('{"logs": [');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('follows the CSRF rule of the GraphQL endpoint', async () => {
    const foreign = await postLogs({ logs: [entry()] }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).errors[0].extensions.code).toBe('FORBIDDEN');

    // A cross-site form or sendBeacon can only send "simple" types such as text/plain.
    const plain = await postLogs(JSON.stringify({ logs: [entry()] }), {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    expect(clientLines()).toEqual([]);
  });

  it('limits requests per client IP and per minute', async () => {
    // TRUST_PROXY defaults to loopback, so the test can speak for two different visitors.
    const from = (ip: string) => postLogs({ logs: [] }, { 'x-forwarded-for': ip });
    for (let i = 0; i < APP_LOGS_PER_MINUTE; i += 1) {
      expect((await from('203.0.113.7')).status).toBe(204);
    }
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).errors[0].extensions.code).toBe('BAD_REQUEST');

    expect((await from('203.0.113.8')).status).toBe(204);
  });
});
