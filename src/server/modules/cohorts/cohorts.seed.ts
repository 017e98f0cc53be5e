// Demo cohorts of the Washington classroom course: one under way (some sessions held, with
// attendance marked) and one starting soon, each with a few demo students enrolled. Dates are
// relative to the day the demo is seeded so the screens always show a current and a coming class.
import { and, eq } from 'drizzle-orm';
import type { Attendance } from '../../../domain/cohorts/attendance.ts';
import { todayIn } from '../../../domain/cohorts/cohort-enrollment.ts';
import { dayToIsoDate, isoDateToDay, localToEpoch } from '../../../domain/scheduling/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import { cohortAttendance, cohortEnrollments, cohorts, cohortSessions } from './cohorts.tables.ts';

const TIME_ZONE = 'America/Los_Angeles';
const EVENING = 18 * 60;
const CLASS_MINUTES = 120;

interface DemoCohort {
  name: string;
  description: string;
  /** First day, in days from today. */
  startsIn: number;
  weeks: number;
  maxEnrollees: number;
  students: number;
}

const DEMO_COHORTS: readonly DemoCohort[] = [
  {
    name: 'Capitol Hill – weekday evenings',
    description: 'Tuesday evenings, 6 to 8 pm, at the Capitol Hill classroom.',
    startsIn: -21,
    weeks: 6,
    maxEnrollees: 12,
    students: 4,
  },
  {
    name: 'Tacoma – next session',
    description: 'Tuesday evenings, 6 to 8 pm, at the Stadium District classroom.',
    startsIn: 10,
    weeks: 5,
    maxEnrollees: 8,
    students: 2,
  },
];

const MARKS: readonly Attendance[] = ['Present', 'Present', 'Absent', 'Made_Up'];

export async function seedDemoCohorts(
  db: Executor,
  students: readonly { id: string }[],
  now = new Date(),
): Promise<void> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.state, 'WA'), eq(courses.category, 'classroom-drivers-ed')));
  if (!course) return;
  const today = isoDateToDay(todayIn(TIME_ZONE, now));
  let next = 0;
  for (const demo of DEMO_COHORTS) {
    const first = today + demo.startsIn;
    const last = first + demo.weeks * 7 - 1;
    const roster = students.slice(next, next + demo.students);
    next += demo.students;
    const [cohort] = await db
      .insert(cohorts)
      .values({
        courseId: course.id,
        name: demo.name,
        description: demo.description,
        startDate: dayToIsoDate(first),
        endDate: dayToIsoDate(last),
        state: 'WA',
        timeZone: TIME_ZONE,
        maxEnrollees: demo.maxEnrollees,
        numEnrolled: roster.length,
      })
      .returning({ id: cohorts.id });
    const sessions = await db
      .insert(cohortSessions)
      .values(
        Array.from({ length: demo.weeks }, (_, week) => {
          const start = localToEpoch(TIME_ZONE, dayToIsoDate(first + week * 7), EVENING);
          return {
            cohortId: cohort!.id,
            name: `Week ${week + 1}`,
            startTime: new Date(start * 60_000),
            endTime: new Date((start + CLASS_MINUTES) * 60_000),
          };
        }),
      )
      .returning();
    if (roster.length === 0) continue;
    await db
      .insert(cohortEnrollments)
      .values(roster.map((student) => ({ cohortId: cohort!.id, studentId: student.id })));
    const held = sessions.filter((session) => session.endTime.getTime() < now.getTime());
    const marks = held.flatMap((session, sessionIndex) =>
      roster.map((student, studentIndex) => ({
        sessionId: session.id,
        studentId: student.id,
        attendance: MARKS[(sessionIndex + studentIndex) % MARKS.length]!,
      })),
    );
    if (marks.length > 0) await db.insert(cohortAttendance).values(marks);
  }
}
