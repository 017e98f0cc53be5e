// The demo school's lesson types: all ten SPEC §9 names with the durations of docs/availability.md.
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import { lessonTypes } from './lesson-types.tables.ts';

export const DEMO_LESSON_TYPES: readonly {
  name: LessonTypeName;
  label: string;
  durationMinutes: number;
  description: string;
}[] = [
  {
    name: 'Standard',
    label: 'Driving lesson (2 hours)',
    durationMinutes: 120,
    description: 'Behind the wheel with an instructor, one student.',
  },
  {
    name: 'OneHour',
    label: 'Driving lesson (1 hour)',
    durationMinutes: 60,
    description: 'A short lesson, one student.',
  },
  {
    name: 'Shared',
    label: 'Shared lesson (2 hours)',
    durationMinutes: 120,
    description: 'Two students take turns driving and observing.',
  },
  {
    name: 'OneHourShared',
    label: 'Shared lesson (1 hour)',
    durationMinutes: 60,
    description: 'Two students, one hour.',
  },
  {
    name: 'DmvTest',
    label: 'DMV test',
    durationMinutes: 60,
    description: 'The written or vision test at the DMV, with an escort.',
  },
  {
    name: 'RoadTest',
    label: 'Road test',
    durationMinutes: 60,
    description: 'The DMV road test in the student’s own car.',
  },
  {
    name: 'RoadTestWithCar',
    label: 'Road test with school car',
    durationMinutes: 90,
    description: 'Warm-up drive, then the road test in a school car.',
  },
  {
    name: 'RoadTest15',
    label: 'Road test (15 minutes)',
    durationMinutes: 15,
    description: 'A short state road test in the student’s own car.',
  },
  {
    name: 'RoadTest15WithCar',
    label: 'Road test (15 minutes) with school car',
    durationMinutes: 45,
    description: 'A short road test in a school car, with a warm-up drive.',
  },
  {
    name: 'PrepTest60',
    label: 'Road test preparation (1 hour)',
    durationMinutes: 60,
    description: 'A mock road test on the test route.',
  },
];

/** Adds the demo lesson types that are missing (by name); returns how many were added. */
export async function seedDemoLessonTypes(db: Executor): Promise<number> {
  const added = await db
    .insert(lessonTypes)
    .values([...DEMO_LESSON_TYPES])
    .onConflictDoNothing({ target: lessonTypes.name })
    .returning({ id: lessonTypes.id });
  return added.length;
}

/** Which demo fee product each test type sells online (docs/booking.md "What is sold"). */
const DEMO_TEST_PRODUCTS: Partial<Record<LessonTypeName, string>> = {
  RoadTest: 'roadTestOwnCar',
  RoadTest15: 'roadTestOwnCar',
  RoadTestWithCar: 'roadTest',
  RoadTest15WithCar: 'roadTest',
  DmvTest: 'dmvTest',
};

/** Links the demo test types to the demo catalogue's fee products, so demo tests are bookable. */
export async function seedDemoTestProducts(db: Executor, catalogue: DemoCatalogue): Promise<void> {
  for (const [name, key] of Object.entries(DEMO_TEST_PRODUCTS)) {
    const productId = catalogue.get(key);
    if (!productId) continue;
    await db
      .update(lessonTypes)
      .set({ testProductId: productId })
      .where(eq(lessonTypes.name, name as LessonTypeName));
  }
}
