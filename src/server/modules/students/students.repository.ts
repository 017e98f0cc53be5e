// The only place that reads the student tables with Drizzle (writes to `students` go through the
// audit recorder in the service, so each one is logged).
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { containsPattern } from '../../../domain/student-search-term.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { studentGuardians, students, type StudentRow } from './students.tables.ts';

/** A student record with what the linked sign-in account adds to it. */
export interface StudentRecord extends StudentRow {
  signInEmail: string | null;
}

/** A parent account linked to a student record. */
export interface StudentGuardian {
  studentId: string;
  userId: string;
  name: string;
  email: string;
  linkedAt: Date;
}

export interface StudentFilter {
  /** Search words (src/domain/student-search-term.ts); each must appear in the search text. */
  words?: readonly string[];
  ids?: readonly string[] | null;
  includeDeleted?: boolean;
}

const selection = { student: students, signInEmail: users.email };

/** Name without case or accents, in byte order: one order on PGlite and every PostgreSQL server. */
export const sortKey = sql`public.unaccent_immutable(lower(${students.name})) collate "C"`;

/** Above this many matches, search reports the planner's estimate instead of an exact count. */
export const EXACT_COUNT_LIMIT = 1_000;

/** The planner's estimate of how many rows `query` returns (from the table's statistics). */
async function estimateRows(db: Executor, query: SQLWrapper): Promise<number> {
  // The driver-neutral Database type leaves execute()'s rows untyped; both drivers return `rows`.
  const result: unknown = await db.execute(sql`explain (format json) ${query}`);
  const cell = Object.values((result as { rows: Record<string, unknown>[] }).rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

const toRecord = (row: { student: StudentRow; signInEmail: string | null }): StudentRecord => ({
  ...row.student,
  signInEmail: row.signInEmail,
});

/** What a list's conditions compare with: values, or the placeholders of a prepared statement. */
export interface FilterShape {
  includeDeleted: boolean;
  /** The condition on ids, when the list is by ids. */
  ids: SQL | null;
  /** One contains-pattern (containsPattern) per search word. */
  patterns: readonly unknown[];
}

export function whereOf(shape: FilterShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (!shape.includeDeleted) conditions.push(eq(students.isDeleted, false));
  if (shape.ids) conditions.push(shape.ids);
  for (const pattern of shape.patterns) {
    // The pattern is folded by the same function as the column, and stays a plain LIKE on the
    // column so the trigram index (students_search_idx) serves it.
    conditions.push(sql`${students.searchText} like public.unaccent_immutable(lower(${pattern}))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function where(filter: StudentFilter): SQL | undefined {
  return whereOf({
    includeDeleted: filter.includeDeleted ?? false,
    ids: filter.ids ? inArray(students.id, [...filter.ids]) : null,
    patterns: (filter.words ?? []).map(containsPattern),
  });
}

// An object rather than loose functions so tests can count calls (N+1 checks).
export const studentsRepository = {
  /** Demo data only: staff changes go through the audit recorder (students.service.ts). */
  async insertUnaudited(
    db: Executor,
    values: (typeof students.$inferInsert)[],
  ): Promise<{ id: string; name: string }[]> {
    if (values.length === 0) return [];
    return db.insert(students).values(values).returning({ id: students.id, name: students.name });
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<StudentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(selection)
      .from(students)
      .leftJoin(users, eq(users.id, students.userId))
      .where(inArray(students.id, [...ids]));
    return rows.map(toRecord);
  },

  async findByUserId(db: Executor, userId: string): Promise<StudentRecord | null> {
    const [row] = await db
      .select(selection)
      .from(students)
      .leftJoin(users, eq(users.id, students.userId))
      .where(eq(students.userId, userId));
    return row ? toRecord(row) : null;
  },

  /**
   * The records an account holds, not deleted: its own (students.user_id) first, then the teens
   * it manages as a parent in the order they were linked.
   */
  async findHeldBy(db: Executor, userId: string): Promise<StudentRecord[]> {
    const rows = await db
      .select(selection)
      .from(students)
      .leftJoin(users, eq(users.id, students.userId))
      .leftJoin(
        studentGuardians,
        and(eq(studentGuardians.studentId, students.id), eq(studentGuardians.userId, userId)),
      )
      .where(
        and(
          eq(students.isDeleted, false),
          or(eq(students.userId, userId), isNotNull(studentGuardians.userId)),
        ),
      )
      .orderBy(
        sql`case when ${students.userId} = ${userId} then 0 else 1 end`,
        asc(studentGuardians.createdAt),
        asc(students.id),
      );
    return rows.map(toRecord);
  },

  /** Links a parent's account to a teen's record (nothing when the link exists). */
  async linkGuardian(db: Executor, userId: string, studentId: string): Promise<void> {
    await db.insert(studentGuardians).values({ userId, studentId }).onConflictDoNothing();
  },

  /** The parent accounts linked to each of these students, earliest link first. */
  async guardiansOf(db: Executor, studentIds: readonly string[]): Promise<StudentGuardian[]> {
    if (studentIds.length === 0) return [];
    return db
      .select({
        studentId: studentGuardians.studentId,
        userId: studentGuardians.userId,
        name: users.name,
        email: users.email,
        linkedAt: studentGuardians.createdAt,
      })
      .from(studentGuardians)
      .innerJoin(users, eq(users.id, studentGuardians.userId))
      .where(inArray(studentGuardians.studentId, [...studentIds]))
      .orderBy(asc(studentGuardians.createdAt), asc(users.email));
  },

  /** One window of students by name, with one row more than asked so a next page shows without counting. */
  async search(db: Executor, filter: StudentFilter, window: PageWindow): Promise<StudentRecord[]> {
    const rows = await db
      .select(selection)
      .from(students)
      .leftJoin(users, eq(users.id, students.userId))
      .where(where(filter))
      .orderBy(sortKey, asc(students.id))
      .limit(window.limit + 1)
      .offset(window.offset);
    return rows.map(toRecord);
  },

  /**
   * How many students match: exact up to EXACT_COUNT_LIMIT (or the end of the page asked for),
   * the planner's estimate above it.
   */
  async count(
    db: Executor,
    filter: StudentFilter,
    window: PageWindow,
  ): Promise<{ totalCount: number; isEstimate: boolean }> {
    const condition = where(filter);
    // Counting every match of a broad term ("a") reads the whole table; counting up to a limit
    // stops early, and the index serves the selective terms either way.
    const countUpTo = Math.max(EXACT_COUNT_LIMIT, window.offset + window.limit) + 1;
    const matching = db
      .select({ id: students.id })
      .from(students)
      .where(condition)
      .limit(countUpTo)
      .as('matching');
    const [counted] = await db.select({ value: count() }).from(matching);
    const seen = counted?.value ?? 0;
    if (seen < countUpTo) return { totalCount: seen, isEstimate: false };
    const estimate = await estimateRows(
      db,
      db.select({ id: students.id }).from(students).where(condition),
    );
    return { totalCount: Math.max(estimate, countUpTo), isEstimate: true };
  },
};

/** The sign-in account with this email (case-insensitive), for linking a student to it. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}
