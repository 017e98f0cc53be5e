// The only code that reads the instructor tables with Drizzle (writes to `instructors` and
// `instructor_reviews` go through the audit recorder in the services, so each one is logged).
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { InstructorStatus } from '../../../domain/scheduling/instructor-status.ts';
import { containsPattern } from '../../../domain/student-search-term.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { instructorBreaks } from '../availability/availability.tables.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import {
  instructorPortraits,
  instructorReferences,
  instructorReviews,
  instructors,
  type InstructorReferenceRow,
  type InstructorReviewRow,
  type InstructorRow,
} from './instructors.tables.ts';

/** An instructor with the version of their portrait (null without one); never the bytes. */
export interface InstructorRecord extends InstructorRow {
  portraitUpdatedAt: Date | null;
}

export interface InstructorFilter {
  /** Words that must each appear in the search text (any case, any accents). */
  words?: readonly string[];
  ids?: readonly string[] | null;
  statuses?: readonly InstructorStatus[] | null;
  /** Home region or one of the service regions. */
  regionId?: string | null;
  state?: string | null;
  regionalManagerId?: string | null;
}

const hasRole = (role: string): SQL =>
  sql`(',' || coalesce(${users.role}, '') || ',') like ${`%,${role},%`}`;

const selection = { instructor: instructors, portraitUpdatedAt: instructorPortraits.updatedAt };

const toRecord = (row: { instructor: InstructorRow; portraitUpdatedAt: Date | null }) => ({
  ...row.instructor,
  portraitUpdatedAt: row.portraitUpdatedAt,
});

function where(filter: InstructorFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(instructors.id, [...filter.ids]));
  if (filter.statuses?.length) conditions.push(inArray(instructors.status, [...filter.statuses]));
  if (filter.state) conditions.push(eq(instructors.usStateId, filter.state));
  if (filter.regionalManagerId) {
    conditions.push(eq(instructors.regionalManagerId, filter.regionalManagerId));
  }
  if (filter.regionId) {
    conditions.push(
      or(
        eq(instructors.regionId, filter.regionId),
        sql`${instructors.serviceRegionIds} @> array[${filter.regionId}]::uuid[]`,
      )!,
    );
  }
  for (const word of filter.words ?? []) {
    // Folded by the same function as the generated column; a plain LIKE on the column, so the
    // trigram index (instructors_search_idx) serves it.
    conditions.push(
      sql`${instructors.searchText} like lower(public.unaccent_immutable(${containsPattern(word)}))`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Completed: not cancelled and already over (SPEC §4 badges count these). */
const completedLesson = (now: Date) => and(isNull(lessons.cancelledAt), lt(lessons.endTime, now));

// An object rather than loose functions so tests can count calls (N+1 checks).
export const instructorsRepository = {
  async list(
    db: Executor,
    filter: InstructorFilter,
    window: PageWindow,
  ): Promise<{ rows: InstructorRecord[]; totalCount: number }> {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(instructors)
        .leftJoin(instructorPortraits, eq(instructorPortraits.instructorId, instructors.id))
        .where(condition)
        .orderBy(asc(sql`lower(${instructors.name}) collate "C"`), asc(instructors.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(instructors).where(condition),
    ]);
    return { rows: rows.map(toRecord), totalCount: total?.value ?? 0 };
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<InstructorRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(selection)
      .from(instructors)
      .leftJoin(instructorPortraits, eq(instructorPortraits.instructorId, instructors.id))
      .where(inArray(instructors.id, [...ids]));
    return rows.map(toRecord);
  },

  async findByUserId(db: Executor, userId: string): Promise<InstructorRow | null> {
    const [row] = await db.select().from(instructors).where(eq(instructors.userId, userId));
    return row ?? null;
  },

  /** Instructors by name for pickers (vehicles): id and display name only. */
  async options(db: Executor): Promise<{ id: string; name: string; status: InstructorStatus }[]> {
    return db
      .select({ id: instructors.id, name: instructors.name, status: instructors.status })
      .from(instructors)
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  async existingIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(inArray(instructors.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  /** The roles of these accounts, to check an instructor's account and regional manager. */
  async userRoles(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.role ?? '']));
  },

  async usersByIds(
    db: Executor,
    ids: readonly string[],
  ): Promise<{ id: string; name: string; email: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, [...ids]));
  },

  async regionalManagers(
    db: Executor,
    words: readonly string[],
  ): Promise<{ id: string; name: string; email: string }[]> {
    const conditions = [hasRole('RegionalManager')];
    for (const word of words) {
      conditions.push(
        sql`lower(${users.name} || ' ' || ${users.email}) like lower(${containsPattern(word)})`,
      );
    }
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(users.name), asc(users.id))
      .limit(50);
  },

  async regionsByIds(
    db: Executor,
    ids: readonly string[],
  ): Promise<{ id: string; name: string; state: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: regions.id, name: regions.name, state: superRegions.state })
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .where(inArray(regions.id, [...ids]));
  },

  /** Completed lessons per instructor, for the lesson-count badges (one grouped query). */
  async completedLessonCounts(
    db: Executor,
    instructorIds: readonly string[],
    now: Date,
  ): Promise<Map<string, number>> {
    if (instructorIds.length === 0) return new Map();
    const rows = await db
      .select({ instructorId: lessons.instructorId, value: count() })
      .from(lessons)
      .where(and(inArray(lessons.instructorId, [...instructorIds]), completedLesson(now)))
      .groupBy(lessons.instructorId);
    return new Map(rows.map((row) => [row.instructorId, row.value]));
  },

  async breaksOf(db: Executor, instructorIds: readonly string[]) {
    if (instructorIds.length === 0) return [];
    return db
      .select()
      .from(instructorBreaks)
      .where(inArray(instructorBreaks.instructorId, [...instructorIds]))
      .orderBy(asc(instructorBreaks.weekday), asc(instructorBreaks.startMinute));
  },

  /** The instructor of the student's most recently booked lesson still on (not cancelled). */
  async lastBookedInstructorId(db: Executor, studentId: string): Promise<string | null> {
    const [row] = await db
      .select({ instructorId: lessons.instructorId })
      .from(lessonStudents)
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .where(
        and(
          eq(lessonStudents.studentId, studentId),
          isNull(lessonStudents.removedAt),
          isNull(lessons.cancelledAt),
        ),
      )
      .orderBy(desc(lessons.bookedAt), desc(lessons.startTime))
      .limit(1);
    return row?.instructorId ?? null;
  },

  async portrait(
    db: Executor,
    instructorId: string,
  ): Promise<{ contentType: string; bytes: Uint8Array; updatedAt: Date } | null> {
    const [row] = await db
      .select()
      .from(instructorPortraits)
      .where(eq(instructorPortraits.instructorId, instructorId));
    return row ?? null;
  },

  async references(db: Executor): Promise<InstructorReferenceRow[]> {
    return db
      .select()
      .from(instructorReferences)
      .orderBy(
        asc(instructorReferences.category),
        asc(instructorReferences.sortOrder),
        asc(instructorReferences.label),
      );
  },

  /** The reviews these student records left on these lessons, oldest first. */
  async reviewsByStudentsOnLessons(
    db: Executor,
    studentIds: readonly string[],
    lessonIds: readonly string[],
  ): Promise<InstructorReviewRow[]> {
    if (lessonIds.length === 0 || studentIds.length === 0) return [];
    return db
      .select()
      .from(instructorReviews)
      .where(
        and(
          inArray(instructorReviews.studentId, [...studentIds]),
          inArray(instructorReviews.lessonId, [...lessonIds]),
        ),
      )
      .orderBy(asc(instructorReviews.createdAt));
  },

  async insertUnaudited(db: Executor, values: (typeof instructors.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db.insert(instructors).values(values).returning({ id: instructors.id });
  },
};
