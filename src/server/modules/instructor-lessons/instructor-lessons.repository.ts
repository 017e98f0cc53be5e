// Reads an instructor's own lessons with what they need on the road: the students, their phones,
// pickup details, notes and booking alerts. Read-only; the lessons module owns every write.
import { and, asc, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Attendance } from '../../../domain/scheduling/lesson-enums.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessonStudents, lessons } from '../lessons/lessons.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { bookingAlerts, studentNotes, students } from '../students/students.tables.ts';

export interface InstructorSummary {
  id: string;
  name: string;
  timeZone: string;
}

export interface LessonNote {
  id: string;
  text: string;
  createdByName: string;
  createdAt: Date;
  isHiddenFromInstructorView: boolean;
  isPinned: boolean;
}

export interface InstructorLessonStudent {
  studentId: string;
  name: string;
  phone: string | null;
  email: string | null;
  parentEmail: string | null;
  pickupDetails: string;
  attendance: Attendance;
  drivingMinutes: number;
  observationMinutes: number;
  notes: LessonNote[];
  bookingAlerts: { id: string; text: string }[];
}

export interface InstructorLesson {
  id: string;
  instructorId: string;
  startTime: Date;
  endTime: Date;
  durationMinutes: number;
  actualDurationMinutes: number | null;
  actualDurationNote: string | null;
  comments: string;
  lessonTypeLabel: string;
  pickupLocation: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  meetingPoint: {
    label: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
  } | null;
  students: InstructorLessonStudent[];
}

export const instructorLessonsRepository = {
  async instructorOfUser(db: Executor, userId: string): Promise<InstructorSummary | null> {
    const [row] = await db
      .select({ id: instructors.id, name: instructors.name, timeZone: instructors.timeZone })
      .from(instructors)
      .where(eq(instructors.userId, userId));
    return row ?? null;
  },

  async instructor(db: Executor, id: string): Promise<InstructorSummary | null> {
    const [row] = await db
      .select({ id: instructors.id, name: instructors.name, timeZone: instructors.timeZone })
      .from(instructors)
      .where(eq(instructors.id, id));
    return row ?? null;
  },

  async instructorOfLesson(db: Executor, lessonId: string): Promise<string | null> {
    const [row] = await db
      .select({ instructorId: lessons.instructorId })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    return row?.instructorId ?? null;
  },

  /** Instructors with an account or not, by name: whom an Admin may look at. */
  async instructorOptions(db: Executor): Promise<InstructorSummary[]> {
    return db
      .select({ id: instructors.id, name: instructors.name, timeZone: instructors.timeZone })
      .from(instructors)
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  /** The instructor's lessons (not cancelled) starting in [from, to), or the one lesson asked for. */
  async lessons(
    db: Executor,
    filter: {
      instructorId: string;
      from?: Date;
      to?: Date;
      lessonId?: string;
      /** False for a viewer who may not read notes hidden from instructors: they never leave the database. */
      includeHiddenNotes: boolean;
    },
  ): Promise<InstructorLesson[]> {
    const rows = await db
      .select({
        id: lessons.id,
        instructorId: lessons.instructorId,
        startTime: lessons.startTime,
        endTime: lessons.endTime,
        durationMinutes: lessons.durationMinutes,
        actualDurationMinutes: lessons.actualDurationMinutes,
        actualDurationNote: lessons.actualDurationNote,
        comments: lessons.comments,
        lessonTypeLabel: lessonTypes.label,
        pickupLocation: lessons.pickupLocation,
        pickupLatitude: lessons.pickupLatitude,
        pickupLongitude: lessons.pickupLongitude,
        meetingPointLabel: stateMeetingPoints.label,
        meetingPointAddress: stateMeetingPoints.address,
        meetingPointLatitude: stateMeetingPoints.latitude,
        meetingPointLongitude: stateMeetingPoints.longitude,
      })
      .from(lessons)
      .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
      .leftJoin(stateMeetingPoints, eq(stateMeetingPoints.id, lessons.locationId))
      .where(
        and(
          eq(lessons.instructorId, filter.instructorId),
          isNull(lessons.cancelledAt),
          filter.from ? gte(lessons.startTime, filter.from) : undefined,
          filter.to ? lt(lessons.startTime, filter.to) : undefined,
          filter.lessonId ? eq(lessons.id, filter.lessonId) : undefined,
        ),
      )
      .orderBy(asc(lessons.startTime), asc(lessons.id))
      .limit(500);
    const lessonIds = rows.map((row) => row.id);
    const places =
      lessonIds.length === 0
        ? []
        : await db
            .select({
              lessonId: lessonStudents.lessonId,
              studentId: lessonStudents.studentId,
              name: students.name,
              phone: students.phone,
              email: students.email,
              parentEmail: students.parentEmail,
              pickupDetails: lessonStudents.pickupDetails,
              attendance: lessonStudents.attendance,
              drivingMinutes: lessonStudents.drivingMinutes,
              observationMinutes: lessonStudents.observationMinutes,
            })
            .from(lessonStudents)
            .innerJoin(students, eq(students.id, lessonStudents.studentId))
            .where(
              and(inArray(lessonStudents.lessonId, lessonIds), isNull(lessonStudents.removedAt)),
            )
            .orderBy(asc(students.name), asc(students.id));
    const studentIds = [...new Set(places.map((place) => place.studentId))];
    const [notes, alerts] =
      studentIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .select()
              .from(studentNotes)
              .where(
                and(
                  inArray(studentNotes.studentId, studentIds),
                  filter.includeHiddenNotes
                    ? undefined
                    : eq(studentNotes.isHiddenFromInstructorView, false),
                ),
              )
              .orderBy(desc(studentNotes.isPinned), desc(studentNotes.createdAt)),
            db
              .select({
                id: bookingAlerts.id,
                studentId: bookingAlerts.studentId,
                text: bookingAlerts.text,
              })
              .from(bookingAlerts)
              .where(inArray(bookingAlerts.studentId, studentIds))
              .orderBy(desc(bookingAlerts.createdAt)),
          ]);
    return rows.map((row) => ({
      id: row.id,
      instructorId: row.instructorId,
      startTime: row.startTime,
      endTime: row.endTime,
      durationMinutes: row.durationMinutes,
      actualDurationMinutes: row.actualDurationMinutes,
      actualDurationNote: row.actualDurationNote,
      comments: row.comments,
      lessonTypeLabel: row.lessonTypeLabel,
      pickupLocation: row.pickupLocation,
      pickupLatitude: row.pickupLatitude,
      pickupLongitude: row.pickupLongitude,
      meetingPoint:
        row.meetingPointLabel === null
          ? null
          : {
              label: row.meetingPointLabel,
              address: row.meetingPointAddress ?? '',
              latitude: row.meetingPointLatitude,
              longitude: row.meetingPointLongitude,
            },
      students: places
        .filter((place) => place.lessonId === row.id)
        .map(({ lessonId: _lessonId, ...place }) => ({
          ...place,
          notes: notes
            .filter((note) => note.studentId === place.studentId)
            .map((note) => ({
              id: note.id,
              text: note.text,
              createdByName: note.createdByName,
              createdAt: note.createdAt,
              isHiddenFromInstructorView: note.isHiddenFromInstructorView,
              isPinned: note.isPinned,
            })),
          bookingAlerts: alerts
            .filter((alert) => alert.studentId === place.studentId)
            .map((alert) => ({ id: alert.id, text: alert.text })),
        })),
    }));
  },
};
