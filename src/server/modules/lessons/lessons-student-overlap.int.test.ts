// A student cannot be in two cars at once (docs/lessons.md "Booking", step 3): a booking, a batch
// or a move that puts a student on two overlapping lessons is refused with CONFLICT naming the
// student and writes nothing, also when the bookings race with different instructors; a
// cancelled lesson no longer stands in the way. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import {
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  studentsHolding,
} from './testing/lesson-fixtures.ts';

const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`;
const SCHEDULE_MANY = `mutation M($input: ScheduleMultipleLessonsInput!) { scheduleMultipleLessons(input: $input) { id } }`;
const UPDATE = `mutation U($input: UpdateLessonInput!) { updateLesson(input: $input) { id } }`;
const CANCEL = `mutation C($input: CancelLessonInput!) { cancelLesson(input: $input) { id } }`;
const PICKUP = {
  pickupLocation: '12 Oak St, Austin, TX',
  pickupLatitude: 30.27,
  pickupLongitude: -97.74,
};

let server: TestServer;
let staff: string;
let instructors: string[];
let standard: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  staff = (
    await signUpAndSignIn(server, {
      email: 'luis@school.test',
      password: 'student-overlap-password',
      name: 'Luis',
      roles: ['RegionalManager'],
    })
  ).cookie;
  instructors = [];
  for (const name of ['Jordan Reyes', 'Sam Ortiz', 'Kim Lau', 'Noor Aziz'])
    instructors.push(await createInstructor(server.platform, { name }));
  standard = (await createLessonTypes(server.platform)).Standard;
});

afterAll(async () => {
  await server?.stop();
});

const lessonInput = (studentId: string, instructorId: string, startTime: Date) => ({
  instructorId,
  lessonTypeId: standard,
  startTime: startTime.toISOString(),
  studentIds: [studentId],
  ...PICKUP,
});

const send = (query: string, input: Record<string, unknown>) =>
  graphql(
    server,
    { query, variables: { input: { idempotencyKey: `overlap-${++key}`, ...input } } },
    staff,
  );

const book = (studentId: string, instructorId: string, startTime: Date) =>
  send(SCHEDULE, lessonInput(studentId, instructorId, startTime));

function bookedId(result: GraphqlResponse): string {
  expect(result.errors).toBeUndefined();
  return (result.data!['scheduleLesson'] as { id: string }).id;
}

/** Refused with CONFLICT naming the student, and the student's ledger did not move. */
async function expectRefused(studentId: string, attempt: () => Promise<GraphqlResponse>) {
  const before = (await readLedger(server.platform, studentId)).version;
  const result = await attempt();
  expect(errorCode(result)).toBe('CONFLICT');
  expect(result.errors![0]!.message).toMatch(/already has a lesson then/);
  expect((await readLedger(server.platform, studentId)).version).toBe(before);
}

describe('a student on two lessons at once', () => {
  it('refuses a second lesson overlapping the first, with another instructor', async () => {
    const [anna] = (await studentsHolding(server.platform, ['Anna Park'], {
      drivingMinute: 2400,
    })) as [string];
    const start = hoursFromNow(100);
    bookedId(await book(anna, instructors[0]!, start));
    await expectRefused(anna, () =>
      book(anna, instructors[1]!, new Date(start.getTime() + 60 * 60_000)),
    );
    // Back to back is not an overlap.
    bookedId(await book(anna, instructors[1]!, new Date(start.getTime() + 120 * 60_000)));
  });

  it('refuses a batch whose lessons overlap each other, booking none of them', async () => {
    const [ben] = (await studentsHolding(server.platform, ['Ben Ode'], {
      drivingMinute: 2400,
    })) as [string];
    const start = hoursFromNow(200);
    await expectRefused(ben, () =>
      send(SCHEDULE_MANY, {
        lessons: [
          lessonInput(ben, instructors[0]!, start),
          lessonInput(ben, instructors[1]!, new Date(start.getTime() + 30 * 60_000)),
        ],
      }),
    );
  });

  it('refuses moving a lesson onto the student’s other lesson; a cancelled one frees the time', async () => {
    const [cara] = (await studentsHolding(server.platform, ['Cara Lee'], {
      drivingMinute: 2400,
    })) as [string];
    const start = hoursFromNow(300);
    const first = bookedId(await book(cara, instructors[0]!, start));
    const later = new Date(start.getTime() + 240 * 60_000);
    const second = bookedId(await book(cara, instructors[1]!, later));
    await expectRefused(cara, () =>
      send(UPDATE, { lessonId: second, startTime: start.toISOString() }),
    );
    const cancelled = await send(CANCEL, {
      lessonId: first,
      reason: 'OTHER',
      initiatedBy: 'RoadReady',
    });
    expect(cancelled.errors).toBeUndefined();
    const moved = await send(UPDATE, { lessonId: second, startTime: start.toISOString() });
    expect(moved.errors).toBeUndefined();
  });

  it('of eight bookings of one student sent at once with different instructors, one is made', async () => {
    const [dev] = (await studentsHolding(server.platform, ['Dev Shah'], {
      drivingMinute: 2400,
    })) as [string];
    const start = hoursFromNow(400);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        book(
          dev,
          instructors[index % instructors.length]!,
          new Date(start.getTime() + (index % 3) * 10 * 60_000),
        ),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => errorCode(result) === 'CONFLICT')).toHaveLength(7);
    const { state } = await readLedger(server.platform, dev);
    const scheduled = [...state.entries.values()].filter(
      (facts) => facts.entry.kind === 'scheduleLesson',
    );
    expect(scheduled).toHaveLength(1);
  });
});
