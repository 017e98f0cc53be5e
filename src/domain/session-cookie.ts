// The session cookie the sign-in service sets: `roadready.session_token`, or with the
// `__Secure-` prefix when cookies are secure (HTTPS). Public pages look for it to tell a signed-in
// visitor, whose page names them and is never shared, from everyone else, whose page is the same
// for all and kept by the page cache (src/server/auth/README.md "Signed in on public pages").

/** better-auth's cookie prefix (auth-options.ts `advanced.cookiePrefix`). */
export const SESSION_COOKIE_PREFIX = 'roadready';

const SESSION_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=[^;\\s]`,
);

/** Whether a Cookie header carries a (non-empty) session cookie; it may still have expired. */
export const carriesSessionCookie = (cookieHeader: string | null | undefined): boolean =>
  typeof cookieHeader === 'string' && SESSION_COOKIE.test(cookieHeader);
