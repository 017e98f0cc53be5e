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

export type AreaIcon = 'home' | 'history' | 'people' | 'sell' | 'place' | 'car' | 'school';

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
    label: 'Behind-the-wheel report',
    path: '/admin/behind-the-wheel',
    group: 'People',
    permission: 'behindTheWheel.report',
    description:
      "Students by region with their progress toward the state's behind-the-wheel hours; who is close to completing; CSV.",
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
    label: 'My lessons',
    path: '/admin/my-lessons',
    group: 'Scheduling',
    permission: 'myLessons.read',
    description:
      'Today’s and upcoming lessons: students, pickups, notes; rate skills and email reports.',
    icon: 'car',
  },
  {
    label: 'Find a time',
    path: '/admin/slot-search',
    group: 'Scheduling',
    permission: 'lessons.write',
    description: 'When a lesson can start at a pickup, and which instructors are free then.',
    icon: 'car',
  },
  {
    label: 'Coverage map',
    path: '/admin/coverage',
    group: 'Scheduling',
    permission: 'backOffice.read',
    description: 'Which regions the instructors serve, coloured by how many; filter by state.',
    icon: 'place',
  },
  {
    label: 'Instructors',
    path: '/admin/instructors',
    group: 'Scheduling',
    permission: 'backOffice.read',
    description: 'Active and inactive instructors: profiles, private info, badges and reviews.',
    icon: 'people',
  },
  {
    label: 'Instructor reference',
    path: '/admin/instructor-reference',
    group: 'Scheduling',
    permission: 'backOffice.read',
    description: 'Links instructors keep at hand: handbooks, forms and state rules.',
    icon: 'history',
  },
  {
    label: 'Vehicles',
    path: '/admin/vehicles',
    group: 'Scheduling',
    permission: 'backOffice.read',
    description: 'The school’s cars and the instructors who drive them.',
    icon: 'car',
  },
  {
    label: 'Calendars',
    path: '/admin/calendars',
    group: 'Scheduling',
    permission: 'availability.read',
    description: 'Instructors’ day and week calendars, weekly hours, breaks and days off.',
    icon: 'people',
  },
  {
    label: 'Dispatch board',
    path: '/admin/dispatch',
    group: 'Scheduling',
    permission: 'availability.read',
    description:
      'A region’s instructors side by side for a day or a week; drag a lesson to move it.',
    icon: 'people',
  },
  {
    label: 'Waiting list',
    path: '/admin/waitlist',
    group: 'Scheduling',
    permission: 'waitlist.read',
    description: 'Customers waiting for a lesson time, per region, and the times held for them.',
    icon: 'history',
  },
  {
    label: 'Cancellation logs',
    path: '/admin/cancellation-logs',
    group: 'Scheduling',
    permission: 'lessons.cancellationLog',
    description: 'Cancelled lessons: who asked, who recorded it, and what happened to the minutes.',
    icon: 'history',
  },
  {
    label: 'Timesheets',
    path: '/admin/timesheets',
    group: 'Scheduling',
    permission: 'timesheets.read',
    description:
      'Minutes and pay per instructor and pay period; approve a period and export it for payroll.',
    icon: 'history',
  },
  {
    label: 'Certificates',
    path: '/admin/certificates',
    group: 'Learning',
    permission: 'certificates.read',
    description: 'Issued certificates, certificate types and their number ranges, and mailing.',
    icon: 'school',
  },
  {
    label: 'Scholarships',
    path: '/admin/scholarships',
    group: 'Learning',
    permission: 'scholarships.review',
    description: 'Scholarship applications from families: grant with a voucher, or decline.',
    icon: 'school',
  },
  {
    label: 'Lesson types',
    path: '/admin/lesson-types',
    group: 'Scheduling',
    permission: 'backOffice.read',
    description: 'What each kind of lesson is called and how long it lasts.',
    icon: 'car',
  },
  {
    label: 'Courses',
    path: '/admin/courses',
    group: 'Learning',
    permission: 'backOffice.read',
    description: 'Each state’s courses: seat-time rule, price, offerings and the public page.',
    icon: 'school',
  },
  {
    label: 'Practice questions',
    path: '/admin/practice-questions',
    group: 'Learning',
    permission: 'practiceQuestions.read',
    description: 'The DMV practice-test questions of each state, with answers and sources.',
    icon: 'school',
  },
  {
    label: 'Licensing guides',
    path: '/admin/licensing-guides',
    group: 'Learning',
    permission: 'licensingGuides.read',
    description: 'The step-by-step license guides of each state and audience shown on the site.',
    icon: 'school',
  },
  {
    label: 'Articles',
    path: '/admin/articles',
    group: 'Learning',
    permission: 'licensingGuides.read',
    description: 'The public articles, such as how to apply for a license as a teen.',
    icon: 'school',
  },
  {
    label: 'Products',
    path: '/admin/products',
    group: 'Sales',
    permission: 'pricing.read',
    description: 'Courses, minutes, fees, home pickups and the packages made of them.',
    icon: 'sell',
  },
  {
    label: 'Price schemes',
    path: '/admin/price-schemes',
    group: 'Sales',
    permission: 'pricing.read',
    description: 'Price lists per super region: product prices and the effective prices.',
    icon: 'sell',
  },
  {
    label: 'Price scheme fragments',
    path: '/admin/price-scheme-fragments',
    group: 'Sales',
    permission: 'pricing.read',
    description: 'Sales and special rates applied to several price schemes, with a preview.',
    icon: 'sell',
  },
  {
    label: 'Quote',
    path: '/admin/quote',
    group: 'Sales',
    permission: 'pricing.read',
    description: 'What a product costs at a pickup point, with a coupon: the full breakdown.',
    icon: 'sell',
  },
  {
    label: 'Coupons',
    path: '/admin/coupons',
    group: 'Sales',
    permission: 'backOffice.read',
    description: 'Discount codes for courses, lessons and road tests.',
    icon: 'sell',
  },
  {
    label: 'Vouchers',
    path: '/admin/vouchers',
    group: 'Sales',
    permission: 'vouchers.read',
    description: 'Single-use codes for a product or package: create batches, redeem for a student.',
    icon: 'sell',
  },
  {
    label: 'Regions',
    path: '/admin/regions',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'The map of regions coloured by price per minute; draw a new region on it.',
    icon: 'place',
  },
  {
    label: 'Super regions',
    path: '/admin/super-regions',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'Groups of regions per state and the price scheme each sells at.',
    icon: 'place',
  },
  {
    label: 'Parking hubs',
    path: '/admin/parking-hubs',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'Where the school cars are kept, and the super region each serves.',
    icon: 'place',
  },
  {
    label: 'State configs',
    path: '/admin/state-configs',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'What each state offers, and its late-cancellation window and fee.',
    icon: 'place',
  },
  {
    label: 'Meeting points',
    path: '/admin/meeting-points',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'The fixed places of each state where lessons can start.',
    icon: 'place',
  },
  {
    label: 'Landing pages',
    path: '/admin/landing-pages',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'Public pages of each area: prices, meeting points, instructors; publish them.',
    icon: 'place',
  },
  {
    label: 'Metros',
    path: '/admin/metros',
    group: 'Places',
    permission: 'backOffice.read',
    description: 'Metro areas grouping landing pages, each with a public page of its own.',
    icon: 'place',
  },
  {
    label: 'Audit log',
    path: '/admin/audit-log',
    group: 'Operations',
    permission: 'auditLog.read',
    description: 'Who changed what in the back-office, and when, with the old and new values.',
    icon: 'history',
  },
  {
    label: 'API telemetry',
    path: '/admin/api-telemetry',
    group: 'Operations',
    permission: 'apiTelemetry.read',
    description: 'How many API calls the platform answers per day, and which operations.',
    icon: 'history',
  },
  {
    label: 'Feature flags',
    path: '/admin/feature-flags',
    group: 'Operations',
    permission: 'featureFlags.write',
    description: 'Switches and settings that change the product without a release.',
    icon: 'history',
  },
  {
    label: 'Jobs',
    path: '/admin/jobs',
    group: 'Operations',
    permission: 'jobs.manage',
    description: 'Background jobs: queued, running, failed with their errors, and retry.',
    icon: 'history',
  },
  {
    label: 'Outbox',
    path: '/admin/outbox',
    group: 'Operations',
    permission: 'outbox.manage',
    description: 'Emails and text messages sent, waiting, held or failed; read and resend.',
    icon: 'history',
  },
  {
    label: 'Sync status',
    path: '/admin/sync',
    group: 'Operations',
    permission: 'sync.read',
    description:
      'Compare every ledger with the legacy system, import its balances, read conflicts.',
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
