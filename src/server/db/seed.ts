// Demo data for a first start: the US states list and believable staff, instructors and
// students, so a new school can sign in and look around at once. It runs only on a database
// without users (main.ts on start when SEED_ON_EMPTY, or `npm run seed`), never on a live one.
import type { StaffRole } from '../../domain/roles.ts';
import { US_STATES, type SupportedStateCode } from '../../domain/us-states.ts';
import { hasAnyUser } from '../auth/auth.repository.ts';
import { upsertUsStates } from '../modules/states/states.repository.ts';
import { seedDemoCohorts } from '../modules/cohorts/cohorts.seed.ts';
import { seedDemoCourses } from '../modules/courses/courses.seed.ts';
import { seedDemoLectures } from '../modules/lectures/lectures.seed.ts';
import { seedDemoAvailability } from '../modules/availability/availability.seed.ts';
import { seedDemoDrivingSkills } from '../modules/driving-skills/driving-skills.seed.ts';
import { seedDemoInstructors } from '../modules/instructors/instructors.seed.ts';
import { seedDemoLandingPages } from '../modules/landing-pages/landing-pages.seed.ts';
import { seedDemoLedgers } from '../modules/ledger/ledger.seed.ts';
import {
  seedDemoLessonTypes,
  seedDemoTestProducts,
} from '../modules/lesson-types/lesson-types.seed.ts';
import { seedDemoLessons } from '../modules/lessons/lessons.seed.ts';
import { seedDemoTimesheets } from '../modules/timesheets/timesheets.seed.ts';
import { ensurePracticeQuestionBank } from '../modules/practice-tests/practice-tests.seed.ts';
import { seedDemoPricing } from '../modules/pricing/pricing.seed.ts';
import { seedDemoCatalogue } from '../modules/products/products.seed.ts';
import { seedDemoFamily, seedDemoStudents } from '../modules/students/students.seed.ts';
import type { Platform } from '../platform.ts';
import { seedDemoCertificates } from '../modules/certificates/certificates.seed.ts';
import { seedDemoOnlineEnrollments } from '../modules/online-enrollments/online-enrollments.seed.ts';
import { seedTexasAdultCourse } from '../modules/lectures/texas-adult-course.seed.ts';
import { seedTexasAdultExam } from '../modules/final-exam/final-exam.seed.ts';
import { seedDemoIdentityChecks } from '../modules/identity-checks/identity-checks.seed.ts';
import { seedDemoWaitlist } from '../modules/waitlist/waitlist.seed.ts';
import { seedDemoBehindTheWheel } from '../modules/behind-the-wheel/btw.seed.ts';

export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

/** Every demo account has this password; it is printed on first start and in the README. */
export const DEMO_PASSWORD = 'roadready-demo';

export interface DemoUser {
  name: string;
  email: string;
  roles: StaffRole[];
  /** Home state, for the student and instructor profiles other modules add to the seed. */
  state?: SupportedStateCode;
  /** How the sign-in list printed on first start labels this account, when it is listed. */
  signInLabel?: string;
}

/** One account per staff role, then one holding several roles. The Admin comes first. */
export const DEMO_STAFF: readonly DemoUser[] = [
  { name: 'Dana Whitaker', email: 'admin@roadready.demo', roles: ['Admin'], signInLabel: 'Admin' },
  {
    name: 'Marcus Bell',
    email: 'classroom@roadready.demo',
    roles: ['ClassroomManager'],
    signInLabel: 'ClassroomManager',
  },
  {
    name: 'Priya Raman',
    email: 'instructor@roadready.demo',
    roles: ['Instructor'],
    state: 'CA',
    signInLabel: 'Instructor',
  },
  {
    name: 'Luis Ortega',
    email: 'regional@roadready.demo',
    roles: ['RegionalManager'],
    signInLabel: 'RegionalManager',
  },
  {
    name: 'Grace Kim',
    email: 'synccheck@roadready.demo',
    roles: ['SyncCheckAdmin'],
    signInLabel: 'SyncCheckAdmin',
  },
  {
    name: 'Tyler Brooks',
    email: 'trainee@roadready.demo',
    roles: ['Trainee'],
    signInLabel: 'Trainee',
  },
  {
    name: 'Renee Alvarez',
    email: 'manager@roadready.demo',
    roles: ['Instructor', 'RegionalManager'],
    state: 'CO',
    signInLabel: 'Instructor + RegionalManager',
  },
];

export const DEMO_INSTRUCTORS: readonly DemoUser[] = [
  {
    name: 'Jordan Reyes',
    email: 'jordan.reyes@roadready.demo',
    roles: ['Instructor'],
    state: 'CO',
  },
  { name: 'Aisha Patel', email: 'aisha.patel@roadready.demo', roles: ['Instructor'], state: 'CA' },
  { name: 'Ben Novak', email: 'ben.novak@roadready.demo', roles: ['Instructor'], state: 'PA' },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@roadready.demo',
    roles: ['Instructor'],
    state: 'WA',
  },
];

/** Accounts without a staff role: students (or parents) of the public product. */
export const DEMO_STUDENTS: readonly DemoUser[] = [
  {
    name: 'Emma Johnson',
    email: 'emma.johnson@roadready.demo',
    roles: [],
    state: 'TX',
    signInLabel: 'Student',
  },
  { name: 'Noah Williams', email: 'noah.williams@roadready.demo', roles: [], state: 'CA' },
  { name: 'Olivia Martinez', email: 'olivia.martinez@roadready.demo', roles: [], state: 'CO' },
  { name: 'Liam Chen', email: 'liam.chen@roadready.demo', roles: [], state: 'WA' },
  { name: 'Ava Thompson', email: 'ava.thompson@roadready.demo', roles: [], state: 'PA' },
  { name: 'Ethan Nguyen', email: 'ethan.nguyen@roadready.demo', roles: [], state: 'IL' },
];

/** A parent account managing two teens: the demo student and her younger sister. */
export const DEMO_PARENT: DemoUser = {
  name: 'Karen Johnson',
  email: 'karen.johnson@roadready.demo',
  roles: [],
  signInLabel: 'Parent',
};

export const DEMO_USERS: readonly DemoUser[] = [
  ...DEMO_STAFF,
  ...DEMO_INSTRUCTORS,
  ...DEMO_STUDENTS,
  DEMO_PARENT,
];

/** Fills an EMPTY database (no users) with believable demo data; returns null when the database already has users. */
export async function seedIfEmpty(
  platform: Pick<Platform, 'db' | 'auth' | 'log' | 'events'>,
): Promise<{ signIns: DemoSignIn[] } | null> {
  const { db, auth, log } = platform;
  if (await hasAnyUser(db.db)) return null;

  await upsertUsStates(db.db, US_STATES);

  const [first, ...rest] = DEMO_USERS;
  // Two processes may start on the same empty database: the unique email of the first account
  // decides which one seeds; the other stops here (better-auth's duplicate check, or the
  // database's unique index when both checked at the same moment).
  const userIds = new Map<string, string>();
  try {
    userIds.set(first!.email, (await auth.createUser({ ...first!, password: DEMO_PASSWORD })).id);
  } catch (error) {
    if (await hasAnyUser(db.db)) return null;
    throw error;
  }
  for (const user of rest) {
    userIds.set(user.email, (await auth.createUser({ ...user, password: DEMO_PASSWORD })).id);
  }
  const admin = { id: userIds.get(first!.email) ?? null, name: first!.name };
  const students = await seedDemoStudents(
    db.db,
    DEMO_STUDENTS.map((student) => ({ ...student, userId: userIds.get(student.email) })),
    admin,
  );
  const demoStudent = DEMO_STUDENTS.findIndex((student) => student.signInLabel === 'Student');
  const sibling = await seedDemoFamily(
    db.db,
    { ...DEMO_PARENT, userId: userIds.get(DEMO_PARENT.email) },
    students[demoStudent],
  );
  const catalogue = await seedDemoCatalogue(db.db);
  await seedDemoPricing(db.db, catalogue);
  await seedDemoCourses(db.db, catalogue);
  await seedDemoCohorts(db.db, students);
  await seedDemoLectures(db.db);
  await seedDemoLedgers(db, students, catalogue, admin);
  if (sibling) await seedDemoLedgers(db, [sibling], catalogue, admin);
  // After the price schemes: the super regions it creates in the 11 states sell at them.
  await seedDemoInstructors(db.db, { userIds });
  await seedDemoLessonTypes(db.db);
  await seedDemoTestProducts(db.db, catalogue);
  // After the instructors' regions and the price schemes it links the pages to.
  await seedDemoLandingPages(db.db);
  await ensurePracticeQuestionBank(db);
  // After the demo instructors: their weekly hours (nothing when there are none).
  await seedDemoAvailability(db.db);
  await seedDemoDrivingSkills(db.db);
  // After the instructors' step: lessons need demo instructors and lesson types to exist.
  await seedDemoLessons(platform, students, admin);
  // The sibling: one upcoming lesson, after the others so it takes a slot of its own.
  if (sibling) await seedDemoLessons(platform, [sibling], admin, [[5]]);
  // Two students without lessons yet buy some and take them in the last pay period that is
  // over, so the timesheets screen has numbers.
  await seedDemoTimesheets(platform, students.slice(4, 6), catalogue, admin);
  // Behind-the-wheel hours: the demo family shares lessons in Austin, two Seattle teens drive
  // there (one meets Washington's requirement, whose certificate type is configured).
  const named = (name: string) => students.find((student) => student.name === name);
  await seedDemoBehindTheWheel(
    platform,
    {
      emma: students[demoStudent],
      lily: sibling,
      liam: named('Liam Chen'),
      zoe: named('Zoe Okafor'),
    },
    catalogue,
    admin,
  );
  await seedDemoCertificates(db.db, students[demoStudent], admin);
  await seedDemoOnlineEnrollments(db.db, students[demoStudent], admin);
  await seedDemoOnlineEnrollments(db.db, sibling ?? undefined, admin);
  // After the certificates: the adult course issues its own certificate type.
  const texasAdult = await seedTexasAdultCourse(db.db, students[demoStudent], admin);
  if (texasAdult) await seedTexasAdultExam(db.db, texasAdult.courseId);
  if (texasAdult) await seedDemoIdentityChecks(db.db, texasAdult);
  await seedDemoWaitlist(db.db, userIds.get(DEMO_PARENT.email));
  log.info({ users: DEMO_USERS.length, states: US_STATES.length }, 'demo data created');

  const signIns = DEMO_USERS.filter((user) => user.signInLabel).map((user) => ({
    role: user.signInLabel!,
    email: user.email,
    password: DEMO_PASSWORD,
  }));
  return { signIns };
}

/** The sign-in list as a person reads it in a terminal. */
export function formatDemoSignIns(signIns: readonly DemoSignIn[]): string {
  const roleWidth = Math.max(...signIns.map((signIn) => signIn.role.length));
  const emailWidth = Math.max(...signIns.map((signIn) => signIn.email.length));
  return signIns
    .map(
      (signIn) =>
        `  ${signIn.role.padEnd(roleWidth)}  ${signIn.email.padEnd(emailWidth)}  ${signIn.password}`,
    )
    .join('\n');
}
