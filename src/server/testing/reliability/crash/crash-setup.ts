// What the crash run books and buys with, made straight in the database before the first server
// starts: an Admin to sign in as, instructors who take bookings round the clock in the tests'
// region, the lesson types, a driving-minutes product, and students who already hold minutes.
import { closePlatform, createPlatform } from '../../../bootstrap.ts';
import { loadConfig } from '../../../config.ts';
import type { Platform } from '../../../platform.ts';
import { createProduct } from '../../../modules/ledger/testing/ledger-fixtures.ts';
import {
  createInstructor,
  createLessonTypes,
  studentsHolding,
} from '../../../modules/lessons/testing/lesson-fixtures.ts';
import type { ServerDatabase } from '../../server-process.ts';

export const CRASH_ADMIN = {
  email: 'crash-admin@roadready.local',
  password: 'crash-admin-password-1',
  name: 'Crash Admin',
};

export interface CrashWorld {
  studentIds: string[];
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
  size: { students: number; instructors: number },
): Promise<CrashWorld> {
  await platform.auth.createUser({ ...CRASH_ADMIN, roles: ['Admin'] });
  const instructorIds: string[] = [];
  for (let index = 0; index < size.instructors; index += 1)
    instructorIds.push(await createInstructor(platform, { name: `Crash Instructor${index}` }));
  const types = await createLessonTypes(platform);
  const names = Array.from({ length: size.students }, (_, index) => `Crash Student${index}`);
  const studentIds = await studentsHolding(platform, names, { drivingMinute: 2400 });
  const productId = await createProduct(platform.db.db, 'Crash driving minutes', 'drivingMinute');
  return { studentIds, instructorIds, lessonTypeId: types.Standard, productId };
}
