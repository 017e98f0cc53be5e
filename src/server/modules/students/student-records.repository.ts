// Notes, booking alerts and change-log lines of students: the only place touching their tables.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { UserLogKind } from '../../../domain/user-log-filter.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import {
  bookingAlerts,
  studentNotes,
  userLogs,
  type BookingAlertRow,
  type StudentNoteRow,
  type UserLogRow,
} from './students.tables.ts';

type NewNote = typeof studentNotes.$inferInsert;
type NotePatch = Partial<Pick<NewNote, 'text' | 'isHiddenFromInstructorView' | 'isPinned'>>;
type NewBookingAlert = typeof bookingAlerts.$inferInsert;
type NewUserLog = typeof userLogs.$inferInsert;

export const notesRepository = {
  /** Pinned notes first, then newest first. */
  async listForStudent(db: Executor, studentId: string): Promise<StudentNoteRow[]> {
    return db
      .select()
      .from(studentNotes)
      .where(eq(studentNotes.studentId, studentId))
      .orderBy(desc(studentNotes.isPinned), desc(studentNotes.createdAt), desc(studentNotes.id));
  },

  async find(db: Executor, id: string): Promise<StudentNoteRow | null> {
    const [row] = await db.select().from(studentNotes).where(eq(studentNotes.id, id));
    return row ?? null;
  },

  async insert(db: Executor, values: NewNote): Promise<StudentNoteRow> {
    const [row] = await db.insert(studentNotes).values(values).returning();
    if (!row) throw new Error('note insert returned no row');
    return row;
  },

  async insertMany(db: Executor, values: NewNote[]): Promise<void> {
    if (values.length > 0) await db.insert(studentNotes).values(values);
  },

  async update(db: Executor, id: string, patch: NotePatch): Promise<StudentNoteRow | null> {
    const [row] = await db
      .update(studentNotes)
      .set(patch)
      .where(eq(studentNotes.id, id))
      .returning();
    return row ?? null;
  },

  async delete(db: Executor, id: string): Promise<StudentNoteRow | null> {
    const [row] = await db.delete(studentNotes).where(eq(studentNotes.id, id)).returning();
    return row ?? null;
  },
};

export const bookingAlertsRepository = {
  /** Alerts of these students, oldest first (the order they were raised). */
  async listForStudents(db: Executor, studentIds: readonly string[]): Promise<BookingAlertRow[]> {
    if (studentIds.length === 0) return [];
    return db
      .select()
      .from(bookingAlerts)
      .where(inArray(bookingAlerts.studentId, [...studentIds]))
      .orderBy(asc(bookingAlerts.createdAt), asc(bookingAlerts.id));
  },

  async find(db: Executor, id: string): Promise<BookingAlertRow | null> {
    const [row] = await db.select().from(bookingAlerts).where(eq(bookingAlerts.id, id));
    return row ?? null;
  },

  async insert(db: Executor, values: NewBookingAlert): Promise<BookingAlertRow> {
    const [row] = await db.insert(bookingAlerts).values(values).returning();
    if (!row) throw new Error('booking alert insert returned no row');
    return row;
  },

  async updateText(db: Executor, id: string, text: string): Promise<BookingAlertRow | null> {
    const [row] = await db
      .update(bookingAlerts)
      .set({ text })
      .where(eq(bookingAlerts.id, id))
      .returning();
    return row ?? null;
  },

  async delete(db: Executor, id: string): Promise<BookingAlertRow | null> {
    const [row] = await db.delete(bookingAlerts).where(eq(bookingAlerts.id, id)).returning();
    return row ?? null;
  },
};

export interface UserLogFilter {
  studentId?: string | null;
  kinds: readonly UserLogKind[];
}

export const userLogsRepository = {
  async insert(db: Executor, values: NewUserLog): Promise<UserLogRow> {
    const [row] = await db.insert(userLogs).values(values).returning();
    if (!row) throw new Error('user log insert returned no row');
    return row;
  },

  async insertMany(db: Executor, values: NewUserLog[]): Promise<void> {
    if (values.length > 0) await db.insert(userLogs).values(values);
  },

  /** Newest first; one window of rows and the total for the filter. */
  async list(
    db: Executor,
    filter: UserLogFilter,
    window: PageWindow,
  ): Promise<{ rows: UserLogRow[]; totalCount: number }> {
    const conditions: SQL[] = [inArray(userLogs.kind, [...filter.kinds])];
    if (filter.studentId) conditions.push(eq(userLogs.studentId, filter.studentId));
    const condition = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(userLogs)
        .where(condition)
        .orderBy(desc(userLogs.createdAt), desc(userLogs.seq))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(userLogs).where(condition),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  },
};
