// Signing in and out of the back-office in Chromium: the redirect of a signed-out visitor, the
// error messages of the sign-in endpoint, the two-factor step, and sign-out back to the public side.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/server/mail/outbox.tables.ts';
import { totpFromUri } from '../../src/server/auth/testing/totp-code.ts';
import { authFetch, signIn } from '../../src/server/testing/auth-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { findAxeViolations } from '../support/axe.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  DEMO_PASSWORD,
  pathOf,
  signInContext,
  startAdminServer,
  submitSignInForm,
  waitForPath,
  waitForPathname,
  waitForSignInForm,
  type TestAccount,
} from './admin-server.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  student = await createDemoAccount(server, 'emma.johnson@roadready.demo');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('signing in to the back-office', () => {
  it('sends a signed-out visitor to sign-in, then the demo Admin into the frame and out again', async () => {
    const { context, page } = await openPage(browser);
    try {
      const problems = collectConsoleProblems(page);
      // The server sends only the loading state for the back-office, never its content.
      const html = await (await fetch(`${server.url}/admin`)).text();
      expect(html).toContain('Loading the back-office');
      expect(html).not.toContain('Sign out');

      await page.goto(`${server.url}/admin`);
      await waitForPath(page, '/sign-in?next=%2Fadmin');
      await waitForSignInForm(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');

      await submitSignInForm(page, admin.email, DEMO_PASSWORD);
      await waitForPath(page, '/admin');
      const banner = page.getByRole('banner');
      await banner.getByText(admin.email).waitFor();
      expect(await banner.getByText('RoadReady').first().isVisible()).toBe(true);
      await page.getByRole('heading', { name: 'Welcome, Dana Whitaker' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Back-office' }).isVisible()).toBe(true);

      await banner.getByRole('button', { name: 'Sign out' }).click();
      await waitForPath(page, '/');
      await page
        .getByRole('heading', { level: 1, name: /Teen and adult driving lessons/ })
        .waitFor();

      // The session is gone on the server too: the back-office asks for sign-in again.
      await page.goto(`${server.url}/admin/audit-log`);
      await waitForPath(page, '/sign-in?next=%2Fadmin%2Faudit-log');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('returns to the page that asked for sign-in', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/admin/audit-log?action=Update`);
      await waitForPath(page, '/sign-in?next=%2Fadmin%2Faudit-log%3Faction%3DUpdate');
      await waitForSignInForm(page);
      await submitSignInForm(page, admin.email, DEMO_PASSWORD);
      await waitForPath(page, '/admin/audit-log?action=Update');
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs in with JavaScript turned off, and never follows a next= to another site', async () => {
    // The page is a plain form: its document loads no script at all.
    const html = await (await fetch(`${server.url}/sign-in`)).text();
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).not.toMatch(/<script(?![^>]*application\/(ld\+)?json)/);
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${server.url}/sign-in?next=${encodeURIComponent('//evil.example/admin')}`);
      await waitForSignInForm(page);
      await submitSignInForm(page, admin.email, DEMO_PASSWORD);
      await waitForPath(page, '/admin');
    } finally {
      await context.close();
    }
  });

  it('sends someone already signed in on from the sign-in page', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/sign-in`);
      await waitForPath(page, '/admin');
      await page.getByRole('banner').getByText(admin.email).waitFor();
    } finally {
      await context.close();
    }
  });

  it('explains a wrong password, a malformed email and a disabled account', async () => {
    const disabled = await server.platform.auth.createUser({
      email: 'gone@school.test',
      name: 'Gina Gone',
      roles: ['Trainee'],
      password: DEMO_PASSWORD,
    });
    await server.platform.auth.disableUser(disabled.id);
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/sign-in`);
      await waitForSignInForm(page);

      await submitSignInForm(page, admin.email, 'not-the-password');
      const password = page.getByLabel('Password');
      await page.getByText('That email and password do not match an account').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      // The field the message is about has the focus, and the message is its description.
      expect(await password.evaluate((element) => element === document.activeElement)).toBe(true);
      const describedBy = await password.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/do not match/);
      expect(pathOf(page)).toBe('/sign-in');

      await submitSignInForm(page, 'not-an-email', 'whatever-password');
      await page.getByText('Enter a valid email address').waitFor();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

      await submitSignInForm(page, 'gone@school.test', DEMO_PASSWORD);
      const alert = page.getByRole('alert');
      await alert.getByText('This account has been disabled').waitFor();
      expect(pathOf(page)).toBe('/sign-in');
    } finally {
      await context.close();
    }
  });

  it('tells someone over the attempt limit to wait', async () => {
    const { context, page } = await openPage(browser);
    const email = 'locked.out@school.test';
    try {
      // SIGN_IN_MAX_FAILURES is 5 by default: the sixth try is refused before any password check.
      for (let attempt = 0; attempt < 5; attempt++) await signIn(server, email, 'wrong-password');
      await page.goto(`${server.url}/sign-in`);
      await waitForSignInForm(page);
      await submitSignInForm(page, email, 'wrong-password');
      await page.getByRole('alert').getByText('Too many sign-in attempts').waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks an account with two-factor authentication for the code of its authenticator', async () => {
    const totpUser = await server.platform.auth.createUser({
      email: 'tina.totp@school.test',
      name: 'Tina Park',
      roles: ['Admin'],
      password: DEMO_PASSWORD,
    });
    // Enrol through the API, as the account page will: the first code confirms the app.
    const session = await signIn(server, 'tina.totp@school.test', DEMO_PASSWORD);
    const enable = await authFetch(
      server,
      '/two-factor/enable',
      { password: DEMO_PASSWORD },
      { cookie: session.cookie! },
    );
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const enrolCode = totpFromUri(totpURI);
    const confirm = await authFetch(
      server,
      '/two-factor/verify-totp',
      { code: enrolCode },
      { cookie: session.cookie! },
    );
    expect(confirm.status).toBe(200);

    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/sign-in?next=%2Fadmin%2Faudit-log`);
      await waitForSignInForm(page);
      await submitSignInForm(page, 'tina.totp@school.test', DEMO_PASSWORD);
      await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
      const codeField = page.getByLabel('6-digit code');
      expect(await codeField.evaluate((element) => element === document.activeElement)).toBe(true);

      await codeField.fill('000000');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByText('That code is not right').waitFor();
      expect(pathOf(page)).toBe('/sign-in?next=%2Fadmin%2Faudit-log');

      // A code of a neighbouring 30-second step: the enrolment code may not be used twice.
      const code = [0, -30_000, 30_000]
        .map((offset) => totpFromUri(totpURI, Date.now() + offset))
        .find((candidate) => candidate !== enrolCode)!;
      await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await waitForPath(page, '/admin/audit-log');
      await page.getByRole('banner').getByText('tina.totp@school.test').waitFor();
      const viewer = await server.platform.auth.getViewer(
        new Headers({
          cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
        }),
      );
      expect(viewer?.userId).toBe(totpUser.id);
    } finally {
      await context.close();
    }
  });

  it('shows a student the staff-only page instead of the frame', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, student);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('heading', { level: 1, name: 'This area is for school staff' })
        .waitFor();
      expect(await page.getByText(student.email).isVisible()).toBe(true);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-staff-only-1280');
      expect(await page.getByRole('navigation', { name: 'Back-office' }).count()).toBe(0);
      const portal = page.getByRole('link', { name: 'Go to the student portal' });
      expect(await portal.getAttribute('href')).toBe('/portal');
      const home = page.getByRole('link', { name: 'Go to the home page' });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });
});

/** Axe and a screenshot of the page at desktop and phone widths, back at desktop afterwards. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    expect(await findAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('account basics from the sign-in page', () => {
  it('resets a forgotten password from the emailed link, and creates an account', async () => {
    const email = 'forgetful@school.test';
    await server.platform.auth.createUser({
      email,
      name: 'Fran Lowe',
      roles: [],
      password: DEMO_PASSWORD,
    });
    const mailTo = (to: string) =>
      server.platform.db.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/sign-in`);
      await waitForSignInForm(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await checkBothWidths(page, 'account-forgot-password');

      // Nothing typed: said at the field, nothing sent.
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText('Enter your email address.').waitFor();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

      const [mail] = await mailTo(email);
      expect(mail?.subject).toBe('Reset your RoadReady password');
      const link = /https?:\/\/\S+/.exec(mail!.text)![0];
      expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await checkBothWidths(page, 'account-reset-password');
      const newPassword = page.getByLabel('New password');
      await newPassword.fill('short');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByText('Use at least 8 characters.').waitFor();
      await page.getByLabel('New password').fill('my-new-road-password');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your password is changed' }).waitFor();

      // The link worked once.
      await page.goto(link);
      await page.getByLabel('New password').fill('yet-another-password');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
      await checkBothWidths(page, 'account-reset-expired');

      await page.goto(`${server.url}/sign-in`);
      await waitForSignInForm(page);
      await submitSignInForm(page, email, DEMO_PASSWORD);
      await page.getByText('That email and password do not match an account').waitFor();
      await submitSignInForm(page, email, 'my-new-road-password');
      await waitForPath(page, '/portal');
    } finally {
      await context.close();
    }

    const fresh = await openPage(browser, VIEWPORTS.mobile);
    try {
      const { page: phone } = fresh;
      await phone.goto(`${server.url}/sign-in`);
      await waitForSignInForm(phone);
      await phone.getByRole('link', { name: 'Create account' }).click();
      await phone.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
      await checkBothWidths(phone, 'account-sign-up');
      await phone.setViewportSize(VIEWPORTS.mobile);

      // An address already in use: said at the email field, the name kept.
      await phone.getByLabel('Your name').fill('Nia Brooks');
      await phone.getByLabel('Email').fill(email);
      await phone.getByLabel('Password').fill('short');
      await phone.getByRole('button', { name: 'Create account' }).click();
      await phone.getByText('Use at least 8 characters.').waitFor();
      expect(await phone.getByLabel('Your name').inputValue()).toBe('Nia Brooks');
      await phone.getByLabel('Password').fill('nias-own-password');
      await phone.getByRole('button', { name: 'Create account' }).click();
      await phone.getByText('An account already uses this email.', { exact: false }).waitFor();
      expect(await phone.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await saveScreenshot(phone, 'account-sign-up-taken-390');

      await phone.getByLabel('Email').fill('nia.brooks@school.test');
      await phone.getByLabel('Password').fill('nias-own-password');
      await phone.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(phone, '/portal');
      const verification = await mailTo('nia.brooks@school.test');
      expect(verification.map((message) => message.subject)).toEqual([
        'Confirm your email for RoadReady',
      ]);
      await phone.goto(/https?:\/\/\S+/.exec(verification[0]!.text)![0]);
      await phone.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
      await checkBothWidths(phone, 'account-email-confirmed');

      // Signed in, the public header names the account and leads to the portal; the page is
      // rendered for this visitor, never the copy the page cache shares with everyone.
      const home = await phone.goto(`${server.url}/`);
      expect(home?.headers()['cache-control']).toBe('private, no-store');
      const main = phone.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name: 'My portal' }).waitFor();
      await main.getByText('Nia Brooks').waitFor();
      expect(await main.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      await checkBothWidths(phone, 'account-home-signed-in');
      await main.getByRole('button', { name: 'Sign out' }).click();
      await main.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(new URL(phone.url()).pathname).toBe('/');
      await phone.goto(`${server.url}/portal`);
      await waitForPathname(phone, '/sign-in');
    } finally {
      await fresh.context.close();
    }
  });
});
