import { sql } from 'drizzle-orm';
import type { Request as ExpressRequest } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/auth-client.ts';
import { signInAttempts } from './auth.tables.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createAccountService } from '../web/account-service.ts';

const MAX_FAILURES = 3;
const MAX_PER_IP = 6;
const password = 'correct-horse-battery';
let server: TestServer;

// Each test signs in from its own documentation-range IP so the per-IP counters stay apart.
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

async function createUser(email: string) {
  await server.platform.auth.createUser({ email, password, name: 'Test Person', roles: [] });
}

beforeAll(async () => {
  server = await startTestServer({
    SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
    SIGN_IN_MAX_PER_IP: String(MAX_PER_IP),
    SIGN_IN_WINDOW_SECONDS: '900',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('per-account limit', () => {
  it('refuses the attempt after N failures identically for existing and unknown accounts', async () => {
    const ip = from('203.0.113.1');
    const existing = 'limit-real@school.test';
    const unknown = 'limit-ghost@school.test';
    await createUser(existing);

    const refusals = [];
    for (const email of [existing, unknown]) {
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
        const result = await signIn(server, email, 'wrong-password', ip);
        expect(result.status).toBe(401);
        expect(result.body.code).toBe('WRONG_CREDENTIALS');
      }
      refusals.push(await signIn(server, email, 'wrong-password', ip));
    }
    const [forExisting, forUnknown] = refusals;
    expect(forExisting!.status).toBe(429);
    expect(forExisting!.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(forUnknown!.status).toBe(forExisting!.status);
    expect(forUnknown!.body).toEqual(forExisting!.body);

    // Even the right password is refused now, and from another IP too: the account is locked.
    const right = await signIn(server, existing, password, from('203.0.113.2'));
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
  });

  it('counts emails without regard to case', async () => {
    const ip = from('203.0.113.3');
    await createUser('case@school.test');
    for (const email of ['case@school.test', 'CASE@school.test', 'Case@School.TEST']) {
      expect((await signIn(server, email, 'wrong-password', ip)).status).toBe(401);
    }
    expect((await signIn(server, 'case@school.test', password, ip)).status).toBe(429);
  });

  it('forgets failures after a successful sign-in', async () => {
    const ip = from('203.0.113.4');
    await createUser('forgets@school.test');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
        expect((await signIn(server, 'forgets@school.test', 'wrong-password', ip)).status).toBe(
          401,
        );
      }
      expect((await signIn(server, 'forgets@school.test', password, ip)).status).toBe(200);
    }
  });

  it('opens again once the window has passed', async () => {
    const ip = from('203.0.113.5');
    await createUser('window@school.test');
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await signIn(server, 'window@school.test', 'wrong-password', ip);
    }
    expect((await signIn(server, 'window@school.test', password, ip)).status).toBe(429);
    // Age every counter past SIGN_IN_WINDOW_SECONDS instead of waiting 15 minutes.
    await server.platform.db.db
      .update(signInAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` });
    expect((await signIn(server, 'window@school.test', password, ip)).status).toBe(200);
  });

  it('lets no more than N wrong passwords through when they arrive at once', async () => {
    const ip = from('203.0.113.6');
    await createUser('parallel@school.test');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => signIn(server, 'parallel@school.test', 'wrong-password', ip)),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - MAX_FAILURES);
  });
});

describe('per-IP limit', () => {
  it('refuses an IP after too many failures across accounts, and only that IP', async () => {
    const noisy = from('198.51.100.7');
    await createUser('ip-victim@school.test');
    for (let index = 0; index < MAX_PER_IP; index += 1) {
      // One failure per account, so no account limit is reached.
      const result = await signIn(server, `spray-${index}@school.test`, 'wrong-password', noisy);
      expect(result.status).toBe(401);
    }
    const blocked = await signIn(server, 'ip-victim@school.test', password, noisy);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');

    // The header carrying the IP inside the server cannot be set by the client.
    const spoofed = await signIn(server, 'ip-victim@school.test', password, {
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-roadready-client-ip': '192.0.2.99' },
    });
    expect(spoofed.status).toBe(429);

    const elsewhere = await signIn(server, 'ip-victim@school.test', password, from('198.51.100.8'));
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful sign-ins or malformed emails against the IP', async () => {
    const office = from('198.51.100.9');
    await createUser('busy@school.test');
    for (let index = 0; index < MAX_PER_IP + 2; index += 1) {
      expect((await signIn(server, 'busy@school.test', password, office)).status).toBe(200);
      expect((await signIn(server, 'not-an-email', password, office)).status).toBe(400);
    }
  });
});

describe('the sign-in page (in-process, src/server/web/account-service.ts)', () => {
  /** The account service as the page's action gets it, for a visitor at `ip`. */
  const pageFor = (ip: string, cookie?: string) =>
    createAccountService(server.platform, {
      ip,
      headers: cookie ? { cookie } : {},
    } as unknown as ExpressRequest);

  it('counts the visitor’s address, not the server’s, and passes the session cookie on', async () => {
    await createUser('page-visitor@school.test');
    const visitor = pageFor('198.51.100.40');
    for (let index = 0; index < MAX_PER_IP; index += 1) {
      const answer = await visitor.signIn(`page-spray-${index}@school.test`, 'wrong-password');
      expect(answer).toMatchObject({ ok: false, status: 401, code: 'WRONG_CREDENTIALS' });
    }
    expect(await visitor.signIn('page-visitor@school.test', password)).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      cookies: [],
    });
    // Another visitor of the same server signs in as usual.
    const other = await pageFor('198.51.100.41').signIn('page-visitor@school.test', password);
    expect(other).toMatchObject({ ok: true, twoFactor: false });
    const cookie = other.cookies.map((line) => line.split(';')[0]).join('; ');
    const viewer = await server.platform.auth.getViewer(new Headers({ cookie }));
    expect(viewer?.email).toBe('page-visitor@school.test');
  });
});
