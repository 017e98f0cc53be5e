// A small better-auth plugin around POST /api/auth/sign-in/email:
// - limits attempts per account and per client IP (better-auth's own limiter is per process,
//   in memory and off outside production; this one lives in the database and always runs);
// - renames better-auth's error codes to the catalogue of SPEC §8, keeping the HTTP status.
// Refusals past the limit depend only on the typed email and the IP, never on whether the
// account exists, so they reveal nothing about it.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import type { Executor } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import {
  accountKey,
  clearAttempts,
  countAttempt,
  deleteExpiredAttempts,
  ipKey,
  returnAttempt,
} from './sign-in-attempts.repository.ts';

export const SIGN_IN_PATH = '/sign-in/email';

/** Error codes the sign-in endpoint answers, in its JSON body's `code`. */
export const SIGN_IN_ERRORS = {
  WRONG_CREDENTIALS: 'Wrong email or password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  /** A disabled (banned) user gave the right password. */
  FORBIDDEN: 'This account is disabled. Ask an administrator to enable it.',
  /** Not in SPEC §8 (which lists GraphQL codes): the auth endpoint's answer past the limits. */
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

/** better-auth's codes on sign-in → ours. Anything else passes through unchanged. */
const RENAMED_CODES: Record<string, keyof typeof SIGN_IN_ERRORS> = {
  INVALID_EMAIL_OR_PASSWORD: 'WRONG_CREDENTIALS',
  INVALID_EMAIL: 'INVALID_EMAIL',
  BANNED_USER: 'FORBIDDEN',
};

export interface SignInGuardOptions {
  db: Executor;
  log: Logger;
  /** Failed attempts per account per window (SIGN_IN_MAX_FAILURES). */
  maxFailures: number;
  /** Failed attempts per client IP per window (SIGN_IN_MAX_PER_IP). */
  maxPerIp: number;
  /** SIGN_IN_WINDOW_SECONDS. */
  windowSeconds: number;
}

interface HookContext {
  body?: unknown;
  headers?: Headers | undefined;
  request?: Request | undefined;
  context: { options: Parameters<typeof getIP>[1]; returned?: unknown };
}

function attemptKeys(ctx: HookContext): { account: string; ip: string | null } | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null; // better-auth refuses the body itself
  const source = ctx.request ?? ctx.headers;
  const ip = source ? getIP(source, ctx.context.options) : null;
  return { account: accountKey(email), ip: ip ? ipKey(ip) : null };
}

export function signInGuard(options: SignInGuardOptions) {
  const { db, log, maxFailures, maxPerIp, windowSeconds } = options;
  let lastSweep = 0;

  const matcher = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH;

  return {
    id: 'roadready-sign-in-guard',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const keys = attemptKeys(ctx);
            if (!keys) return;
            if (Date.now() - lastSweep > 60_000) {
              lastSweep = Date.now();
              await deleteExpiredAttempts(db, windowSeconds);
            }
            const all = keys.ip ? [keys.account, keys.ip] : [keys.account];
            const counts = await countAttempt(db, all, windowSeconds);
            const overAccount = (counts.get(keys.account) ?? 0) > maxFailures;
            const overIp = keys.ip !== null && (counts.get(keys.ip) ?? 0) > maxPerIp;
            if (overAccount || overIp) {
              // A refused attempt checked no password: it does not count as a failure.
              await returnAttempt(db, all);
              log.warn(
                { limit: overAccount ? 'account' : 'ip' },
                'sign-in refused: too many attempts',
              );
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'TOO_MANY_ATTEMPTS',
                message: SIGN_IN_ERRORS.TOO_MANY_ATTEMPTS,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const keys = attemptKeys(ctx);
            const returned = ctx.context.returned;
            const failed = isAPIError(returned);
            const code = failed
              ? (returned.body as { code?: string } | undefined)?.code
              : undefined;
            if (keys) {
              const ip = keys.ip ? [keys.ip] : [];
              // A wrong password keeps its counted attempt; anything else gives it back.
              if (!failed) {
                await clearAttempts(db, [keys.account]);
                await returnAttempt(db, ip);
              } else if (code !== 'INVALID_EMAIL_OR_PASSWORD') {
                await returnAttempt(db, [keys.account, ...ip]);
              }
            }
            const renamed = code ? RENAMED_CODES[code] : undefined;
            if (failed && renamed) {
              throw new APIError(returned.status, {
                code: renamed,
                message: SIGN_IN_ERRORS[renamed],
              });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
