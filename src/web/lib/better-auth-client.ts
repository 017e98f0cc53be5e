// The browser's one call to the auth provider (better-auth): ending the session. Sign-in, sign-up
// and password resets are server-rendered forms (docs/adr/0003), so the provider's client library
// (about 9 kB gzipped with its fetch wrapper and stores) would serve only this POST; a plain fetch
// of the same endpoint keeps it out of every page (docs/benchmarks.md "Page weight"). On its own so
// that both the Apollo session handling (apollo.ts) and auth-client.ts can use it.

const SIGN_OUT_PATH = '/api/auth/sign-out';

export interface SignOutResult {
  /** Why the provider did not end the session; null when it did. */
  error: { message?: string; status: number } | null;
}

export const authClient = {
  signOut: async (): Promise<SignOutResult> => {
    const response = await fetch(SIGN_OUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      // The API takes JSON bodies only (CSRF, src/server/http/csrf.ts).
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (response.ok) return { error: null };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : undefined;
    return { error: { ...(message ? { message } : {}), status: response.status } };
  },
};
