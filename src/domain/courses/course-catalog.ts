// The course catalogue's vocabulary (SPEC §3): categories, audiences and formats, and the public
// address of a course. A category is already URL-safe, so it is the last segment of the address:
// /tx/course/parent-taught (SPEC §2).

export const COURSE_CATEGORIES = [
  'classroom-drivers-ed',
  'adult-classroom-drivers-ed',
  'drivers-ed',
  'adult-drivers-ed',
  'parent-taught',
  'traffic-school',
  'knowledge-test',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_AUDIENCES = [
  'teen',
  'adult',
  'teen-parent-taught',
  'teen-instructor-led',
] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

/** How a course is taught: on the web (the course player) or in a classroom at a site. */
export const COURSE_FORMATS = ['online', 'classroom'] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

const CATEGORY_LABELS: Record<CourseCategory, string> = {
  'classroom-drivers-ed': 'Classroom drivers ed',
  'adult-classroom-drivers-ed': 'Adult classroom drivers ed',
  'drivers-ed': 'Online drivers ed',
  'adult-drivers-ed': 'Adult drivers ed',
  'parent-taught': 'Parent-taught drivers ed',
  'traffic-school': 'Traffic school',
  'knowledge-test': 'Knowledge test',
};

const AUDIENCE_LABELS: Record<CourseAudience, string> = {
  teen: 'Teens',
  adult: 'Adults',
  'teen-parent-taught': 'Teens taught by a parent',
  'teen-instructor-led': 'Teens taught by an instructor',
};

export function courseCategoryLabel(category: CourseCategory): string {
  return CATEGORY_LABELS[category];
}

export function courseAudienceLabel(audience: CourseAudience): string {
  return AUDIENCE_LABELS[audience];
}

export function isCourseCategory(value: string): value is CourseCategory {
  return (COURSE_CATEGORIES as readonly string[]).includes(value);
}

/** The public page of a state's course of a category, e.g. `/ca/course/drivers-ed`. */
export function coursePath(stateCode: string, category: CourseCategory): string {
  return `/${stateCode.toLowerCase()}/course/${category}`;
}
