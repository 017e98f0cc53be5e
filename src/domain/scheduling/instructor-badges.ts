// Instructor badges (SPEC §4): the lesson-count badges are earned from the number of lessons an
// instructor has completed; the others are assigned by staff. Each badge has a title people read
// and a Material icon name the screens draw.
import {
  ASSIGNED_INSTRUCTOR_BADGES,
  COMPUTED_INSTRUCTOR_BADGES,
  type AssignedInstructorBadge,
  type InstructorBadge,
} from './instructor-status.ts';

type ComputedBadge = (typeof COMPUTED_INSTRUCTOR_BADGES)[number];

/** Completed lessons needed for each lesson-count badge. */
export const LESSON_BADGE_THRESHOLDS: Readonly<Record<ComputedBadge, number>> = {
  lessons100: 100,
  lessons500: 500,
  lessons800: 800,
  lessons1000: 1000,
  lessons1500: 1500,
  lessons2000: 2000,
};

export interface BadgeInfo {
  badge: InstructorBadge;
  title: string;
  icon: string;
}

const ASSIGNED_INFO: Readonly<Record<AssignedInstructorBadge, { title: string; icon: string }>> = {
  manager: { title: 'Manager', icon: 'supervisor_account' },
  operator: { title: 'Operator', icon: 'support_agent' },
  otherLanguage: { title: 'Speaks another language', icon: 'translate' },
  trainingSpecialist: { title: 'Training specialist', icon: 'school' },
};

export function badgeInfo(badge: InstructorBadge): BadgeInfo {
  if ((ASSIGNED_INSTRUCTOR_BADGES as readonly string[]).includes(badge)) {
    return { badge, ...ASSIGNED_INFO[badge as AssignedInstructorBadge] };
  }
  const threshold = LESSON_BADGE_THRESHOLDS[badge as ComputedBadge];
  return { badge, title: `${threshold.toLocaleString('en-US')} lessons`, icon: 'military_tech' };
}

/**
 * Every lesson-count badge earned with `completedLessons` (a badge stays once its threshold is
 * reached, so 850 lessons carry lessons100, lessons500 and lessons800), smallest first.
 */
export function earnedLessonBadges(completedLessons: number): ComputedBadge[] {
  if (!Number.isFinite(completedLessons) || completedLessons < 0) {
    throw new RangeError('completedLessons must be zero or more');
  }
  return COMPUTED_INSTRUCTOR_BADGES.filter(
    (badge) => completedLessons >= LESSON_BADGE_THRESHOLDS[badge],
  );
}

/** The badges an instructor shows: earned lesson-count badges first, then the assigned ones. */
export function instructorBadges(
  completedLessons: number,
  assigned: readonly AssignedInstructorBadge[],
): BadgeInfo[] {
  const ordered = ASSIGNED_INSTRUCTOR_BADGES.filter((badge) => assigned.includes(badge));
  return [...earnedLessonBadges(completedLessons), ...ordered].map(badgeInfo);
}
