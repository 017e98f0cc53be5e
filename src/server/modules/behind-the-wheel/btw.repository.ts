// The only code of this module that touches the database: the lesson places that may count toward
// a behind-the-wheel requirement (read from the lessons module's tables, never written), the
// students they belong to, and whether an instructor teaches a student.
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { LessonPlaceFacts } from '../../../domain/behind-the-wheel/counted-lesson-minutes.ts';
import type { Executor } from '../../db/client.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { students } from '../students/students.tables.ts';

export interface StudentPlace extends LessonPlaceFacts {
  studentId: string;
}

/** What the requirement and the report need of a student. */
export interface BtwStudent {
  id: string;
  name: string;
  usStateId: string | null;
  dob: string | null;
  latitude: number | null;
  longitude: number | null;
  zipcode: string | null;
}

const studentColumns = {
  id: students.id,
  name: students.name,
  usStateId: students.usStateId,
  dob: students.dob,
  latitude: students.latitude,
  longitude: students.longitude,
  zipcode: students.zipcode,
};

function attendedPlacesWhere(db: Executor, which: SQL | undefined, now: Date) {
  return db
    .select({
      studentId: lessonStudents.studentId,
      startTime: lessons.startTime,
      lessonCancelledAt: lessons.cancelledAt,
      placeRemovedAt: lessonStudents.removedAt,
      attendance: lessonStudents.attendance,
      drivingMinutes: lessonStudents.drivingMinutes,
      observationMinutes: lessonStudents.observationMinutes,
      actualDurationMinutes: lessons.actualDurationMinutes,
    })
    .from(lessonStudents)
    .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
    .where(
      and(
        which,
        eq(lessonStudents.attendance, 'Attended'),
        isNull(lessonStudents.removedAt),
        isNull(lessons.cancelledAt),
        lte(lessons.startTime, now),
      ),
    )
    .orderBy(asc(lessons.startTime));
}

export const btwRepository = {
  /**
   * The attended places of these students in lessons that started by `now` and were not
   * cancelled, with the minutes booking recorded and the lesson's actual duration. The domain
   * (`countedMinutesOf`) applies the same conditions again: this only keeps the read small.
   */
  async attendedPlaces(
    db: Executor,
    studentIds: readonly string[],
    now: Date,
  ): Promise<StudentPlace[]> {
    if (studentIds.length === 0) return [];
    return attendedPlacesWhere(db, inArray(lessonStudents.studentId, [...studentIds]), now);
  },

  /** The same for every student (not deleted) whose licence state is one of these: the report. */
  async attendedPlacesOfStates(
    db: Executor,
    states: readonly string[],
    now: Date,
  ): Promise<StudentPlace[]> {
    if (states.length === 0) return [];
    return attendedPlacesWhere(
      db,
      sql`${lessonStudents.studentId} in (select ${students.id} from ${students} where ${students.isDeleted} = false and ${inArray(students.usStateId, [...states])})`,
      now,
    );
  },

  async student(db: Executor, id: string): Promise<BtwStudent | undefined> {
    const [row] = await db
      .select(studentColumns)
      .from(students)
      .where(and(eq(students.id, id), eq(students.isDeleted, false)));
    return row;
  },

  /** Students (not deleted) whose licence state is one of these, by name. */
  async studentsOfStates(db: Executor, states: readonly string[]): Promise<BtwStudent[]> {
    if (states.length === 0) return [];
    return db
      .select(studentColumns)
      .from(students)
      .where(and(eq(students.isDeleted, false), inArray(students.usStateId, [...states])))
      .orderBy(
        sql`public.unaccent_immutable(lower(${students.name})) collate "C"`,
        asc(students.id),
      );
  },

  /** Whether the instructor of this account has a lesson (not cancelled) with the student. */
  async isStudentOfInstructorUser(
    db: Executor,
    userId: string,
    studentId: string,
  ): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(lessonStudents)
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
      .where(
        and(
          eq(instructors.userId, userId),
          eq(lessonStudents.studentId, studentId),
          isNull(lessonStudents.removedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
