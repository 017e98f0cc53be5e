// The back-office areas of SPEC §2 that exist so far, in the navigation groups staff think in.
// A new screen adds one line here; the drawer and the home page list what the user may open,
// using the same permission matrix the server enforces (src/domain/permissions.ts).
import { can, type Permission } from '../../../domain/permissions.ts';
import type { StaffRole } from '../../../domain/roles.ts';

export const AREA_GROUPS = [
  'People',
  'Scheduling',
  'Learning',
  'Sales',
  'Places',
  'Operations',
] as const;

export type AreaGroup = (typeof AREA_GROUPS)[number];

export type AreaIcon = 'home' | 'history' | 'people' | 'sell';

export interface AdminArea {
  label: string;
  path: string;
  group: AreaGroup;
  permission: Permission;
  /** One line for the back-office home. */
  description: string;
  icon: AreaIcon;
}

export const ADMIN_HOME_PATH = '/admin';

/** The back-office home: every staff member may open it. */
export const HOME_AREA = {
  label: 'Home',
  path: ADMIN_HOME_PATH,
  permission: 'backOffice.read',
  icon: 'home',
} as const satisfies Omit<AdminArea, 'group' | 'description'>;

export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    label: 'Students',
    path: '/admin/students',
    group: 'People',
    permission: 'students.read',
    description: 'Find a student, add one, and open their notes, alerts, ledger and change log.',
    icon: 'people',
  },
  {
    label: 'Users',
    path: '/admin/users',
    group: 'People',
    permission: 'users.read',
    description: 'Accounts and their roles: give or take roles, disable or enable sign-in.',
    icon: 'people',
  },
  {
    label: 'Products',
    path: '/admin/products',
    group: 'Sales',
    permission: 'backOffice.read',
    description: 'Courses, minutes, fees, home pickups and the packages made of them.',
    icon: 'sell',
  },
  {
    label: 'Audit log',
    path: '/admin/audit-log',
    group: 'Operations',
    permission: 'auditLog.read',
    description: 'Who changed what in the back-office, and when, with the old and new values.',
    icon: 'history',
  },
];

export interface AreaGroupWithAreas {
  group: AreaGroup;
  areas: AdminArea[];
}

/** The groups, in their fixed order, with the areas these roles may use; empty groups left out. */
export function visibleAreaGroups(
  roles: readonly StaffRole[],
  areas: readonly AdminArea[] = ADMIN_AREAS,
): AreaGroupWithAreas[] {
  return AREA_GROUPS.map((group) => ({
    group,
    areas: areas.filter((area) => area.group === group && can(roles, area.permission)),
  })).filter((entry) => entry.areas.length > 0);
}

/** Whether these roles open the back-office at all (students and parents do not). */
export function canUseBackOffice(roles: readonly StaffRole[]): boolean {
  return can(roles, HOME_AREA.permission);
}
