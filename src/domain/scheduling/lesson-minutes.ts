// What a lesson takes from each student's ledger (docs/lessons.md "What a lesson uses"). Driving
// lessons use driving minutes; a shared lesson with two students splits its time: each student
// drives half and watches the other half; road and DMV tests use one road-test unit (a `fee`
// product, as the catalogue sells them) whatever their length.
import type { LessonTypeName } from '../lesson-type-names.ts';

/** Lesson types two students can share (the second student is optional). */
export const SHARED_LESSON_TYPES = ['Shared', 'OneHourShared'] as const satisfies LessonTypeName[];

/** Road and DMV tests: they use a road-test unit, not minutes. */
export const TEST_LESSON_TYPES = [
  'DmvTest',
  'RoadTest',
  'RoadTest15',
  'RoadTest15WithCar',
  'RoadTestWithCar',
] as const satisfies LessonTypeName[];

export const isSharedLessonType = (name: LessonTypeName): boolean =>
  (SHARED_LESSON_TYPES as readonly string[]).includes(name);

export const isTestLessonType = (name: LessonTypeName): boolean =>
  (TEST_LESSON_TYPES as readonly string[]).includes(name);

/** What one student's place in a lesson uses. */
export interface StudentLessonUse {
  drivingMinutes: number;
  observationMinutes: number;
  /** Road-test units (`fee` products). */
  testUnits: number;
}

export type LessonItem = {
  productType: 'drivingMinute' | 'observationMinute' | 'fee';
  quantity: number;
};

/**
 * The use of each student's place. `studentCount` is 1 or 2; two only for a shared type. A shared
 * lesson booked for one student is that student's alone: they drive all of it. With two, each
 * drives ⌊d/2⌋ minutes and observes the rest, so each place adds up to the whole lesson.
 */
export function lessonUse(
  type: LessonTypeName,
  durationMinutes: number,
  studentCount: number,
): StudentLessonUse {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0)
    throw new RangeError('durationMinutes must be a positive whole number');
  if (studentCount !== 1 && studentCount !== 2)
    throw new RangeError('a lesson has one or two students');
  if (studentCount === 2 && !isSharedLessonType(type))
    throw new RangeError(`${type} lessons are for one student`);
  if (isTestLessonType(type)) return { drivingMinutes: 0, observationMinutes: 0, testUnits: 1 };
  if (studentCount === 1)
    return { drivingMinutes: durationMinutes, observationMinutes: 0, testUnits: 0 };
  const driving = Math.floor(durationMinutes / 2);
  return { drivingMinutes: driving, observationMinutes: durationMinutes - driving, testUnits: 0 };
}

/** The ledger items of a use (only the non-zero ones). */
export function useItems(use: StudentLessonUse): LessonItem[] {
  const items: LessonItem[] = [
    { productType: 'drivingMinute', quantity: use.drivingMinutes },
    { productType: 'observationMinute', quantity: use.observationMinutes },
    { productType: 'fee', quantity: use.testUnits },
  ];
  return items.filter((item) => item.quantity > 0);
}

/**
 * What changes between two uses of one place: `take` is what the ledger must still give (a longer
 * lesson), `give` what goes back (a shorter one). Each product moves in one direction only.
 */
export function useDifference(
  before: StudentLessonUse,
  after: StudentLessonUse,
): { take: LessonItem[]; give: LessonItem[] } {
  const delta = useItems({
    drivingMinutes: Math.max(0, after.drivingMinutes - before.drivingMinutes),
    observationMinutes: Math.max(0, after.observationMinutes - before.observationMinutes),
    testUnits: Math.max(0, after.testUnits - before.testUnits),
  });
  const back = useItems({
    drivingMinutes: Math.max(0, before.drivingMinutes - after.drivingMinutes),
    observationMinutes: Math.max(0, before.observationMinutes - after.observationMinutes),
    testUnits: Math.max(0, before.testUnits - after.testUnits),
  });
  return { take: delta, give: back };
}
