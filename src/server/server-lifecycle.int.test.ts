// Health and readiness, and a graceful stop that lets in-flight requests finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('health endpoints', () => {
  it('answers /healthz while the process runs', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz once the database is reachable and migrated', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      migrations: { applied: number; expected: number };
    };
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it('gives every response a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('graceful stop', () => {
  it('finishes a request in flight before closing', async () => {
    const local = await startTestServer();
    // A slow route in front of the app: the stop begins once its request has arrived.
    const app = local.server.listeners('request')[0] as (...args: unknown[]) => void;
    local.server.removeAllListeners('request');
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    local.server.on('request', (req, res) => {
      if (req.url !== '/slow') return app(req, res);
      arrived();
      setTimeout(() => res.end('done'), 300);
    });
    const inFlight = fetch(`${local.url}/slow`).then((response) => response.text());
    await requestArrived;
    const stopped = local.stop();
    expect(await inFlight).toBe('done');
    await stopped;
    await expect(fetch(`${local.url}/healthz`)).rejects.toThrow();
  });
});
