// Checks of the account forms, run by their actions before anything is posted to the sign-in
// service, so a form with a mistake writes nothing and says what to fix at the field. The service
// checks again; its answers are translated by accountProblem.

/** better-auth's minimum (MIN_PASSWORD_LENGTH on the server). */
export const PASSWORD_MIN = 8;
/** better-auth's default maximum. */
export const PASSWORD_MAX = 128;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Text of a form field, '' when missing. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  // The service has the final word; this catches typing slips like a missing "@" or domain.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Choose a password.';
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return undefined;
}

export function nameError(name: string): string | undefined {
  return name.trim() ? undefined : 'Enter your name.';
}

/** The errors found, or null when every field is fine. */
export function anyErrors<K extends string>(errors: FieldErrors<K>): FieldErrors<K> | null {
  return Object.values(errors).some(Boolean) ? errors : null;
}

export type AccountField = 'name' | 'email' | 'password';

/** The sign-in service's refusal codes, said for people and placed at the field they concern. */
export function accountProblem(code: string | undefined): {
  field: AccountField | null;
  message: string;
} | null {
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return {
        field: 'email',
        message:
          'An account already uses this email. Sign in instead, or reset your password if you forgot it.',
      };
    case 'INVALID_EMAIL':
      return { field: 'email', message: 'Enter a valid email address, like name@example.com.' };
    case 'PASSWORD_TOO_SHORT':
      return { field: 'password', message: `Use at least ${PASSWORD_MIN} characters.` };
    case 'PASSWORD_TOO_LONG':
      return { field: 'password', message: `Use at most ${PASSWORD_MAX} characters.` };
    default:
      return null;
  }
}
