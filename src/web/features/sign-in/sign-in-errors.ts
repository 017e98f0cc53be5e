// What people read when sign-in fails. The codes are those of POST /api/auth/sign-in/email
// (see the auth module's README) and of better-auth's two-factor endpoints.

/** Which field a message is about, so the form can mark it and move focus there. */
export type SignInErrorField = 'email' | 'password' | 'code' | null;

export interface SignInErrorMessage {
  message: string;
  field: SignInErrorField;
  /** The two-factor challenge is gone: the visitor must start again with the password. */
  restart?: boolean;
}

const MESSAGES: Record<string, SignInErrorMessage> = {
  WRONG_CREDENTIALS: {
    message: 'That email and password do not match an account. Check both and try again.',
    field: 'password',
  },
  INVALID_EMAIL: {
    message: 'Enter a valid email address, like name@example.com.',
    field: 'email',
  },
  FORBIDDEN: {
    message: "This account has been disabled. Ask your school's administrator to turn it back on.",
    field: null,
  },
  TOO_MANY_ATTEMPTS: {
    message: 'Too many sign-in attempts. Wait a few minutes, then try again.',
    field: null,
  },
  INVALID_CODE: {
    message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    field: 'code',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    message: 'Too many wrong codes. Sign in with your password again to get a new try.',
    field: null,
    restart: true,
  },
  INVALID_TWO_FACTOR_COOKIE: {
    message: 'Your sign-in took too long. Enter your password again.',
    field: null,
    restart: true,
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    message: 'Too many wrong codes in a row. Wait a few minutes, then sign in again.',
    field: null,
    restart: true,
  },
};

const UNREACHABLE: SignInErrorMessage = {
  message: 'Signing in is not possible right now. Please try again in a moment.',
  field: null,
};

const UNEXPECTED: SignInErrorMessage = {
  message: 'Something went wrong while signing you in. Please try again in a moment.',
  field: null,
};

/**
 * The site was opened at an address the server does not trust (`origin`): say which, and what
 * the school's administrator configures, instead of a bare "something went wrong".
 */
const wrongAddress = (origin: string | undefined): SignInErrorMessage => ({
  message:
    `Sign-in is not allowed from this address${origin ? ` (${origin})` : ''}. ` +
    "Open the site at the school's own address, or ask the administrator to set PUBLIC_URL to " +
    'this address or add it to TRUSTED_ORIGINS.',
  field: null,
});

/**
 * The message for an error answer of the auth endpoints. `status` 0 (or none) with no code means
 * the request never got an answer. `origin` is the address the page was opened at.
 */
export function signInErrorMessage(
  error: { code?: string | undefined; status?: number | undefined },
  origin?: string,
): SignInErrorMessage {
  if (error.code === 'INVALID_ORIGIN') return wrongAddress(origin);
  const known = error.code ? MESSAGES[error.code] : undefined;
  if (known) return known;
  if (error.status === 429) return MESSAGES.TOO_MANY_ATTEMPTS!;
  if (!error.status) return UNREACHABLE;
  return UNEXPECTED;
}

/**
 * What is wrong with a typed two-step code before the service sees it, or null. Authenticator
 * apps show "123 456"; people paste it with the space.
 */
export function codeError(typed: string): SignInErrorMessage | null {
  return /^\d{6}$/.test(typed.replace(/\s+/g, ''))
    ? null
    : { message: 'Enter the 6 digits your authenticator app shows.', field: 'code' };
}
