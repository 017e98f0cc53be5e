import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authFetch, signIn, signUpAndSignIn } from '../testing/auth-client.ts';
import { outboxMessages } from '../mail/outbox.tables.ts';
import { users } from './auth.tables.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const password = 'correct-horse-battery';
let server: TestServer;
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}@school.test`;
const viewerFor = (cookie: string) => server.platform.auth.getViewer(new Headers({ cookie }));

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('email + password sign-in', () => {
  it('sets an httpOnly SameSite=Lax session cookie, not Secure over http', async () => {
    const email = uniqueEmail('cookie');
    await server.platform.auth.createUser({ email, password, name: 'Cora Lee', roles: [] });
    const response = await authFetch(server, '/sign-in/email', { email, password });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(email);
  });

  it('refuses a wrong password with WRONG_CREDENTIALS and sets no session', async () => {
    const email = uniqueEmail('wrong');
    await server.platform.auth.createUser({ email, password, name: 'Will Wong', roles: [] });
    const result = await signIn(server, email, 'not-the-password');
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('WRONG_CREDENTIALS');
    expect(result.cookie).toBeNull();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await signIn(server, uniqueEmail('nobody'), 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({
      code: 'WRONG_CREDENTIALS',
      message: 'Wrong email or password.',
    });
  });

  it('refuses a malformed email with INVALID_EMAIL', async () => {
    const result = await signIn(server, 'not-an-email', password);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('INVALID_EMAIL');
  });

  it('refuses requests from an untrusted origin', async () => {
    const email = uniqueEmail('origin');
    await server.platform.auth.createUser({ email, password, name: 'Olga Ortiz', roles: [] });
    const response = await authFetch(
      { url: server.url, origin: 'https://evil.example' },
      '/sign-in/email',
      { email, password },
    );
    expect(response.status).toBe(403);
  });

  it('keeps better-auth admin endpoints closed over HTTP', async () => {
    const { cookie } = await signUpAndSignIn(server, {
      email: uniqueEmail('admin'),
      password,
      name: 'Ada Admin',
      roles: ['Admin'],
    });
    const response = await authFetch(server, '/admin/ban-user', { userId: 'x' }, { cookie });
    expect(response.status).toBe(404);
  });
});

describe('viewer and roles', () => {
  it('returns every role of a multi-role user, and follows role changes', async () => {
    const email = uniqueEmail('multi');
    const { userId, cookie } = await signUpAndSignIn(server, {
      email,
      password,
      name: 'Maya Singh',
      roles: ['Trainee', 'Instructor', 'RegionalManager'],
    });
    const viewer = await viewerFor(cookie);
    expect(viewer).toMatchObject({ userId, email, name: 'Maya Singh' });
    expect(viewer?.roles).toEqual(['Instructor', 'RegionalManager', 'Trainee']);
    expect(viewer?.sessionId).toEqual(expect.any(String));

    await server.platform.auth.setRoles(userId, ['Admin']);
    expect((await viewerFor(cookie))?.roles).toEqual(['Admin']);
    await server.platform.auth.setRoles(userId, []);
    expect((await viewerFor(cookie))?.roles).toEqual([]);
  });

  it('returns null without a cookie or with a forged one', async () => {
    expect(await server.platform.auth.getViewer(new Headers())).toBeNull();
    expect(await viewerFor('roadready.session_token=forged.value')).toBeNull();
  });

  it('refuses a duplicate email and a short password when creating users', async () => {
    const email = uniqueEmail('dup');
    await server.platform.auth.createUser({ email, password, name: 'Dee Uno', roles: [] });
    await expect(
      server.platform.auth.createUser({
        email: email.toUpperCase(),
        password,
        name: 'Dee Two',
        roles: [],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      server.platform.auth.createUser({
        email: uniqueEmail('short'),
        password: 'short',
        name: 'S',
        roles: [],
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('disabling a user', () => {
  it('ends their sessions and refuses their sign-in until enabled again', async () => {
    const email = uniqueEmail('disabled');
    const { userId, cookie } = await signUpAndSignIn(server, {
      email,
      password,
      name: 'Dan Reyes',
      roles: ['Instructor'],
    });
    expect(await viewerFor(cookie)).not.toBeNull();

    await server.platform.auth.disableUser(userId, 'left the school');
    expect(await viewerFor(cookie)).toBeNull();
    const refused = await signIn(server, email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(refused.cookie).toBeNull();
    // A wrong password still says only that, whether or not the account is disabled.
    expect((await signIn(server, email, 'not-the-password')).body.code).toBe('WRONG_CREDENTIALS');

    await server.platform.auth.enableUser(userId);
    expect(await viewerFor(cookie)).toBeNull(); // old sessions stay revoked
    const again = await signIn(server, email, password);
    expect(again.status).toBe(200);
    expect((await viewerFor(again.cookie!))?.userId).toBe(userId);
  });

  it('reports an unknown user as NOT_FOUND', async () => {
    await expect(server.platform.auth.disableUser('no-such-user')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('last activity', () => {
  const lastActive = async (userId: string) => {
    const [row] = await server.platform.db.db
      .select({ lastActiveAt: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.lastActiveAt ?? null;
  };

  it('is recorded by getViewer at most once a minute', async () => {
    const { userId, cookie } = await signUpAndSignIn(server, {
      email: uniqueEmail('active'),
      password,
      name: 'Ari Cole',
      roles: [],
    });
    expect(await lastActive(userId)).toBeNull();

    await viewerFor(cookie);
    const first = await lastActive(userId);
    expect(first).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - first!.getTime())).toBeLessThan(60_000);

    await viewerFor(cookie);
    expect((await lastActive(userId))?.getTime()).toBe(first!.getTime());

    // Two minutes pass: in the database, and on this process's clock (which throttles too).
    await server.platform.db.db
      .update(users)
      .set({ lastActiveAt: sql`now() - interval '2 minutes'` })
      .where(eq(users.id, userId));
    const stale = await lastActive(userId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      await viewerFor(cookie);
    } finally {
      vi.useRealTimers();
    }
    expect((await lastActive(userId))!.getTime()).toBeGreaterThan(stale!.getTime() + 60_000);
  });
});

/** The emails queued for `to`, oldest first. */
const mailTo = (to: string) =>
  server.platform.db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(outboxMessages.createdAt);

/** The one link of an email's text. */
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

describe('forgotten password', () => {
  it('queues a reset email whose link sets a new password and ends the old sessions', async () => {
    const email = uniqueEmail('forgot');
    const { cookie } = await signUpAndSignIn(server, {
      email,
      password,
      name: 'Fay Fox',
      roles: [],
    });
    const answer = await authFetch(server, '/request-password-reset', { email });
    expect(answer.status).toBe(200);

    const mail = await mailTo(email);
    expect(mail.map((message) => message.subject)).toEqual(['Reset your RoadReady password']);
    const link = linkIn(mail[0]!.text);
    // The site's own page at PUBLIC_URL, carrying better-auth's token.
    expect(`${link.origin}${link.pathname}`).toBe(`${server.origin}/reset-password`);
    const token = link.searchParams.get('token')!;

    const tooShort = await authFetch(server, '/reset-password', { token, newPassword: 'short' });
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');

    const newPassword = 'a-brand-new-password';
    const reset = await authFetch(server, '/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect(await viewerFor(cookie)).toBeNull();
    expect((await signIn(server, email, password)).status).toBe(401);
    expect((await signIn(server, email, newPassword)).status).toBe(200);

    // A token works once.
    const again = await authFetch(server, '/reset-password', {
      token,
      newPassword: 'yet-another-one',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown email exactly like a known one and queues nothing', async () => {
    const known = uniqueEmail('known');
    await server.platform.auth.createUser({ email: known, password, name: 'Kim Known', roles: [] });
    const unknown = uniqueEmail('unknown');
    const forKnown = await authFetch(server, '/request-password-reset', { email: known });
    const forUnknown = await authFetch(server, '/request-password-reset', { email: unknown });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
    expect(await mailTo(unknown)).toEqual([]);
  });
});

describe('email verification', () => {
  it('queues a verification email at sign-up whose link verifies the address', async () => {
    const email = uniqueEmail('verify');
    const signUp = await authFetch(server, '/sign-up/email', { email, password, name: 'Vic Vale' });
    expect(signUp.status).toBe(200);
    // Not required: the new account is signed in at once.
    expect(signUp.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(
      true,
    );

    const mail = await mailTo(email);
    expect(mail.map((message) => message.subject)).toEqual(['Confirm your email for RoadReady']);
    const link = linkIn(mail[0]!.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.origin}/verify-email`);
    const verified = async () =>
      (await server.platform.db.db.select().from(users).where(eq(users.email, email)))[0]!
        .emailVerified;
    expect(await verified()).toBe(false);

    const token = link.searchParams.get('token')!;
    const bad = await fetch(`${server.url}/api/auth/verify-email?token=not-a-token`);
    expect(bad.status).toBe(401);
    const response = await fetch(
      `${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(200);
    expect(await verified()).toBe(true);
  });
});

describe('over https', () => {
  it('marks the session cookie Secure', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://school.example' });
    try {
      const email = 'secure@school.test';
      await https.platform.auth.createUser({ email, password, name: 'Sam Secure', roles: [] });
      const response = await authFetch(https, '/sign-in/email', { email, password });
      expect(response.status).toBe(200);
      const session = response.headers
        .getSetCookie()
        .find((line) => line.includes('session_token='));
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
    } finally {
      await https.stop();
    }
  });
});
