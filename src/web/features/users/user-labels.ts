// How user management prints an account's roles and last activity.
import type { StaffRole } from '../../../domain/roles.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';

/** "ClassroomManager" → "Classroom Manager": the role's name with its words spaced. */
export const roleLabel = (role: StaffRole): string => role.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Last activity in SPEC §9's 'MMM D, YYYY, h:mma' (Pacific time), or "Never". */
export function lastActiveLabel(value: string | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT) || 'Never';
}

/** What an account without staff roles is: a student or a parent. */
export const NO_STAFF_ROLE = 'Student or parent';
