// The only code that reads and locks the lesson tables (audited writes go through the recorder).
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  sql,
} from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import type { CancellationInitiator } from '../../../domain/scheduling/lesson-enums.ts';
import type { InstructorStatus } from '../../../domain/scheduling/instructor-status.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { students } from '../students/students.tables.ts';
import {
  lessonCancellations,
  lessons,
  lessonStudents,
  type LessonCancellationRow,
  type LessonRow,
  type LessonStudentRow,
} from './lessons.tables.ts';

export interface InstructorFacts {
  id: string;
  name: string;
  userId: string | null;
  status: InstructorStatus;
  usStateId: string;
  timeZone: string;
  email: string | null;
}

export interface LessonTypeFacts {
  id: string;
  name: LessonTypeName;
  label: string;
  durationMinutes: number;
}

export interface LessonView {
  lesson: LessonRow;
  type: LessonTypeFacts;
  instructor: InstructorFacts;
  meetingPoint: { id: string; label: string; address: string } | null;
  students: (LessonStudentRow & { name: string })[];
  cancellations: LessonCancellationRow[];
}

export interface CancellationLogRow extends LessonCancellationRow {
  studentName: string | null;
  changedByName: string | null;
  instructorName: string;
}

const instructorColumns = {
  id: instructors.id,
  name: instructors.name,
  userId: instructors.userId,
  status: instructors.status,
  usStateId: instructors.usStateId,
  timeZone: instructors.timeZone,
  email: instructors.email,
};

const typeColumns = {
  id: lessonTypes.id,
  name: lessonTypes.name,
  label: lessonTypes.label,
  durationMinutes: lessonTypes.durationMinutes,
};

export interface CancellationLogFilter {
  from: Date;
  to: Date;
  instructorId?: string | null | undefined;
  initiatedBy?: CancellationInitiator | null | undefined;
}

export const lessonsRepository = {
  /** Locks the instructor row so bookings of one instructor run one after another. */
  async lockInstructor(tx: Transaction, id: string): Promise<InstructorFacts | null> {
    const [row] = await tx
      .select(instructorColumns)
      .from(instructors)
      .where(eq(instructors.id, id))
      .for('update');
    return row ?? null;
  },

  async instructorOfUser(db: Executor, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(eq(instructors.userId, userId));
    return row?.id ?? null;
  },

  /** The zone an instructor's lessons are told in; the school's zone if there is none. */
  async instructorTimeZone(db: Executor, id: string): Promise<string> {
    const [row] = await db
      .select({ timeZone: instructors.timeZone })
      .from(instructors)
      .where(eq(instructors.id, id));
    return row?.timeZone ?? DEFAULT_TIME_ZONE;
  },

  async activeInstructors(db: Executor): Promise<{ id: string; name: string; timeZone: string }[]> {
    return db
      .select({ id: instructors.id, name: instructors.name, timeZone: instructors.timeZone })
      .from(instructors)
      .where(eq(instructors.status, 'Active'))
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  async lessonTypes(db: Executor): Promise<LessonTypeFacts[]> {
    return db.select(typeColumns).from(lessonTypes).orderBy(asc(lessonTypes.label));
  },

  async lessonType(db: Executor, id: string): Promise<LessonTypeFacts | null> {
    const [row] = await db.select(typeColumns).from(lessonTypes).where(eq(lessonTypes.id, id));
    return row ?? null;
  },

  async meetingPoint(db: Executor, id: string) {
    const [row] = await db.select().from(stateMeetingPoints).where(eq(stateMeetingPoints.id, id));
    return row ?? null;
  },

  async studentsByIds(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        parentEmail: students.parentEmail,
        previousHours: students.previousHours,
        isDeleted: students.isDeleted,
      })
      .from(students)
      .where(inArray(students.id, [...ids]));
  },

  /** The home addresses of students, for a home pickup sent by ZIP code (home-pickup.ts). */
  async studentHomes(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        zipcode: students.zipcode,
        latitude: students.latitude,
        longitude: students.longitude,
      })
      .from(students)
      .where(inArray(students.id, [...ids]))
      .orderBy(asc(students.id));
  },

  /** The lesson a ledger idempotency key of this student booked or changed, if it was used. */
  async lessonOfKey(db: Executor, studentId: string, key: string): Promise<string | null> {
    const ids = await ledgerRepository.idempotentAnswer(db, studentId, key);
    if (!ids?.length) return null;
    const [entry] = await ledgerRepository.findByIds(db, ids);
    return entry?.lessonId ?? null;
  },

  /**
   * Locks the students' ledgers (the row every ledger write of a student locks, in id order), so
   * two bookings of one student run one after the other and each sees the other's lesson.
   */
  async lockStudents(tx: Transaction, studentIds: readonly string[]): Promise<void> {
    await ledgerRepository.lock(tx, studentIds);
  },

  /**
   * The students' places on lessons overlapping [from, to) — not cancelled, not removed — with
   * each lesson's times: a student cannot be in two cars at once. The booking check names the
   * students; the slot search leaves the times out.
   */
  async studentLessonsBetween(
    db: Executor,
    studentIds: readonly string[],
    from: Date,
    to: Date,
    excludeLessonId: string | null,
  ): Promise<{ studentId: string; name: string; startTime: Date; endTime: Date }[]> {
    if (studentIds.length === 0) return [];
    const conditions = [
      inArray(lessonStudents.studentId, [...studentIds]),
      isNull(lessonStudents.removedAt),
      isNull(lessons.cancelledAt),
      lt(lessons.startTime, to),
      gt(lessons.endTime, from),
    ];
    if (excludeLessonId) conditions.push(ne(lessons.id, excludeLessonId));
    return db
      .select({
        studentId: students.id,
        name: students.name,
        startTime: lessons.startTime,
        endTime: lessons.endTime,
      })
      .from(lessonStudents)
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .innerJoin(students, eq(students.id, lessonStudents.studentId))
      .where(and(...conditions))
      .orderBy(asc(students.name), asc(lessons.startTime));
  },

  /** Locks a lesson row for a change; null when there is none. */
  async lockLesson(tx: Transaction, id: string): Promise<LessonRow | null> {
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
    return row ?? null;
  },

  async places(db: Executor, lessonId: string): Promise<LessonStudentRow[]> {
    return db
      .select()
      .from(lessonStudents)
      .where(eq(lessonStudents.lessonId, lessonId))
      .orderBy(asc(lessonStudents.studentId));
  },

  async updatePlace(
    tx: Transaction,
    lessonId: string,
    studentId: string,
    patch: Partial<typeof lessonStudents.$inferInsert>,
  ): Promise<void> {
    await tx
      .update(lessonStudents)
      .set(patch)
      .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.studentId, studentId)));
  },

  async insertPlaces(tx: Transaction, rows: (typeof lessonStudents.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(lessonStudents).values(rows);
  },

  async insertCancellation(
    tx: Transaction,
    row: typeof lessonCancellations.$inferInsert,
  ): Promise<LessonCancellationRow> {
    const [stored] = await tx.insert(lessonCancellations).values(row).returning();
    return stored!;
  },

  /** Marks these cancel-log rows notified, returning those that were not yet. */
  async claimUnnotified(
    tx: Transaction,
    ids: readonly string[],
    now: Date,
  ): Promise<LessonCancellationRow[]> {
    if (ids.length === 0) return [];
    return tx
      .update(lessonCancellations)
      .set({ notifiedAt: now })
      .where(and(inArray(lessonCancellations.id, [...ids]), isNull(lessonCancellations.notifiedAt)))
      .returning();
  },

  /** Everything a screen shows of these lessons, in the order of `ids`. */
  async views(db: Executor, ids: readonly string[]): Promise<LessonView[]> {
    if (ids.length === 0) return [];
    const list = [...ids];
    const [rows, placeRows, cancellationRows] = await Promise.all([
      db
        .select({
          lesson: lessons,
          type: typeColumns,
          instructor: instructorColumns,
          point: {
            id: stateMeetingPoints.id,
            label: stateMeetingPoints.label,
            address: stateMeetingPoints.address,
          },
        })
        .from(lessons)
        .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
        .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
        .leftJoin(stateMeetingPoints, eq(stateMeetingPoints.id, lessons.locationId))
        .where(inArray(lessons.id, list)),
      db
        .select({ place: lessonStudents, name: students.name })
        .from(lessonStudents)
        .innerJoin(students, eq(students.id, lessonStudents.studentId))
        .where(inArray(lessonStudents.lessonId, list))
        .orderBy(asc(students.name)),
      db
        .select()
        .from(lessonCancellations)
        .where(inArray(lessonCancellations.lessonId, list))
        .orderBy(asc(lessonCancellations.timestamp)),
    ]);
    const byId = new Map(rows.map((row) => [row.lesson.id, row]));
    return list.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          lesson: row.lesson,
          type: row.type,
          instructor: row.instructor,
          meetingPoint: row.point?.id ? row.point : null,
          students: placeRows
            .filter((p) => p.place.lessonId === id)
            .map((p) => ({ ...p.place, name: p.name })),
          cancellations: cancellationRows.filter((c) => c.lessonId === id),
        },
      ];
    });
  },

  /** A student's lessons, newest start first. */
  async idsOfStudent(
    db: Executor,
    studentId: string,
    window: PageWindow,
    instructorId: string | null,
  ): Promise<{ ids: string[]; totalCount: number }> {
    const where = and(
      eq(lessonStudents.studentId, studentId),
      instructorId ? eq(lessons.instructorId, instructorId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
        .where(where)
        .orderBy(desc(lessons.startTime), asc(lessons.id))
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ value: count() })
        .from(lessons)
        .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
        .where(where),
    ]);
    return { ids: rows.map((row) => row.id), totalCount: total?.value ?? 0 };
  },

  /** The cancel log, newest first. */
  async cancellationLog(
    db: Executor,
    filter: CancellationLogFilter,
    window: PageWindow,
  ): Promise<{ rows: CancellationLogRow[]; totalCount: number }> {
    const changer = aliasedTable(users, 'changer');
    const where = and(
      sql`${lessonCancellations.timestamp} >= ${filter.from.toISOString()}`,
      lt(lessonCancellations.timestamp, filter.to),
      filter.instructorId ? eq(lessonCancellations.instructorId, filter.instructorId) : undefined,
      filter.initiatedBy ? eq(lessonCancellations.initiatedBy, filter.initiatedBy) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: lessonCancellations,
          studentName: students.name,
          changedByName: changer.name,
          instructorName: instructors.name,
        })
        .from(lessonCancellations)
        .innerJoin(instructors, eq(instructors.id, lessonCancellations.instructorId))
        .leftJoin(students, eq(students.id, lessonCancellations.studentId))
        .leftJoin(changer, eq(changer.id, lessonCancellations.changedById))
        .where(where)
        .orderBy(desc(lessonCancellations.timestamp), asc(lessonCancellations.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(lessonCancellations).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r.row,
        studentName: r.studentName,
        changedByName: r.changedByName,
        instructorName: r.instructorName,
      })),
      totalCount: total?.value ?? 0,
    };
  },
};
