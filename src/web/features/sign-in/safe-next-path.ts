// Where sign-in sends people afterwards. `?next=` comes from the address bar, so anyone can craft
// a link with it: only paths of this site are followed, never another host (an open redirect
// would let a phishing link borrow our sign-in page). Without a usable `next`, staff go to the
// back-office and everyone else (students, parents) to the student portal (docs/portal.md):
// after-sign-in-path.ts, apart because it reads the permission matrix, which the portal's pages
// otherwise do without.

/** Where a signed-in staff member goes when no usable `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = '/admin';

/** Where an account without a staff role goes when no usable `next` was given. */
export const PORTAL_AFTER_SIGN_IN = '/portal';

export const SIGN_IN_PATH = '/sign-in';

// Any origin works: it only anchors relative parsing, and results on another origin are refused.
const BASE = 'https://roadready.invalid';

/**
 * The same-site path (with query and hash) that `next` names, or `fallback`. Refused: absolute
 * and protocol-relative URLs ("//evil.example", "/\\evil.example"), other schemes, control
 * characters, and the sign-in page itself (which would send the visitor round in a circle).
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would be "//evil.example".
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-up page, keeping a safe ?next= so a new account lands where sign-in would have. */
export function signUpHref(next: string | null): string {
  const safe = safeNextPath(next, '');
  return safe ? `/sign-up?next=${encodeURIComponent(safe)}` : '/sign-up';
}

/** The sign-in page, asked to come back to `returnTo` (a path of this site) afterwards. */
export function signInHref(returnTo?: string): string {
  const next = returnTo ? safeNextPath(returnTo, '') : '';
  return next ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH;
}
