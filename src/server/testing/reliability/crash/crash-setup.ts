// What the crash run books and buys with, made straight in the database before the first server
// starts: an Admin to sign in as, instructors who take bookings round the clock in the tests'
// region, the lesson types, a driving-minutes product, students who already hold minutes, and
// customers of the public checkout (an account owning a student record) in a priced region.
import { eq } from 'drizzle-orm';
import { closePlatform, createPlatform } from '../../../bootstrap.ts';
import { loadConfig } from '../../../config.ts';
import type { Platform } from '../../../platform.ts';
import { createProduct, createStudents } from '../../../modules/ledger/testing/ledger-fixtures.ts';
import {
  createInstructor,
  createLessonTypes,
  studentsHolding,
} from '../../../modules/lessons/testing/lesson-fixtures.ts';
import { priceTheTestRegion } from '../../../modules/booking/testing/booking-fixtures.ts';
import { students } from '../../../modules/students/students.tables.ts';
import type { ServerDatabase } from '../../server-process.ts';

export const CRASH_ADMIN = {
  email: 'crash-admin@roadready.local',
  password: 'crash-admin-password-1',
  name: 'Crash Admin',
};

/** Every customer's password (their emails are `crash-customer<n>@roadready.local`). */
export const CUSTOMER_PASSWORD = 'crash-customer-password-1';

interface CrashCustomer {
  email: string;
  /** The student record the account owns: what its checkouts book for. */
  studentId: string;
}

export interface CrashWorld {
  studentIds: string[];
  customers: CrashCustomer[];
  instructorIds: string[];
  lessonTypeId: string;
  productId: string;
}

/** Opens the database in this process (PGlite: only while no server holds the directory). */
export async function withPlatform<T>(
  database: ServerDatabase,
  work: (platform: Platform) => Promise<T>,
): Promise<T> {
  const platform = await createPlatform(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RUN_WORKERS: 'false',
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
    }),
  );
  try {
    return await work(platform);
  } finally {
    await closePlatform(platform);
  }
}

export async function seedCrashWorld(
  platform: Platform,
  size: { students: number; instructors: number; customers: number },
): Promise<CrashWorld> {
  await platform.auth.createUser({ ...CRASH_ADMIN, roles: ['Admin'] });
  const instructorIds: string[] = [];
  for (let index = 0; index < size.instructors; index += 1)
    instructorIds.push(await createInstructor(platform, { name: `Crash Instructor${index}` }));
  const types = await createLessonTypes(platform);
  const names = Array.from({ length: size.students }, (_, index) => `Crash Student${index}`);
  const studentIds = await studentsHolding(platform, names, { drivingMinute: 2400 });
  const productId = await createProduct(platform.db.db, 'Crash driving minutes', 'drivingMinute');
  // The public checkout sells driving minutes at the region's price: the region needs a scheme.
  await priceTheTestRegion({ platform });
  const customers: CrashCustomer[] = [];
  for (let index = 0; index < size.customers; index += 1) {
    const email = `crash-customer${index}@roadready.local`;
    const name = `Crash Customer${index}`;
    const user = await platform.auth.createUser({
      email,
      password: CUSTOMER_PASSWORD,
      name,
      roles: [],
    });
    const [studentId] = (await createStudents(platform.db.db, [name])) as [string];
    await platform.db.db
      .update(students)
      .set({ userId: user.id })
      .where(eq(students.id, studentId));
    customers.push({ email, studentId });
  }
  return { studentIds, customers, instructorIds, lessonTypeId: types.Standard, productId };
}
