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

/**
 * How staff read each name (a school's own label for its lesson type is separate and may
 * change): in pickers, on meeting points that do not take a type, on the lesson types screen.
 */
export const LESSON_TYPE_NAME_LABELS: Readonly<Record<LessonTypeName, string>> = {
  DmvTest: 'DMV test',
  OneHour: 'One-hour lesson',
  OneHourShared: 'One-hour shared lesson',
  PrepTest60: 'Road test preparation (1 hour)',
  RoadTest: 'Road test',
  RoadTest15: 'Road test (15 minutes)',
  RoadTest15WithCar: 'Road test (15 minutes) with school car',
  RoadTestWithCar: 'Road test with school car',
  Shared: 'Shared lesson',
  Standard: 'Standard lesson',
};
