// The sign-in page's calls to the sign-in service (src/web/lib/account-service.ts), answered
// in-process by better-auth's own endpoints, exactly as POST /api/auth/... would answer them: the
// same checks, the same sign-in guard (counting this visitor's address, not the server's), the
// same cookies. The request is addressed to PUBLIC_URL, the origin better-auth trusts.
import type { Request as ExpressRequest } from 'express';
import type { AccountAnswer, AccountService } from '../../web/lib/account-service.ts';
import type { Platform } from '../platform.ts';

export function createAccountService(platform: Platform, req: ExpressRequest): AccountService {
  const origin = new URL(platform.config.PUBLIC_URL).origin;
  const call = async (path: string, body: unknown): Promise<AccountAnswer> => {
    const headers = new Headers({ 'content-type': 'application/json', origin });
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
    const response = await platform.auth.respond(
      new URL(`/api/auth${path}`, origin),
      { method: 'POST', headers, body: JSON.stringify(body) },
      req.ip,
    );
    const answer = (await response.json().catch(() => null)) as {
      code?: string;
      twoFactorRedirect?: boolean;
    } | null;
    return {
      ok: response.ok,
      status: response.status,
      code: answer?.code,
      twoFactor: response.ok && answer?.twoFactorRedirect === true,
      cookies: response.headers.getSetCookie(),
    };
  };
  return {
    signIn: (email, password) => call('/sign-in/email', { email, password }),
    verifyCode: (code) => call('/two-factor/verify-totp', { code }),
  };
}
