// Read-only access to an instructor's lessons (the lessons module owns those tables) and the
// audit findings this module keeps about them.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { LessonFinding } from '../../../domain/scheduling/lesson-availability-findings.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons, lessonStudents, transientSlots } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';
import { availabilityAuditFindings } from './availability.tables.ts';

export interface CalendarLesson {
  id: string;
  start: Date;
  /** The booked end, or start + the actual duration when the instructor recorded one. */
  end: Date;
  bookedEnd: Date;
  actualDurationMinutes: number | null;
  lessonTypeLabel: string;
  pickupLocation: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  studentNames: string[];
}

export interface CalendarHold {
  id: string;
  start: Date;
  end: Date;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
}

export interface OpenFinding {
  id: string;
  kind: LessonFinding['kind'];
  lessonId: string;
  otherLessonId: string | null;
  instructorId: string;
  instructorName: string;
  /** The instructor's IANA zone, in which the finding's times are shown. */
  instructorTimeZone: string;
  lessonStart: Date;
  lessonEnd: Date;
  lessonTypeLabel: string;
  detectedAt: Date;
}

/** The lesson a finding says the lesson overlaps. */
const otherLessons = alias(lessons, 'other_lessons');

/** True when the finding's lesson, or the lesson it overlaps, changed after it was detected. */
const changedSinceDetected = sql<boolean>`(${lessons.updatedAt} > ${availabilityAuditFindings.detectedAt} or coalesce(${otherLessons.updatedAt} > ${availabilityAuditFindings.detectedAt}, false))`;

export const availabilityLessonsRepository = {
  /** Lessons not cancelled that touch [from, to), with their type and current students. */
  async lessonsBetween(
    db: Executor,
    instructorId: string,
    from: Date,
    to: Date,
  ): Promise<CalendarLesson[]> {
    const rows = await db
      .select({
        id: lessons.id,
        start: lessons.startTime,
        bookedEnd: lessons.endTime,
        actualDurationMinutes: lessons.actualDurationMinutes,
        lessonTypeLabel: lessonTypes.label,
        pickupLocation: lessons.pickupLocation,
        pickupLatitude: lessons.pickupLatitude,
        pickupLongitude: lessons.pickupLongitude,
        studentNames: sql<string[]>`coalesce((
          select array_agg(${students.name} order by ${students.name})
          from ${lessonStudents} join ${students} on ${students.id} = ${lessonStudents.studentId}
          where ${lessonStudents.lessonId} = ${lessons.id} and ${lessonStudents.removedAt} is null
        ), '{}'::text[])`,
      })
      .from(lessons)
      .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
      .where(
        and(
          eq(lessons.instructorId, instructorId),
          isNull(lessons.cancelledAt),
          lt(lessons.startTime, to),
          gt(lessons.endTime, from),
        ),
      )
      .orderBy(asc(lessons.startTime), asc(lessons.id));
    return rows.map((row) => ({
      ...row,
      end:
        row.actualDurationMinutes === null
          ? row.bookedEnd
          : new Date(row.start.getTime() + row.actualDurationMinutes * 60_000),
    }));
  },

  /** Checkout holds (transient slots) not yet expired that touch [from, to). */
  holdsBetween(
    db: Executor,
    instructorId: string,
    from: Date,
    to: Date,
    now: Date,
  ): Promise<CalendarHold[]> {
    return db
      .select({
        id: transientSlots.id,
        start: transientSlots.startTime,
        end: transientSlots.endTime,
        pickupLatitude: transientSlots.pickupLatitude,
        pickupLongitude: transientSlots.pickupLongitude,
      })
      .from(transientSlots)
      .where(
        and(
          eq(transientSlots.instructorId, instructorId),
          gt(transientSlots.expiresAt, now),
          lt(transientSlots.startTime, to),
          gt(transientSlots.endTime, from),
        ),
      )
      .orderBy(asc(transientSlots.startTime));
  },

  /**
   * Makes the instructor's open findings exactly `findings`: new ones are added, those no
   * longer found are resolved. A finding whose lesson (or overlapped lesson) changed since it
   * was detected is about a lesson that no longer exists as it was: it is resolved and, when
   * the problem remains, found again as a new finding. Returns how many were added and resolved.
   */
  async reconcileFindings(
    db: Executor,
    instructorId: string,
    findings: LessonFinding[],
    now: Date,
  ): Promise<{ added: number; resolved: number }> {
    const open = await db
      .select({
        id: availabilityAuditFindings.id,
        lessonId: availabilityAuditFindings.lessonId,
        kind: availabilityAuditFindings.kind,
        changed: changedSinceDetected,
      })
      .from(availabilityAuditFindings)
      .innerJoin(lessons, eq(lessons.id, availabilityAuditFindings.lessonId))
      .leftJoin(otherLessons, eq(otherLessons.id, availabilityAuditFindings.otherLessonId))
      .where(
        and(
          eq(availabilityAuditFindings.instructorId, instructorId),
          isNull(availabilityAuditFindings.resolvedAt),
        ),
      );
    const key = (finding: { lessonId: string; kind: string }) =>
      `${finding.lessonId}/${finding.kind}`;
    const found = new Set(findings.map(key));
    // Whatever this run did not find again is resolved: the lesson moved, was cancelled, the
    // hours changed, or it has passed out of the audited weeks.
    const stale = open.filter((row) => row.changed || !found.has(key(row)));
    if (stale.length > 0) {
      await db
        .update(availabilityAuditFindings)
        .set({ resolvedAt: now })
        .where(
          inArray(
            availabilityAuditFindings.id,
            stale.map((row) => row.id),
          ),
        );
    }
    const known = new Set(open.filter((row) => !row.changed).map(key));
    const fresh = findings.filter((finding) => !known.has(key(finding)));
    if (fresh.length > 0) {
      await db
        .insert(availabilityAuditFindings)
        .values(fresh.map((finding) => ({ ...finding, instructorId, detectedAt: now })))
        .onConflictDoNothing();
    }
    return { added: fresh.length, resolved: stale.length };
  },

  /**
   * The instructors (of `instructorIds`, or all) with an open finding whose cause may be gone:
   * its lesson or the lesson it overlaps changed after the finding was detected (moved,
   * cancelled, given to another instructor, its actual duration recorded).
   */
  async instructorsWithChangedFindings(
    db: Executor,
    instructorIds: string[] | null,
  ): Promise<string[]> {
    const rows = await db
      .selectDistinct({ instructorId: availabilityAuditFindings.instructorId })
      .from(availabilityAuditFindings)
      .innerJoin(lessons, eq(lessons.id, availabilityAuditFindings.lessonId))
      .leftJoin(otherLessons, eq(otherLessons.id, availabilityAuditFindings.otherLessonId))
      .where(
        and(
          isNull(availabilityAuditFindings.resolvedAt),
          instructorIds === null
            ? undefined
            : inArray(availabilityAuditFindings.instructorId, instructorIds),
          or(
            changedSinceDetected,
            ne(lessons.instructorId, availabilityAuditFindings.instructorId),
          ),
        ),
      );
    return rows.map((row) => row.instructorId);
  },

  /** Open findings, newest first, of one instructor or of all. */
  async openFindings(
    db: Executor,
    instructorIds: string[] | null,
    window: PageWindow,
  ): Promise<{ rows: OpenFinding[]; totalCount: number }> {
    const where = and(
      isNull(availabilityAuditFindings.resolvedAt),
      instructorIds === null
        ? undefined
        : inArray(availabilityAuditFindings.instructorId, instructorIds),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: availabilityAuditFindings.id,
          kind: availabilityAuditFindings.kind,
          lessonId: availabilityAuditFindings.lessonId,
          otherLessonId: availabilityAuditFindings.otherLessonId,
          instructorId: availabilityAuditFindings.instructorId,
          instructorName: instructors.name,
          instructorTimeZone: instructors.timeZone,
          lessonStart: lessons.startTime,
          lessonEnd: lessons.endTime,
          lessonTypeLabel: lessonTypes.label,
          detectedAt: availabilityAuditFindings.detectedAt,
        })
        .from(availabilityAuditFindings)
        .innerJoin(lessons, eq(lessons.id, availabilityAuditFindings.lessonId))
        .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
        .innerJoin(instructors, eq(instructors.id, availabilityAuditFindings.instructorId))
        .where(where)
        .orderBy(
          asc(lessons.startTime),
          desc(availabilityAuditFindings.detectedAt),
          asc(availabilityAuditFindings.id),
        )
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(availabilityAuditFindings).where(where),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  },
};
