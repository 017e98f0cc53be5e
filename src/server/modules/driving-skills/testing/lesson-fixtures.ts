// Rows a skill-report, my-lessons or coverage test stands on, written straight into the tables
// (the lessons and instructors modules own the use cases that write them in the product).
import type { Executor } from '../../../db/client.ts';
import { instructors } from '../../instructors/instructors.tables.ts';
import { lessonTypes } from '../../lesson-types/lesson-types.tables.ts';
import { lessonStudents, lessons } from '../../lessons/lessons.tables.ts';
import { students } from '../../students/students.tables.ts';

export async function addInstructor(
  db: Executor,
  values: Partial<typeof instructors.$inferInsert> & { name: string },
): Promise<string> {
  const [first = values.name, last = 'Teacher'] = values.name.split(' ');
  const [row] = await db
    .insert(instructors)
    .values({
      firstName: first,
      lastName: last,
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
      ...values,
    })
    .returning({ id: instructors.id });
  return row!.id;
}

export async function addLessonType(db: Executor, label = 'Driving lesson'): Promise<string> {
  const [row] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label, durationMinutes: 120 })
    .returning({ id: lessonTypes.id });
  return row!.id;
}

export async function addStudent(
  db: Executor,
  values: Partial<typeof students.$inferInsert> & { name: string },
): Promise<string> {
  const [row] = await db.insert(students).values(values).returning({ id: students.id });
  return row!.id;
}

export async function addLesson(
  db: Executor,
  values: {
    instructorId: string;
    lessonTypeId: string;
    start: Date;
    minutes?: number;
    studentIds: string[];
  } & Partial<typeof lessons.$inferInsert>,
): Promise<string> {
  const { start, minutes = 120, studentIds, ...rest } = values;
  const [row] = await db
    .insert(lessons)
    .values({
      startTime: start,
      endTime: new Date(start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      ...rest,
    })
    .returning({ id: lessons.id });
  if (studentIds.length > 0) {
    await db
      .insert(lessonStudents)
      .values(studentIds.map((studentId) => ({ lessonId: row!.id, studentId })));
  }
  return row!.id;
}
