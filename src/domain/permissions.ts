// The permission matrix (DESIGN §3): which audience may use each permission. Every GraphQL field
// declares one of these; docs/permissions.md is generated from this table and the schema.
// Pure data shared by the server (enforcement) and the web (hiding what a role cannot use).
import { STAFF_ROLES, type StaffRole } from './roles.ts';

/**
 * `signedIn`: any signed-in user, staff or student; otherwise the staff roles listed (Admin always
 * included). Fields anyone may use declare the `public` scope instead of a permission.
 */
export type Audience = 'signedIn' | readonly StaffRole[];

export interface PermissionRule {
  audience: Audience;
  description: string;
}

const ALL_STAFF = STAFF_ROLES;

export const PERMISSIONS = {
  'account.readOwn': {
    audience: 'signedIn',
    description: 'Read your own account: id, email, roles.',
  },
  'backOffice.read': {
    audience: ALL_STAFF,
    description: 'Open the back-office and read its reference data.',
  },
  'schema.introspect': {
    audience: ALL_STAFF,
    description: 'Introspect the GraphQL schema outside development.',
  },
  'users.read': {
    audience: ['Admin'],
    description:
      'List user accounts with their roles, two-factor and disabled state and last activity.',
  },
  'users.updateRoles': {
    audience: ['Admin'],
    description: 'Change the staff roles of a user.',
  },
  'users.disable': {
    audience: ['Admin'],
    description: 'Disable a user account (ending its sessions) and enable it again.',
  },
  'auditLog.read': {
    audience: ['Admin'],
    description: 'Read the audit log and follow new entries live.',
  },
  'products.write': {
    audience: ['Admin'],
    description: 'Create, change, archive and delete products and packages.',
  },
  'ledger.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      "Read a student's ledger: entries, balances and funds (not Instructors: no money).",
  },
  'ledger.purchase': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Record purchases and charges taken at the front desk.',
  },
  'ledger.adjust': {
    audience: ['Admin'],
    description: 'Move money: refunds, voids, transfers, purchase edits and expiration changes.',
  },
  'students.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      'Find students and read their records, notes, booking alerts and change log. (Instructors get the students of their own lessons with the lessons module.)',
  },
  'students.readOne': {
    audience: 'signedIn',
    description:
      'Read one student record: any record with `students.read`, otherwise only your own (the record linked to your account).',
  },
  'students.write': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Add students and edit their details, address and legal/permissions.',
  },
  'students.disableAccount': {
    audience: ['Admin'],
    description: "Disable a student's sign-in account and end its sessions.",
  },
  'notes.write': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Add, edit, pin and delete staff notes on students.',
  },
  'bookingAlerts.write': {
    audience: ['RegionalManager'],
    description: 'Add, edit and remove booking alerts on students.',
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * Whether a caller may use a permission. `roles` is null for a signed-out caller and an empty
 * list for a signed-in student or parent. Admin may do everything.
 */
export function can(roles: readonly StaffRole[] | null, permission: Permission): boolean {
  const audience: Audience = PERMISSIONS[permission].audience;
  if (roles === null) return false;
  if (audience === 'signedIn') return true;
  if (roles.includes('Admin')) return true;
  return roles.some((role) => audience.includes(role));
}

/** The roles a permission names, for the generated documentation. */
export function describeAudience(audience: Audience): string {
  if (audience === 'signedIn') return 'any signed-in user';
  return STAFF_ROLES.filter((role) => role === 'Admin' || audience.includes(role)).join(', ');
}
