// The two account emails better-auth asks for: a password reset link and an email verification
// link. Both are queued in the outbox (so staff can read them in the back-office and the sweep
// sends them if the process dies) and point at the site's own pages, not at /api/auth: the pages
// explain what happened in words, where better-auth's endpoints answer JSON or redirects.
import type { Outbox } from '../mail/outbox.ts';

/** The site's pages the links open (src/web/routes/public). */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const VERIFY_EMAIL_PAGE = '/verify-email';

/** How long a reset link works; better-auth's default, said in the email. */
export const RESET_PASSWORD_EXPIRES_SECONDS = 3600;
/** How long a verification link works. */
export const VERIFY_EMAIL_EXPIRES_SECONDS = 3 * 24 * 3600;

interface AccountUser {
  id: string;
  email: string;
  name: string;
}

/** A page of `publicUrl` with the token in its query. */
export function tokenLink(publicUrl: string, page: string, token: string): string {
  const url = new URL(page, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function createAccountEmails(outbox: Pick<Outbox, 'queue'>, publicUrl: string) {
  const greeting = (user: AccountUser) =>
    user.name.trim() ? `Hello ${user.name.trim()},` : 'Hello,';
  return {
    sendResetPassword: async ({ user, token }: { user: AccountUser; token: string }) => {
      const link = tokenLink(publicUrl, RESET_PASSWORD_PAGE, token);
      await outbox.queue({
        to: user.email,
        userId: user.id,
        subject: 'Reset your RoadReady password',
        text: [
          greeting(user),
          '',
          'Someone asked to reset the password of your RoadReady account. To choose a new one, open this link within an hour:',
          '',
          link,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
    },
    sendVerificationEmail: async ({ user, token }: { user: AccountUser; token: string }) => {
      const link = tokenLink(publicUrl, VERIFY_EMAIL_PAGE, token);
      await outbox.queue({
        to: user.email,
        userId: user.id,
        subject: 'Confirm your email for RoadReady',
        text: [
          greeting(user),
          '',
          'Welcome to RoadReady. Please confirm that this is your email address by opening this link within three days:',
          '',
          link,
          '',
          'If you did not create an account, ignore this email.',
        ].join('\n'),
      });
    },
  };
}
