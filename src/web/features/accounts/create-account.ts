// Creating an account from a server-rendered form (/book, a course's enrol page): through the
// sign-in service's own endpoint, which signs the new account in; the page keeps no password. The
// endpoint is reached at the configured PUBLIC_URL, never at the host a request names: a forged
// Host header must not make the server post anywhere else.

const UNREACHABLE =
  'The account could not be created right now. Please try again, or call us to book; the school’s administrator should check PUBLIC_URL.';

/** The session cookies, or the problem to show (with the service's code, when it gave one). */
export type CreatedAccount = { headers: Headers } | { problem: string; code?: string | undefined };

/** Posts the form's name, email and password; answers the session cookies or the problem. */
export async function createAccount(publicUrl: string, form: FormData): Promise<CreatedAccount> {
  const origin = new URL(publicUrl).origin;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  let response: Response;
  try {
    response = await fetch(new URL('/api/auth/sign-up/email', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: field('name').trim(),
        email: field('email').trim(),
        password: field('password'),
      }),
    });
  } catch {
    // PUBLIC_URL names an address this server cannot reach (a wrong port, a name it cannot
    // resolve): a message on the form, never an error page.
    return { problem: UNREACHABLE };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    return { problem: body?.message ?? 'The account could not be created.', code: body?.code };
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return { headers };
}
