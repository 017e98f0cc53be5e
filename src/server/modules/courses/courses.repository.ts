// The only code that reads courses and writes course_offerings; courses are written by the service
// through the audit recorder (collection Courses).
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { CourseCategory } from '../../../domain/courses/course-catalog.ts';
import type { Executor } from '../../db/client.ts';
import {
  courseOfferings,
  courses,
  type CourseOfferingRow,
  type CourseRow,
} from './courses.tables.ts';

export interface CourseFilter {
  /** Two-letter code, upper case. */
  state?: string | undefined;
  category?: CourseCategory | undefined;
  includeUnpublished: boolean;
}

export type CourseValues = Omit<CourseRow, 'id' | 'createdAt' | 'updatedAt'>;
export type CourseOfferingValues = Omit<CourseOfferingRow, 'id' | 'createdAt'>;

export const coursesRepository = {
  list(db: Executor, filter: CourseFilter): Promise<CourseRow[]> {
    const conditions: SQL[] = [];
    if (filter.state) conditions.push(eq(courses.state, filter.state));
    if (filter.category) conditions.push(eq(courses.category, filter.category));
    if (!filter.includeUnpublished) conditions.push(eq(courses.isPublished, true));
    return db
      .select()
      .from(courses)
      .where(and(...conditions))
      .orderBy(asc(courses.state), asc(courses.category), asc(courses.name));
  },

  async findById(db: Executor, id: string): Promise<CourseRow | null> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    return row ?? null;
  },

  /** The published course at /{state}/course/{category}, if any. */
  async findPublished(
    db: Executor,
    state: string,
    category: CourseCategory,
  ): Promise<CourseRow | null> {
    const [row] = await db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.state, state),
          eq(courses.category, category),
          eq(courses.isPublished, true),
        ),
      );
    return row ?? null;
  },

  /** Published courses of the same category and audience in the other states. */
  otherStates(db: Executor, course: CourseRow): Promise<CourseRow[]> {
    return db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.category, course.category),
          eq(courses.audience, course.audience),
          eq(courses.isPublished, true),
          ne(courses.state, course.state),
        ),
      )
      .orderBy(asc(courses.state));
  },

  /** Offerings of several courses at once (one query for a whole list), online first. */
  offeringsOf(db: Executor, courseIds: readonly string[]): Promise<CourseOfferingRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(courseOfferings)
      .where(inArray(courseOfferings.courseId, [...courseIds]))
      .orderBy(asc(courseOfferings.format), asc(courseOfferings.location));
  },

  async findOffering(db: Executor, id: string): Promise<CourseOfferingRow | null> {
    const [row] = await db.select().from(courseOfferings).where(eq(courseOfferings.id, id));
    return row ?? null;
  },

  async insertOffering(db: Executor, values: CourseOfferingValues): Promise<CourseOfferingRow> {
    const [row] = await db.insert(courseOfferings).values(values).returning();
    if (!row) throw new Error('course offering insert returned no row');
    return row;
  },

  async updateOffering(
    db: Executor,
    id: string,
    values: Partial<CourseOfferingValues>,
  ): Promise<CourseOfferingRow | null> {
    const [row] = await db
      .update(courseOfferings)
      .set(values)
      .where(eq(courseOfferings.id, id))
      .returning();
    return row ?? null;
  },

  async deleteOffering(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(courseOfferings)
      .where(eq(courseOfferings.id, id))
      .returning({ id: courseOfferings.id });
    return rows.length > 0;
  },
};
