// The only code that touches driving_skills, driving_skill_reports and driving_skill_ratings, and
// the few lesson facts a report needs (read straight from the lessons tables).
import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { SkillRating } from '../../../domain/scheduling/skill-rating.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessonStudents, lessons } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';
import {
  drivingSkillRatings,
  drivingSkillReports,
  drivingSkills,
  type DrivingSkillReportRow,
  type DrivingSkillRow,
} from './driving-skills.tables.ts';

/** A lesson as a skill report sees it: who teaches it and when. */
export interface ReportLesson {
  id: string;
  startTime: Date;
  cancelledAt: Date | null;
  instructorId: string;
  instructorUserId: string | null;
  instructorName: string;
  instructorTimeZone: string;
  lessonTypeLabel: string;
}

export interface StoredRating {
  drivingSkillId: string;
  label: string;
  rating: SkillRating;
}

export interface StoredReport extends DrivingSkillReportRow {
  lesson: ReportLesson;
  ratings: StoredRating[];
}

const lessonColumns = {
  id: lessons.id,
  startTime: lessons.startTime,
  cancelledAt: lessons.cancelledAt,
  instructorId: lessons.instructorId,
  instructorUserId: instructors.userId,
  instructorName: instructors.name,
  instructorTimeZone: instructors.timeZone,
  lessonTypeLabel: lessonTypes.label,
};

export const drivingSkillsRepository = {
  async list(db: Executor): Promise<DrivingSkillRow[]> {
    return db
      .select()
      .from(drivingSkills)
      .orderBy(asc(drivingSkills.sortOrder), asc(drivingSkills.label));
  },

  async labelTaken(db: Executor, label: string, exceptId: string | null): Promise<boolean> {
    const [row] = await db
      .select({ id: drivingSkills.id })
      .from(drivingSkills)
      .where(sql`lower(${drivingSkills.label}) = lower(${label})`);
    return row !== undefined && row.id !== exceptId;
  },

  async nextSortOrder(db: Executor): Promise<number> {
    const [row] = await db.select({ value: max(drivingSkills.sortOrder) }).from(drivingSkills);
    return (row?.value ?? -1) + 1;
  },

  async insert(db: Executor, label: string, sortOrder: number): Promise<DrivingSkillRow> {
    const [row] = await db.insert(drivingSkills).values({ label, sortOrder }).returning();
    if (!row) throw new Error('driving skill insert returned no row');
    return row;
  },

  async rename(db: Executor, id: string, label: string): Promise<DrivingSkillRow | null> {
    const [row] = await db
      .update(drivingSkills)
      .set({ label })
      .where(eq(drivingSkills.id, id))
      .returning();
    return row ?? null;
  },

  async setSortOrder(db: Executor, id: string, sortOrder: number): Promise<void> {
    await db.update(drivingSkills).set({ sortOrder }).where(eq(drivingSkills.id, id));
  },

  async lesson(db: Executor, lessonId: string): Promise<ReportLesson | null> {
    const [row] = await db
      .select(lessonColumns)
      .from(lessons)
      .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
      .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
      .where(eq(lessons.id, lessonId));
    return row ?? null;
  },

  /** Whether the student has a place in the lesson (not removed or cancelled out of it). */
  async isOnLesson(db: Executor, lessonId: string, studentId: string): Promise<boolean> {
    const [row] = await db
      .select({ studentId: lessonStudents.studentId })
      .from(lessonStudents)
      .where(
        and(
          eq(lessonStudents.lessonId, lessonId),
          eq(lessonStudents.studentId, studentId),
          isNull(lessonStudents.removedAt),
        ),
      );
    return row !== undefined;
  },

  /** Whether the student has (or had) a place in a lesson of the instructor with this account. */
  async isTaughtBy(db: Executor, studentId: string, instructorUserId: string): Promise<boolean> {
    const [row] = await db
      .select({ lessonId: lessons.id })
      .from(lessonStudents)
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
      .where(and(eq(lessonStudents.studentId, studentId), eq(instructors.userId, instructorUserId)))
      .limit(1);
    return row !== undefined;
  },

  async student(
    db: Executor,
    studentId: string,
  ): Promise<{
    id: string;
    name: string;
    email: string | null;
    parentEmail: string | null;
  } | null> {
    const [row] = await db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        parentEmail: students.parentEmail,
      })
      .from(students)
      .where(eq(students.id, studentId));
    return row ?? null;
  },

  async knownSkillIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: drivingSkills.id })
      .from(drivingSkills)
      .where(inArray(drivingSkills.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  /** The report row, locked for the rest of the transaction (two saves at once queue up). */
  async reportForUpdate(
    db: Executor,
    lessonId: string,
    studentId: string,
  ): Promise<DrivingSkillReportRow | null> {
    const [row] = await db
      .select()
      .from(drivingSkillReports)
      .where(
        and(
          eq(drivingSkillReports.lessonId, lessonId),
          eq(drivingSkillReports.studentId, studentId),
        ),
      )
      .for('update');
    return row ?? null;
  },

  /** Creates the report row, or finds the one a concurrent save created first. */
  async ensureReport(
    db: Executor,
    values: { lessonId: string; studentId: string; updatedById: string },
  ): Promise<DrivingSkillReportRow> {
    await db.insert(drivingSkillReports).values(values).onConflictDoNothing();
    const row = await this.reportForUpdate(db, values.lessonId, values.studentId);
    if (!row) throw new Error('driving skill report vanished after insert');
    return row;
  },

  async touchReport(
    db: Executor,
    id: string,
    patch: { updatedById?: string; lastEmailSent?: Date },
  ): Promise<DrivingSkillReportRow> {
    const [row] = await db
      .update(drivingSkillReports)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(drivingSkillReports.id, id))
      .returning();
    if (!row) throw new Error('driving skill report update returned no row');
    return row;
  },

  async ratings(db: Executor, reportIds: readonly string[]): Promise<Map<string, StoredRating[]>> {
    const byReport = new Map<string, StoredRating[]>();
    if (reportIds.length === 0) return byReport;
    const rows = await db
      .select({
        reportId: drivingSkillRatings.reportId,
        drivingSkillId: drivingSkillRatings.drivingSkillId,
        label: drivingSkills.label,
        rating: drivingSkillRatings.rating,
      })
      .from(drivingSkillRatings)
      .innerJoin(drivingSkills, eq(drivingSkills.id, drivingSkillRatings.drivingSkillId))
      .where(inArray(drivingSkillRatings.reportId, [...reportIds]))
      .orderBy(asc(drivingSkills.sortOrder), asc(drivingSkills.label));
    for (const { reportId, ...rating } of rows) {
      const list = byReport.get(reportId) ?? [];
      list.push(rating);
      byReport.set(reportId, list);
    }
    return byReport;
  },

  /** Upserts the given ratings of a report (skills not listed keep their rating). */
  async upsertRatings(
    db: Executor,
    reportId: string,
    ratings: readonly { drivingSkillId: string; rating: SkillRating }[],
  ): Promise<void> {
    if (ratings.length === 0) return;
    await db
      .insert(drivingSkillRatings)
      .values(ratings.map((entry) => ({ reportId, ...entry })))
      .onConflictDoUpdate({
        target: [drivingSkillRatings.reportId, drivingSkillRatings.drivingSkillId],
        set: { rating: sql`excluded.rating` },
      });
  },

  /** Every report of the student, newest lesson first; `instructorUserId` keeps only that teacher's. */
  async reportsOfStudent(
    db: Executor,
    studentId: string,
    options: { lessonId?: string; instructorUserId?: string } = {},
  ): Promise<StoredReport[]> {
    const rows = await db
      .select({ report: drivingSkillReports, lesson: lessonColumns })
      .from(drivingSkillReports)
      .innerJoin(lessons, eq(lessons.id, drivingSkillReports.lessonId))
      .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
      .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
      .where(
        and(
          eq(drivingSkillReports.studentId, studentId),
          options.lessonId ? eq(drivingSkillReports.lessonId, options.lessonId) : undefined,
          options.instructorUserId ? eq(instructors.userId, options.instructorUserId) : undefined,
        ),
      )
      .orderBy(desc(lessons.startTime), desc(drivingSkillReports.id));
    const ratings = await this.ratings(
      db,
      rows.map((row) => row.report.id),
    );
    return rows.map((row) => ({
      ...row.report,
      lesson: row.lesson,
      ratings: ratings.get(row.report.id) ?? [],
    }));
  },
};
