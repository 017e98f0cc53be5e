// How user management prints an account's roles and last activity.
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';

/** "ClassroomManager" → "Classroom Manager", from the roles' one label table. */
export { roleLabel } from '../../../domain/roles.ts';

/** Last activity in SPEC §9's 'MMM D, YYYY, h:mma' (Pacific time), or "Never". */
export function lastActiveLabel(value: string | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT) || 'Never';
}

/** What an account without staff roles is: a student or a parent. */
export const NO_STAFF_ROLE = 'Student or parent';
