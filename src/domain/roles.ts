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

/** How people read each role (user management, the audit log, the back-office home). */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  Admin: 'Admin',
  ClassroomManager: 'Classroom Manager',
  Instructor: 'Instructor',
  RegionalManager: 'Regional Manager',
  SyncCheckAdmin: 'Sync Check Admin',
  Trainee: 'Trainee',
};

/** A role as people read it; a value that is no staff role (an old or unknown one) as it is. */
export const roleLabel = (role: string): string => (isStaffRole(role) ? ROLE_LABELS[role] : role);

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Keeps known roles only, once each, in the catalogue's order. */
export function normaliseRoles(values: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => values.includes(role));
}
