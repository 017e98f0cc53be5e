/** The six staff roles of the back-office. A signed-in user with none of them is a student or parent. */
export const STAFF_ROLES = [
  'Admin',
  'ClassroomManager',
  'Instructor',
  'RegionalManager',
  'SyncCheckAdmin',
  'Trainee',
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Keeps known roles only, once each, in the catalogue's order. */
export function normaliseRoles(values: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => values.includes(role));
}
