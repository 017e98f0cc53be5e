// What a family reads first about a course: who it is for, how long it takes, where it is taught
// and what it costs, as label and value pairs for the course page and the course cards.
import {
  courseAudienceLabel,
  type CourseAudience,
} from '../../../domain/courses/course-catalog.ts';
import { formatCourseHours } from '../../../domain/courses/course-length.ts';
import { formatCents } from '../../../domain/currency.ts';

export interface CourseFactsSource {
  audience: string;
  requiredSeconds: number;
  dailyCapSeconds?: number | null;
  minimumDays: number;
  priceCents: number;
  offerings: readonly { format: string; location: string }[];
}

export interface CourseFact {
  label: string;
  value: string;
}

/** "Online", "In a classroom: Seattle, Tacoma", or both. */
export function courseWhere(offerings: CourseFactsSource['offerings']): string {
  const online = offerings.some((offering) => offering.format === 'online');
  const sites = offerings
    .filter((offering) => offering.format === 'classroom')
    .map((offering) => offering.location);
  const parts = [
    ...(online ? ['Online, on a phone or computer'] : []),
    ...(sites.length > 0 ? [`In a classroom: ${sites.join('; ')}`] : []),
  ];
  return parts.join(' · ') || 'Call us for dates and places';
}

/** The pace the state rule sets: a daily cap and the fewest days, or none. */
export function coursePace(course: Pick<CourseFactsSource, 'dailyCapSeconds' | 'minimumDays'>) {
  if (!course.dailyCapSeconds) return 'At your own pace';
  const cap = formatCourseHours(course.dailyCapSeconds);
  return `At most ${cap} a day, so at least ${course.minimumDays} days`;
}

export function courseFacts(course: CourseFactsSource): CourseFact[] {
  return [
    { label: 'For', value: courseAudienceLabel(course.audience as CourseAudience) },
    { label: 'Length', value: formatCourseHours(course.requiredSeconds) },
    { label: 'Pace', value: coursePace(course) },
    { label: 'Where', value: courseWhere(course.offerings) },
    { label: 'Price', value: formatCents(course.priceCents) },
  ];
}
