// The account pages' calls to the sign-in service (better-auth under /api/auth), made by route
// actions and loaders on the server, so the forms work without JavaScript. Like createAccount, the
// service is reached at the configured PUBLIC_URL, never at the host a request names.

const UNREACHABLE =
  'RoadReady could not be reached right now. Please try again in a moment; the school’s administrator should check PUBLIC_URL.';

export interface ServiceAnswer {
  ok: boolean;
  status: number;
  code?: string | undefined;
}

async function post(publicUrl: string, path: string, body: unknown): Promise<ServiceAnswer | null> {
  const origin = new URL(publicUrl).origin;
  try {
    const response = await fetch(new URL(`/api/auth${path}`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as { code?: string } | null;
    return { ok: response.ok, status: response.status, code: answer?.code };
  } catch {
    return null;
  }
}

/**
 * Asks for a reset email. The service answers the same whether or not the account exists, and so
 * does this: 'sent', unless the service could not be reached at all.
 */
export async function requestPasswordReset(
  publicUrl: string,
  email: string,
): Promise<'sent' | { problem: string }> {
  const answer = await post(publicUrl, '/request-password-reset', { email: email.trim() });
  if (!answer || answer.status >= 500) return { problem: UNREACHABLE };
  return 'sent';
}

/** Sets the new password of the account the emailed token names. */
export async function resetPassword(
  publicUrl: string,
  token: string,
  newPassword: string,
): Promise<'done' | { code: string } | { problem: string }> {
  const answer = await post(publicUrl, '/reset-password', { token, newPassword });
  if (!answer || answer.status >= 500) return { problem: UNREACHABLE };
  if (answer.ok) return 'done';
  return { code: answer.code ?? 'UNKNOWN' };
}

export type VerifyOutcome = 'verified' | 'expired' | 'invalid' | 'unreachable';

/** Confirms the email address the emailed token names. */
export async function verifyEmail(publicUrl: string, token: string): Promise<VerifyOutcome> {
  const origin = new URL(publicUrl).origin;
  const url = new URL('/api/auth/verify-email', origin);
  url.searchParams.set('token', token);
  let response: Response;
  try {
    response = await fetch(url, { headers: { origin }, redirect: 'manual' });
  } catch {
    return 'unreachable';
  }
  if (response.ok) return 'verified';
  if (response.status >= 500) return 'unreachable';
  const answer = (await response.json().catch(() => null)) as { code?: string } | null;
  return answer?.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
}

/**
 * Ends the session the request's cookies carry; answers the cookie-clearing headers to send back
 * (none when the service could not be reached: the visitor stays signed in and may try again).
 */
export async function signOut(publicUrl: string, cookie: string | null): Promise<Headers> {
  const origin = new URL(publicUrl).origin;
  const headers = new Headers();
  if (!cookie) return headers;
  try {
    const response = await fetch(new URL('/api/auth/sign-out', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: '{}',
    });
    for (const line of response.headers.getSetCookie()) headers.append('set-cookie', line);
  } catch {
    // Unreachable: nothing to clear.
  }
  return headers;
}
