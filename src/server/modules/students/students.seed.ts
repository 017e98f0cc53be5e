// Demo student records for a first start: the demo student accounts get a record each (address,
// date of birth, licence, a parent for the teens), plus three students staff added without a
// sign-in account, and a few notes and a booking alert. Written in a handful of statements so the
// first start stays fast; seed data is nobody's change, so it is not audited.
import type { Executor } from '../../db/client.ts';
import {
  bookingAlertsRepository,
  notesRepository,
  userLogsRepository,
} from './student-records.repository.ts';
import { studentsRepository } from './students.repository.ts';
import type { students } from './students.tables.ts';

export interface DemoStudentAccount {
  name: string;
  email: string;
  state?: string | undefined;
  /** The demo account's id, when the seed created one. */
  userId?: string | undefined;
}

type NewStudent = typeof students.$inferInsert;

/**
 * A date of birth `years` and `days` before today (UTC). The teens of the behind-the-wheel demo
 * keep their age whenever a school first starts: the state rules hold under an age (18 in Texas
 * and Washington), and a fixed date would age them out of their demo progress within months.
 */
function bornBefore(years: number, days: number, today = new Date()): string {
  const date = new Date(today.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Per demo email: what a record of that student looks like. Dates are fixed and ages grow with
 * time, except for the behind-the-wheel teens (`bornBefore`).
 */
const DETAILS: Record<string, Partial<NewStudent>> = {
  'emma.johnson@roadready.demo': {
    dob: bornBefore(17, 120),
    parentName: 'Karen Johnson',
    parentEmail: 'karen.johnson@roadready.demo',
    address: '2100 Guadalupe St',
    city: 'Austin',
    addressState: 'TX',
    zipcode: '78705',
    phone: '+15125550143',
    contractStatus: 'Signed',
    observerApproved: true,
  },
  'noah.williams@roadready.demo': {
    dob: '2004-09-30',
    address: '455 Market St',
    city: 'San Francisco',
    addressState: 'CA',
    zipcode: '94105',
    phone: '+14155550187',
    licenseNumber: 'D4821937',
    licenseIssueDate: '2024-10-15',
    licenseExpirationDate: '2029-09-30',
    contractStatus: 'Sent',
  },
  'olivia.martinez@roadready.demo': {
    dob: '2010-01-22',
    parentName: 'Rosa Martínez',
    parentEmail: 'rosa.martinez@example.com',
    address: '1600 Pennsylvania St',
    city: 'Denver',
    addressState: 'CO',
    zipcode: '80203',
    phone: '+17205550119',
    smsOptIn: true,
    transferStatus: 'YesMissingPaperwork',
    transferType: 'CourseOnly',
  },
  'liam.chen@roadready.demo': {
    dob: bornBefore(17, 30),
    parentName: 'Wei Chen',
    parentEmail: 'wei.chen@example.com',
    address: '400 Broad St',
    city: 'Seattle',
    addressState: 'WA',
    zipcode: '98109',
    phone: '+12065550176',
    previousHours: 2.5,
  },
  'ava.thompson@roadready.demo': {
    dob: '2008-06-18',
    address: '1200 Walnut St',
    city: 'Philadelphia',
    addressState: 'PA',
    zipcode: '19107',
    phone: '+12155550164',
    contractStatus: 'Signed',
    privateApproved: true,
  },
  'ethan.nguyen@roadready.demo': {
    dob: '1999-02-08',
    address: '233 S Wacker Dr',
    city: 'Chicago',
    addressState: 'IL',
    zipcode: '60606',
    phone: '+13125550132',
    licenseNumber: 'N520-4471-0908',
  },
};

/** Students staff added by phone, without a sign-in account. */
const WALK_INS: NewStudent[] = [
  {
    name: 'Mateo Hernández',
    email: 'mateo.hernandez@example.com',
    usStateId: 'CA',
    dob: '2009-08-27',
    parentName: 'Lucía Hernández',
    parentEmail: 'lucia.hernandez@example.com',
    address: '88 N 1st St',
    city: 'San José',
    addressState: 'CA',
    zipcode: '95113',
    phone: '+14085550158',
    secondaryPhone: '+14085550159',
  },
  {
    name: 'Chloé Dubois',
    usStateId: 'TX',
    dob: '2003-12-05',
    address: '901 Bagby St',
    city: 'Houston',
    addressState: 'TX',
    zipcode: '77002-2529',
    phone: '+17135550171',
    transferStatus: 'YesPaperWorkComplete',
    transferType: 'Both',
  },
  {
    // A Seattle teen who shares a lesson with Liam Chen (behind-the-wheel demo).
    name: 'Zoe Okafor',
    email: 'zoe.okafor@example.com',
    usStateId: 'WA',
    dob: bornBefore(16, 190),
    parentName: 'Ngozi Okafor',
    parentEmail: 'ngozi.okafor@example.com',
    address: '1100 Eastlake Ave E',
    city: 'Seattle',
    addressState: 'WA',
    zipcode: '98109',
    phone: '+12065550188',
  },
];

export async function seedDemoStudents(
  db: Executor,
  accounts: readonly DemoStudentAccount[],
  author: { id: string | null; name: string },
): Promise<{ id: string; name: string }[]> {
  const values: NewStudent[] = [
    ...accounts.map((account) => ({
      name: account.name,
      email: account.email,
      userId: account.userId ?? null,
      usStateId: account.state ?? null,
      acceptTos: true,
      ...DETAILS[account.email],
    })),
    ...WALK_INS,
  ];
  const rows = await studentsRepository.insertUnaudited(db, values);
  await userLogsRepository.insertMany(
    db,
    rows.map((row) => ({
      studentId: row.id,
      kind: 'Auto' as const,
      type: 'student.created',
      message: `Student record created for ${row.name} (demo data)`,
      actorName: 'System',
    })),
  );
  const [first, second] = rows;
  if (!first || !second) return rows;
  const by = { createdById: author.id, createdByName: author.name };
  await notesRepository.insertMany(db, [
    { studentId: first.id, text: 'Mother prefers calls after 5pm.', isPinned: true, ...by },
    { studentId: first.id, text: 'Nervous on highways; start with residential routes.', ...by },
    {
      studentId: first.id,
      text: 'Payment plan agreed with the office.',
      isHiddenFromInstructorView: true,
      ...by,
    },
    { studentId: second.id, text: 'Asked about road-test dates in November.', ...by },
  ]);
  await bookingAlertsRepository.insert(db, {
    studentId: first.id,
    text: 'Pick up at the side entrance.',
    ...by,
  });
  return rows;
}

/**
 * The demo family: the parent account manages the demo student (who also has a sign-in of her
 * own) and a younger sibling without one, so the portal shows a parent's view of two teens.
 * Returns the sibling's record for the lessons and courses steps; null without a parent account.
 */
export async function seedDemoFamily(
  db: Executor,
  parent: { userId: string | undefined; name: string; email: string },
  olderTeen: { id: string } | undefined,
): Promise<{ id: string; name: string } | null> {
  if (!parent.userId || !olderTeen) return null;
  const [sibling] = await studentsRepository.insertUnaudited(db, [
    {
      name: 'Lily Johnson',
      dob: bornBefore(16, 75),
      usStateId: 'TX',
      parentName: parent.name,
      parentEmail: parent.email,
      address: '2100 Guadalupe St',
      city: 'Austin',
      addressState: 'TX',
      zipcode: '78705',
      phone: '+15125550143',
    },
  ]);
  if (!sibling) return null;
  await studentsRepository.linkGuardian(db, parent.userId, olderTeen.id);
  await studentsRepository.linkGuardian(db, parent.userId, sibling.id);
  await userLogsRepository.insertMany(db, [
    {
      studentId: sibling.id,
      kind: 'Auto' as const,
      type: 'student.created',
      message: `Student record created for ${sibling.name} (demo data)`,
      actorName: 'System',
    },
  ]);
  return sibling;
}
