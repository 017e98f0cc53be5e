// Signs test users in through the real HTTP endpoints of better-auth, as a browser would.
import type { StaffRole } from '../../domain/roles.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** What the helpers need of a running server; a TestServer has all of it. */
export interface AuthTarget {
  url: string;
  /** The Origin header better-auth expects (PUBLIC_URL). */
  origin: string;
  platform: { auth: AuthService };
}

/** The JSON of a sign-in answer: the session's user, a two-factor challenge, or an error code. */
export interface SignInBody {
  code?: string;
  message?: string;
  token?: string;
  user?: { id: string; email: string; name: string; role?: string | null };
  twoFactorRedirect?: boolean;
  twoFactorMethods?: string[];
}

export interface SignInOptions {
  /** Extra request headers, e.g. X-Forwarded-For to stand for another client IP. */
  headers?: Record<string, string>;
}

/** Creates the user (with these staff roles) and signs in; returns the session cookie. */
export async function signUpAndSignIn(
  server: AuthTarget,
  input: { email: string; password: string; name: string; roles: StaffRole[] },
): Promise<{ userId: string; cookie: string }> {
  const { id } = await server.platform.auth.createUser(input);
  const result = await signIn(server, input.email, input.password);
  if (result.status !== 200 || !result.cookie) {
    throw new Error(
      `sign-in of ${input.email} failed: ${result.status} ${JSON.stringify(result.body)}`,
    );
  }
  return { userId: id, cookie: result.cookie };
}

/**
 * POST /api/auth/sign-in/email. `cookie` is a Cookie header value made of every cookie the
 * answer set (the session, or the two-factor challenge), or null when it set none.
 */
export async function signIn(
  server: Pick<AuthTarget, 'url' | 'origin'>,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<{ status: number; body: SignInBody; cookie: string | null }> {
  const response = await authFetch(server, '/sign-in/email', { email, password }, options.headers);
  const body = (await readBody(response)) as SignInBody;
  return { status: response.status, body, cookie: cookieFrom(response) };
}

/** POST a JSON body to /api/auth<path> with the Origin header better-auth requires. */
export function authFetch(
  server: Pick<AuthTarget, 'url' | 'origin'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, ...headers },
    body: JSON.stringify(body),
  });
}

/** The cookies a response sets (skipping deletions), as one Cookie request header value. */
export function cookieFrom(response: Response): string | null {
  const pairs = response.headers
    .getSetCookie()
    .filter((line) => !/;\s*max-age=0/i.test(line))
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => pair.split('=')[1] !== '');
  return pairs.length > 0 ? pairs.join('; ') : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
