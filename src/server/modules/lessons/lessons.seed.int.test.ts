// The demo lessons: booked through the service at times the slot search offers the demo
// instructors, so each student's balance drops by what they use and every lesson fits its
// instructor's hours; with no instructor the step books nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { seedDemoAvailability } from '../availability/availability.seed.ts';
import { seedDemoInstructors } from '../instructors/instructors.seed.ts';
import { assertSlotBookable } from '../slot-search/slot-search.service.ts';
import { lessons, lessonStudents } from './lessons.tables.ts';
import { seedDemoLessons } from './lessons.seed.ts';
import { balance, createLessonTypes, studentsHolding } from './testing/lesson-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('demo lessons', () => {
  it('books nothing without instructors, then past and future lessons that fit the instructors’ hours', async () => {
    const { userId } = await signUpAndSignIn(server, {
      email: 'dana@school.test',
      password: 'lessons-seed-test',
      name: 'Dana',
      roles: ['Admin'],
    });
    const author = { id: userId, name: 'Dana' };
    const students = await studentsHolding(server.platform, ['Anna', 'Ben', 'Cara'], {
      drivingMinute: 480,
    });
    const rows = students.map((id) => ({ id }));
    await createLessonTypes(server.platform);
    expect(await seedDemoLessons(server.platform, rows, author)).toBe(0);
    const db = server.platform.db.db;
    await seedDemoInstructors(db, { userIds: new Map() });
    await seedDemoAvailability(db);
    expect(await seedDemoLessons(server.platform, rows, author)).toBe(5);
    expect(await balance(server.platform, students[0]!, 'drivingMinute')).toBe(240);
    expect(await balance(server.platform, students[2]!, 'drivingMinute')).toBe(360);

    const booked = await db.select().from(lessons);
    const now = Date.now();
    expect(booked.filter((lesson) => lesson.startTime.getTime() < now)).toHaveLength(2);
    // The first student is the demo sign-in "Student": the portal shows them one of each.
    const firstStudents = await db
      .select({ startTime: lessons.startTime })
      .from(lessons)
      .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
      .where(eq(lessonStudents.studentId, students[0]!));
    expect(firstStudents.map((lesson) => lesson.startTime.getTime() < now).sort()).toEqual([
      false,
      true,
    ]);
    // Each lesson, its own time aside, is still a slot the rules accept (as of its booking).
    for (const lesson of booked) {
      await server.platform.db.transaction((tx) =>
        assertSlotBookable(tx, {
          instructorId: lesson.instructorId,
          durationMinutes: lesson.durationMinutes,
          startTime: lesson.startTime,
          pickup: { lat: lesson.pickupLatitude!, lng: lesson.pickupLongitude! },
          excludeLessonId: lesson.id,
          now: lesson.bookedAt,
        }),
      );
    }
  });
});
