// The demo student's Texas drivers-ed enrolment with a few days of course-timer history (one day
// over the 2-hour cap, one corrected by staff), so the Online courses tab shows real rows.
import { and, eq } from 'drizzle-orm';
import { courseTimeZone } from '../../../domain/seat-time/course-time-zone.ts';
import type { TimerEventKind } from '../../../domain/seat-time/timer-event.ts';
import { addDays } from '../../../domain/school-day.ts';
import { epochMinuteOf, localDateOf, localToEpoch } from '../../../domain/scheduling/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import {
  courseTimerEvents,
  onlineEnrollments,
  seatTimePatches,
} from './online-enrollments.tables.ts';

/** Days before today, local start time and minutes studied. */
const DEMO_STUDY = [
  { daysAgo: 4, start: 16 * 60, minutes: 150 },
  { daysAgo: 3, start: 17 * 60 + 30, minutes: 75 },
  { daysAgo: 2, start: 15 * 60, minutes: 40 },
  { daysAgo: 1, start: 19 * 60, minutes: 120 },
];

export async function seedDemoOnlineEnrollments(
  db: Executor,
  student: { id: string } | undefined,
  author: { id: string | null; name: string },
  now = new Date(),
): Promise<void> {
  const [course] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.state, 'TX'),
        eq(courses.category, 'drivers-ed'),
        eq(courses.isPublished, true),
      ),
    );
  if (!student || !course) return;
  const timeZone = courseTimeZone(course.state);
  const today = localDateOf(timeZone, epochMinuteOf(now));
  const enrolledDay = addDays(today, -5);
  const [enrollment] = await db
    .insert(onlineEnrollments)
    .values({
      studentId: student.id,
      courseId: course.id,
      enrolledAt: new Date(localToEpoch(timeZone, enrolledDay, 10 * 60) * 60_000),
      createdByName: author.name,
    })
    .returning();
  const events: (typeof courseTimerEvents.$inferInsert)[] = [];
  for (const study of DEMO_STUDY) {
    const day = addDays(today, -study.daysAgo);
    const startMs = localToEpoch(timeZone, day, study.start) * 60_000;
    const session = `demo-${day}`;
    let seq = 0;
    const push = (kind: TimerEventKind, offsetSeconds: number) => {
      seq += 1;
      events.push({
        enrollmentId: enrollment!.id,
        session,
        kind,
        seq,
        receivedAt: new Date(startMs + offsetSeconds * 1000),
      });
    };
    push('start', 0);
    for (let second = 30; second < study.minutes * 60; second += 30) push('heartbeat', second);
    push('end', study.minutes * 60);
  }
  await db.insert(courseTimerEvents).values(events);
  await db.insert(seatTimePatches).values({
    enrollmentId: enrollment!.id,
    day: addDays(today, -2),
    seconds: 20 * 60,
    reason: 'Site outage: heartbeats lost for 20 minutes',
    createdById: author.id,
    createdByName: author.name,
  });
}
