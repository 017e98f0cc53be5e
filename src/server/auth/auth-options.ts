// The better-auth configuration of RoadReady: email + password accounts, sessions in the
// database (no cookie cache, so disabling a user takes effect on the next request), the admin
// plugin for roles and disabling, TOTP two-factor, the sign-in guard, optional OIDC, and the
// password reset and email verification emails (queued in the outbox, account-emails.ts).
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { SESSION_COOKIE_PREFIX } from '../../domain/session-cookie.ts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import {
  createAccountEmails,
  RESET_PASSWORD_EXPIRES_SECONDS,
  VERIFY_EMAIL_EXPIRES_SECONDS,
} from './account-emails.ts';
import * as authTables from './auth.tables.ts';
import { oidcPlugins } from './oidc.ts';
import { signInGuard } from './sign-in-guard.ts';

/**
 * Request header carrying the client IP as Express computed it (TRUST_PROXY aware). The HTTP
 * handler always overwrites it, so a client cannot choose its own IP by sending it.
 */
export const CLIENT_IP_HEADER = 'x-roadready-client-ip';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * better-auth's admin endpoints act outside RoadReady's permissions and audit log; user
 * management goes through GraphQL (updateUserRoles, disableStudentAccount) and AuthService.
 */
export const DISABLED_PATHS = [
  '/admin/set-role',
  '/admin/get-user',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/unban-user',
  '/admin/ban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
];

export interface AuthOptionsDeps {
  config: Config;
  db: Executor;
  log: Logger;
  /** Where the account emails are queued; without it (schema generation) none are sent. */
  outbox?: Pick<Outbox, 'queue'>;
}

export function trustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>): string[] {
  return [...new Set([new URL(config.PUBLIC_URL).origin, ...config.TRUSTED_ORIGINS])];
}

export function buildAuthOptions({ config, db, log, outbox }: AuthOptionsDeps) {
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  const authLog = log.child({ component: 'better-auth' });
  const emails = outbox ? createAccountEmails(outbox, config.PUBLIC_URL) : null;
  return {
    appName: 'RoadReady',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      // Checkout flows sign up and pay at once: an unverified email does not stop sign-in.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_SECONDS,
      // Whoever had the old password (the reason to reset it) loses their sessions with it.
      revokeSessionsOnPasswordReset: true,
      ...(emails ? { sendResetPassword: emails.sendResetPassword } : {}),
    },
    emailVerification: {
      sendOnSignUp: Boolean(emails),
      expiresIn: VERIFY_EMAIL_EXPIRES_SECONDS,
      ...(emails ? { sendVerificationEmail: emails.sendVerificationEmail } : {}),
    },
    user: {
      additionalFields: {
        // Written by AuthService.getViewer at most once a minute per user.
        lastActiveAt: { type: 'date', required: false, input: false },
      },
    },
    session: { cookieCache: { enabled: false } },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      // better-auth skips the Origin check when NODE_ENV=test; tests must see production rules.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // The sign-in guard owns sign-in limits in every environment; better-auth's limiter keeps
    // its production defaults for the other endpoints.
    rateLimit: { customRules: { '/sign-in/email': false } },
    disabledPaths: DISABLED_PATHS,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
        authLog[level](args.length > 0 ? { details: args } : {}, message);
      },
    },
    plugins: [
      admin({ defaultRole: '' }),
      twoFactor({ issuer: 'RoadReady' }),
      signInGuard({
        db,
        log,
        maxFailures: config.SIGN_IN_MAX_FAILURES,
        maxPerIp: config.SIGN_IN_MAX_PER_IP,
        windowSeconds: config.SIGN_IN_WINDOW_SECONDS,
      }),
      ...oidcPlugins(config),
    ],
  } satisfies BetterAuthOptions;
}

export function createBetterAuth(deps: AuthOptionsDeps) {
  return betterAuth(buildAuthOptions(deps));
}
