// The demo school's course catalogue: the courses SPEC §2 links to, each with its state's rule
// from src/domain/courses/state-course-rules.ts (docs/seat-time.md; the product defaults where a
// rule is not confirmed), with one online offering each and classroom sites in CA, CO, TX and WA
// (SPEC §3). External identifiers are demo values.
import type { CourseAudience, CourseCategory } from '../../../domain/courses/course-catalog.ts';
import { stateCourseRule } from '../../../domain/courses/state-course-rules.ts';
import type { Executor } from '../../db/client.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import { courseOfferings, courses } from './courses.tables.ts';

interface DemoCourse {
  state: string;
  category: CourseCategory;
  audience: CourseAudience;
  name: string;
  summary: string;
  priceCents: number;
  /** Classroom sites; an online offering otherwise. */
  sites?: readonly string[];
}

const teenOnline = (state: string, name: string, priceCents: number): DemoCourse => ({
  state,
  category: 'drivers-ed',
  audience: 'teen',
  name: `${name} online drivers ed`,
  summary: `The state-approved online drivers ed course for ${name} teens: study at your own pace on a phone or computer, with quizzes after each lesson and a certificate at the end.`,
  priceCents,
});

export const DEMO_COURSES: readonly DemoCourse[] = [
  teenOnline('CA', 'California', 6500),
  teenOnline('CO', 'Colorado', 8900),
  teenOnline('IL', 'Illinois', 9900),
  teenOnline('IN', 'Indiana', 9900),
  teenOnline('MO', 'Missouri', 7900),
  teenOnline('NV', 'Nevada', 7900),
  {
    ...teenOnline('TX', 'Texas', 9500),
    name: 'Texas teen online drivers ed (32 hours)',
    summary:
      'The 32-hour classroom phase for Texas teens, online. Texas credits at most 2 hours a day, so the course takes at least 16 days.',
  },
  {
    state: 'TX',
    category: 'parent-taught',
    audience: 'teen-parent-taught',
    name: 'Texas parent-taught drivers ed',
    summary:
      'The 32-hour course for a parent teaching their teen, with the 44 hours of parent-led driving laid out week by week. At most 2 hours a day: at least 16 days.',
    priceCents: 9500,
  },
  {
    state: 'TX',
    category: 'adult-drivers-ed',
    audience: 'adult',
    name: 'Texas 6-hour adult drivers ed',
    summary:
      'The 6-hour course Texas requires of new drivers aged 18 to 24, online in one sitting or several.',
    priceCents: 4900,
  },
  {
    state: 'IL',
    category: 'adult-drivers-ed',
    audience: 'adult',
    name: 'Illinois 6-hour adult drivers ed',
    summary: 'The 6-hour course Illinois requires of new drivers aged 18 to 20.',
    priceCents: 4900,
  },
  {
    state: 'WA',
    category: 'classroom-drivers-ed',
    audience: 'teen',
    name: 'Washington teen classroom drivers ed',
    summary:
      'The 34-hour classroom course with 5 hours of driving and 1 of observation. Classes of at most 2 hours over at least 30 days.',
    priceCents: 59500,
    sites: ['Seattle – Capitol Hill', 'Tacoma – Stadium District'],
  },
  {
    state: 'CA',
    category: 'classroom-drivers-ed',
    audience: 'teen',
    name: 'California teen classroom drivers ed',
    summary: 'The 30-hour drivers ed course in a classroom with an instructor.',
    priceCents: 19500,
    sites: ['Los Angeles – Koreatown'],
  },
  {
    state: 'CO',
    category: 'classroom-drivers-ed',
    audience: 'teen',
    name: 'Colorado teen classroom drivers ed',
    summary: 'The 30-hour drivers ed course in a classroom with an instructor.',
    priceCents: 29500,
    sites: ['Denver – Capitol Hill'],
  },
  {
    state: 'TX',
    category: 'classroom-drivers-ed',
    audience: 'teen-instructor-led',
    name: 'Texas teen classroom drivers ed (32 hours)',
    summary:
      'The 32-hour classroom phase taught by an instructor, at most 2 hours a day over at least 16 days.',
    priceCents: 34500,
    sites: ['Austin – North Lamar'],
  },
];

/** Creates the demo courses and their offerings; returns how many courses were added. */
export async function seedDemoCourses(db: Executor, catalogue: DemoCatalogue): Promise<number> {
  const onlineProductId = catalogue.get('onlineCourse') ?? null;
  for (const demo of DEMO_COURSES) {
    const isOnline = !demo.sites;
    const rule = stateCourseRule(demo.state, demo.category);
    if (!rule) throw new Error(`no state rule for the demo course ${demo.name}`);
    const [course] = await db
      .insert(courses)
      .values({
        state: demo.state,
        category: demo.category,
        audience: demo.audience,
        name: demo.name,
        summary: demo.summary,
        ...rule.rules,
        priceCents: demo.priceCents,
        productId: isOnline ? onlineProductId : null,
        isPublished: true,
      })
      .returning({ id: courses.id });
    const code = `${demo.state}-${demo.category.toUpperCase()}`;
    const offerings = isOnline
      ? [
          {
            courseId: course!.id,
            format: 'online' as const,
            location: '',
            externalCourseId: `${code}-ONLINE`,
          },
        ]
      : demo.sites!.map((location, index) => ({
          courseId: course!.id,
          format: 'classroom' as const,
          location,
          externalCourseId: `${code}-SITE-${index + 1}`,
        }));
    await db.insert(courseOfferings).values(offerings);
  }
  return DEMO_COURSES.length;
}
