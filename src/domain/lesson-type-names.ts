/** Lesson type names (SPEC §9), e.g. for the lesson types a meeting point does not take. */
export const LESSON_TYPE_NAMES = [
  'DmvTest',
  'OneHour',
  'OneHourShared',
  'PrepTest60',
  'RoadTest',
  'RoadTest15',
  'RoadTest15WithCar',
  'RoadTestWithCar',
  'Shared',
  'Standard',
] as const;

export type LessonTypeName = (typeof LESSON_TYPE_NAMES)[number];
