import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, cookieFrom, signIn, signUpAndSignIn } from '../testing/auth-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { totpFromUri } from './testing/totp-code.ts';

const password = 'correct-horse-battery';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** A code for a different 30-second step than `code`, still inside the accepted window. */
function otherStepCode(uri: string, code: string): string {
  for (const offset of [-30_000, 30_000]) {
    const candidate = totpFromUri(uri, Date.now() + offset);
    if (candidate !== code) return candidate;
  }
  throw new Error('no distinct code');
}

describe('TOTP two-factor sign-in', () => {
  it('asks for a code after the password and opens the session only with a valid one', async () => {
    const email = 'totp-user@school.test';
    const { userId, cookie } = await signUpAndSignIn(server, {
      email,
      password,
      name: 'Tina Park',
      roles: ['Admin'],
    });

    // Enrol: the authenticator app scans totpURI; the first code confirms it.
    const enable = await authFetch(server, '/two-factor/enable', { password }, { cookie });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/RoadReady:/);
    const enrolCode = totpFromUri(totpURI);
    const confirm = await authFetch(
      server,
      '/two-factor/verify-totp',
      { code: enrolCode },
      { cookie },
    );
    expect(confirm.status).toBe(200);

    // Password alone no longer creates a session.
    const first = await signIn(server, email, password);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(first.cookie).not.toMatch(/session_token=/);
    expect(first.cookie).toMatch(/two_factor=/);
    const challenge = first.cookie!;

    const wrong = await authFetch(
      server,
      '/two-factor/verify-totp',
      { code: '000000' },
      { cookie: challenge },
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(cookieFrom(wrong) ?? '').not.toMatch(/session_token=/);

    const verify = await authFetch(
      server,
      '/two-factor/verify-totp',
      { code: otherStepCode(totpURI, enrolCode) },
      { cookie: challenge },
    );
    expect(verify.status).toBe(200);
    const session = cookieFrom(verify);
    expect(session).toMatch(/session_token=/);
    const viewer = await server.platform.auth.getViewer(new Headers({ cookie: session! }));
    expect(viewer).toMatchObject({ userId, roles: ['Admin'] });
  });

  it('refuses verify-totp without a pending challenge', async () => {
    const response = await authFetch(server, '/two-factor/verify-totp', { code: '123456' });
    expect(response.status).toBe(401);
  });
});
