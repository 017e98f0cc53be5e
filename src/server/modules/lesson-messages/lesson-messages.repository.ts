// The only code that reads and writes the lesson messages' tables, and the family contacts and
// lessons they need.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../../domain/messages/lesson-reminders.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { studentGuardians, students } from '../students/students.tables.ts';
import { calendarFeeds, lessonReminders, type CalendarFeedRow } from './lesson-messages.tables.ts';

/** Everyone who hears about a student's lessons, and how. */
export interface StudentContacts {
  id: string;
  name: string;
  usStateId: string | null;
  /** The record's contact email, its parent's, and those of the accounts that hold it. */
  emails: { to: string; userId: string | null }[];
  /** The student's phone when they agreed to texts (smsOptIn), else null. */
  smsTo: string | null;
  /** An account that holds the record, for the SMS row's user. */
  userId: string | null;
}

export const lessonMessagesRepository = {
  async contacts(db: Executor, studentIds: readonly string[]): Promise<StudentContacts[]> {
    if (studentIds.length === 0) return [];
    const ids = [...studentIds];
    const [rows, guardians] = await Promise.all([
      db
        .select({
          id: students.id,
          name: students.name,
          usStateId: students.usStateId,
          email: students.email,
          parentEmail: students.parentEmail,
          smsOptIn: students.smsOptIn,
          phone: students.phone,
          userId: students.userId,
          accountEmail: users.email,
        })
        .from(students)
        .leftJoin(users, eq(users.id, students.userId))
        .where(inArray(students.id, ids)),
      db
        .select({
          studentId: studentGuardians.studentId,
          userId: users.id,
          email: users.email,
        })
        .from(studentGuardians)
        .innerJoin(users, eq(users.id, studentGuardians.userId))
        .where(inArray(studentGuardians.studentId, ids))
        .orderBy(asc(studentGuardians.createdAt)),
    ]);
    return rows.map((row) => {
      const candidates = [
        { to: row.email, userId: row.email === row.accountEmail ? row.userId : null },
        { to: row.accountEmail, userId: row.userId },
        { to: row.parentEmail, userId: null },
        ...guardians
          .filter((guardian) => guardian.studentId === row.id)
          .map((guardian) => ({ to: guardian.email, userId: guardian.userId })),
      ];
      // One message per address, whatever the case it was typed in.
      const seen = new Set<string>();
      const emails: StudentContacts['emails'] = [];
      for (const candidate of candidates) {
        const to = candidate.to?.trim();
        if (!to || seen.has(to.toLowerCase())) continue;
        seen.add(to.toLowerCase());
        emails.push({ to, userId: candidate.userId });
      }
      return {
        id: row.id,
        name: row.name,
        usStateId: row.usStateId,
        emails,
        smsTo: row.smsOptIn && row.phone ? row.phone : null,
        userId: row.userId ?? guardians.find((g) => g.studentId === row.id)?.userId ?? null,
      };
    });
  },

  /**
   * Lessons not cancelled that start in (now, until] and may be due a reminder not sent yet, for
   * the reminder run (which asks the domain rule): booked at least 24 hours ahead, and without the
   * 24-hour reminder of their present start, or (more than 24 hours ahead) without the 72-hour one.
   */
  async reminderCandidates(db: Executor, now: Date, until: Date, limit: number) {
    const dayAhead = new Date(now.getTime() + 24 * 3_600_000).toISOString();
    return db
      .select({
        id: lessons.id,
        startTime: lessons.startTime,
        bookedAt: lessons.bookedAt,
        cancelledAt: lessons.cancelledAt,
      })
      .from(lessons)
      .where(
        and(
          isNull(lessons.cancelledAt),
          gt(lessons.startTime, now),
          lte(lessons.startTime, until),
          sql`${lessons.bookedAt} <= ${lessons.startTime} - interval '24 hours'`,
          sql`not exists (select 1 from ${lessonReminders} r where r.lesson_id = ${lessons.id}
            and r.start_time = ${lessons.startTime}
            and (r.kind = '24h' or ${lessons.startTime} > ${dayAhead}::timestamptz))`,
        ),
      )
      .orderBy(asc(lessons.startTime))
      .limit(limit);
  },

  /** Claims a reminder; false when it was sent already (by this run or any other). */
  async claimReminder(
    tx: Transaction,
    lessonId: string,
    kind: ReminderKind,
    startTime: Date,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .insert(lessonReminders)
      .values({ lessonId, kind, startTime, sentAt: now })
      .onConflictDoNothing()
      .returning({ lessonId: lessonReminders.lessonId });
    return rows.length > 0;
  },

  async liveFeed(db: Executor, userId: string): Promise<CalendarFeedRow | null> {
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    return row ?? null;
  },

  async feedByToken(db: Executor, token: string): Promise<CalendarFeedRow | null> {
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)));
    return row ?? null;
  },

  async revokeFeeds(tx: Transaction, userId: string, now: Date): Promise<void> {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  },

  async insertFeed(tx: Transaction, userId: string, token: string, now: Date) {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId, token, createdAt: now })
      .returning();
    return row!;
  },

  /**
   * The ids of the lessons a feed lists: those of the account's students (own record and teens)
   * where the student still has the place, and those the account's instructor profile teaches;
   * from `since` on (cancelled ones too, so calendars can show them as cancelled).
   */
  async feedLessonIds(db: Executor, userId: string, since: Date, limit: number) {
    const [own, teens] = await Promise.all([
      db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.userId, userId), eq(students.isDeleted, false))),
      db
        .select({ id: studentGuardians.studentId })
        .from(studentGuardians)
        .where(eq(studentGuardians.userId, userId)),
    ]);
    const held = [...own, ...teens].map((row) => row.id);
    const rows = await db
      .selectDistinct({ id: lessons.id, startTime: lessons.startTime })
      .from(lessons)
      .leftJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
      .leftJoin(instructors, eq(instructors.id, lessons.instructorId))
      .where(
        and(
          gt(lessons.endTime, since),
          or(
            and(
              held.length > 0 ? inArray(lessonStudents.studentId, held) : sql`false`,
              or(isNull(lessonStudents.removedAt), sql`${lessons.cancelledAt} is not null`),
            ),
            eq(instructors.userId, userId),
          ),
        ),
      )
      .orderBy(asc(lessons.startTime))
      .limit(limit);
    return rows.map((row) => row.id);
  },
};
