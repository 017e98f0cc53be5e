// Where sign-in sends an account when ?next= names no usable path: the back-office for staff, the
// student portal for everyone else. Apart from safe-next-path.ts because it reads the permission
// matrix, which the portal's pages (that import safe-next-path.ts) do without.
import { can } from '../../../domain/permissions.ts';
import type { StaffRole } from '../../../domain/roles.ts';
import { DEFAULT_AFTER_SIGN_IN, PORTAL_AFTER_SIGN_IN, safeNextPath } from './safe-next-path.ts';

/**
 * Where sign-in leads an account with these roles: a safe `next` wins; otherwise the back-office
 * for staff (anyone who may open it) and the student portal for everyone else.
 */
export function afterSignInPath(
  next: string | null | undefined,
  roles: readonly StaffRole[],
): string {
  const home = can(roles, 'backOffice.read') ? DEFAULT_AFTER_SIGN_IN : PORTAL_AFTER_SIGN_IN;
  return safeNextPath(next, home);
}
