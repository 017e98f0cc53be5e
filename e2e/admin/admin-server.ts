// A whole RoadReady process for the back-office suites, plus helpers to sign people in.
// PUBLIC_URL must be the exact origin the browser uses (better-auth and the GraphQL endpoint
// refuse other origins), so the port is chosen before the server starts.
import type { BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '../../src/domain/roles.ts';
import { DEMO_PARENT, DEMO_PASSWORD, DEMO_STAFF, DEMO_STUDENTS } from '../../src/server/db/seed.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { expect } from 'vitest';
import { eventually } from '../support/page-checks.ts';
import { E2E_BOOKING_PHONE, startServerAtOwnOrigin } from '../support/web-server.ts';

export { DEMO_PASSWORD };

/**
 * The whole process for the back-office suites, at its own origin with the e2e booking phone. As
 * in production, only staff may send operations of their own (GRAPHQL_FREE_FORM): every screen
 * these suites open, the portal's included, must send the app's own documents.
 */
export function startAdminServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startServerAtOwnOrigin({
    BOOKING_PHONE: E2E_BOOKING_PHONE,
    GRAPHQL_FREE_FORM: 'staff',
    ...env,
  });
}

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
}

const demo = (email: string) => {
  const user = [...DEMO_STAFF, ...DEMO_STUDENTS, DEMO_PARENT].find(
    (candidate) => candidate.email === email,
  );
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
};

/** Creates one of the demo accounts of the seed (same email, name, roles and password). */
export async function createDemoAccount(server: TestServer, email: string): Promise<TestAccount> {
  const user = demo(email);
  const input = {
    email: user.email,
    name: user.name,
    roles: [...user.roles],
    password: DEMO_PASSWORD,
  };
  const { id } = await server.platform.auth.createUser(input);
  return { id, ...input };
}

/** Signs in over HTTP and hands the session cookie to the browser context. */
export async function signInContext(
  server: TestServer,
  context: BrowserContext,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<string> {
  const result = await signIn(server, account.email, account.password);
  if (result.status !== 200 || !result.cookie) {
    throw new Error(`sign-in of ${account.email} failed: ${result.status}`);
  }
  await context.addCookies(
    result.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: server.url };
    }),
  );
  return result.cookie;
}

/** Fills and sends the sign-in form (the page must be on /sign-in). */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the sign-in form is shown (a plain form: it can be sent as soon as it is there). */
export async function waitForSignInForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** The page's path and query, e.g. "/sign-in?next=%2Fadmin". */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page shows `path` (path and query; client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeoutMs = 10_000): Promise<void> {
  await eventually(() => {
    expect(pathOf(page)).toBe(path);
    return Promise.resolve();
  }, timeoutMs);
}

/** Waits until the page's path (without the query) is `pathname`. */
export async function waitForPathname(
  page: Page,
  pathname: string,
  timeoutMs = 10_000,
): Promise<void> {
  await eventually(() => {
    expect(new URL(page.url()).pathname).toBe(pathname);
    return Promise.resolve();
  }, timeoutMs);
}
