// Shared by the course checkout tests: a published online course and a published classroom course
// with a class, each with its own ledger product, and course coupons.
import type { Executor } from '../../../db/client.ts';
import { cohorts } from '../../cohorts/cohorts.tables.ts';
import { couponsRepository } from '../../coupons/coupons.repository.ts';
import { courseOfferings, courses } from '../../courses/courses.tables.ts';
import { createProduct, inDays } from '../../ledger/testing/ledger-fixtures.ts';

export interface TestCourses {
  online: { id: string; productId: string };
  classroom: { id: string; productId: string; cohortId: string };
}

async function course(
  db: Executor,
  values: { state: string; category: 'drivers-ed' | 'classroom-drivers-ed'; name: string },
  format: 'online' | 'classroom',
) {
  const productId = await createProduct(db, values.name, 'course');
  const [row] = await db
    .insert(courses)
    .values({
      ...values,
      audience: format === 'online' ? 'teen' : 'teen-instructor-led',
      requiredSeconds: 32 * 3600,
      priceCents: 9900,
      productId,
      isPublished: true,
    })
    .returning({ id: courses.id });
  await db.insert(courseOfferings).values({
    courseId: row!.id,
    format,
    location: format === 'online' ? '' : 'Austin – North Lamar',
    externalCourseId: `${values.state}-${format}`,
  });
  return { id: row!.id, productId };
}

export async function createTestCourses(db: Executor): Promise<TestCourses> {
  const online = await course(
    db,
    { state: 'TX', category: 'drivers-ed', name: 'Texas teen drivers ed (test)' },
    'online',
  );
  const classroom = await course(
    db,
    { state: 'TX', category: 'classroom-drivers-ed', name: 'Texas classroom (test)' },
    'classroom',
  );
  const start = inDays(10).toISOString().slice(0, 10);
  const end = inDays(40).toISOString().slice(0, 10);
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseId: classroom.id,
      name: 'Spring evenings',
      startDate: start,
      endDate: end,
      state: 'TX',
      timeZone: 'America/Chicago',
      maxEnrollees: 1,
    })
    .returning({ id: cohorts.id });
  await couponsRepository.insert(
    db,
    {
      code: 'TEEN10',
      scope: 'course',
      title: '$10 off Texas drivers ed',
      type: 'dollar',
      discount: 1000,
      expiration: inDays(30),
      courseId: online.id,
      state: 'TX',
      isDailyCoupon: false,
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    },
    [],
  );
  return { online, classroom: { ...classroom, cohortId: cohort!.id } };
}
