// Booking keeps to the slot search's rules (docs/lessons.md "Booking"): through the API, a time
// the search would not offer — outside the weekly hours, in a break, on a day off, too soon after
// the previous lesson to drive there, outside the instructor's regions, in the past or under
// someone else's hold — is refused, naming the rule, and writes nothing; a time it offers is
// booked; a lesson moved half an hour is not in its own way. PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_REFUSALS } from '../../../domain/scheduling/slot-engine.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  instructorAvailabilityExceptions,
  instructorBreaks,
} from '../availability/availability.tables.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { searchSlots } from '../slot-search/slot-search.service.ts';
import { holdSlot } from '../slot-search/transient-slots.service.ts';
import { lessons, lessonStudents } from './lessons.tables.ts';
import { createInstructor, createLessonTypes, studentsHolding } from './testing/lesson-fixtures.ts';

const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id startTime } }`;
const SCHEDULE_MANY = `mutation M($input: ScheduleMultipleLessonsInput!) { scheduleMultipleLessons(input: $input) { id } }`;
const UPDATE = `mutation U($input: UpdateLessonInput!) { updateLesson(input: $input) { id startTime } }`;

/** Central Time in January (UTC−6), the instructor's clock. */
const chicago = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const MONDAY = '2036-01-07';
const TUESDAY = '2036-01-08';
const WEDNESDAY = '2036-01-09';
const THURSDAY = '2036-01-10';
const FRIDAY = '2036-01-11';
/** Two home pickups in the tests' region, 12 km apart: 23 minutes' drive. */
const WEST = {
  pickupLocation: '1 West St, Austin, TX',
  pickupLatitude: 30.21,
  pickupLongitude: -97.79,
};
const EAST = {
  pickupLocation: '9 East St, Austin, TX',
  pickupLatitude: 30.29,
  pickupLongitude: -97.71,
};

let server: TestServer;
let staff: string;
let staffViewer: Viewer;
let other: Viewer;
let jordan: string;
let standard: string;
let anna: string;
let key = 0;

beforeAll(async () => {
  server = await startTestServer();
  const luis = await signUpAndSignIn(server, {
    email: 'luis@school.test',
    password: 'slot-rules-password',
    name: 'Luis',
    roles: ['RegionalManager'],
  });
  staff = luis.cookie;
  staffViewer = { userId: luis.userId, roles: ['RegionalManager'] } as Viewer;
  const rosa = await signUpAndSignIn(server, {
    email: 'rosa@school.test',
    password: 'slot-rules-password',
    name: 'Rosa',
    roles: ['RegionalManager'],
  });
  other = { userId: rosa.userId, roles: ['RegionalManager'] } as Viewer;
  // Monday to Friday 8:00–18:00; a break on Wednesday 12:00–13:00; Tuesday off.
  jordan = await createInstructor(server.platform, {
    name: 'Jordan Reyes',
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1080 })),
  });
  const db = server.platform.db.db;
  await db
    .insert(instructorBreaks)
    .values({ instructorId: jordan, weekday: 3, startMinute: 720, endMinute: 780 });
  await db
    .insert(instructorAvailabilityExceptions)
    .values({ instructorId: jordan, date: TUESDAY, isAvailable: false, note: 'Dentist' });
  standard = (await createLessonTypes(server.platform)).Standard;
  [anna] = (await studentsHolding(server.platform, ['Anna Park'], {
    drivingMinute: 6000,
  })) as [string];
});

afterAll(async () => {
  await server?.stop();
});

const book = (startTime: Date, pickup: Record<string, unknown> = WEST) =>
  graphql(
    server,
    {
      query: SCHEDULE,
      variables: {
        input: {
          idempotencyKey: `slot-rules-${++key}`,
          instructorId: jordan,
          lessonTypeId: standard,
          startTime: startTime.toISOString(),
          studentIds: [anna],
          ...pickup,
        },
      },
    },
    staff,
  );

const move = (lessonId: string, startTime: Date) =>
  graphql(
    server,
    {
      query: UPDATE,
      variables: {
        input: {
          idempotencyKey: `slot-rules-${++key}`,
          lessonId,
          startTime: startTime.toISOString(),
        },
      },
    },
    staff,
  );

async function annasLessons() {
  return server.platform.db.db
    .select({ id: lessons.id, startTime: lessons.startTime })
    .from(lessonStudents)
    .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
    .where(eq(lessonStudents.studentId, anna));
}

/** Refused with CONFLICT naming `reason`, and neither a lesson nor a ledger entry was written. */
async function expectRefused(
  attempt: () => Promise<GraphqlResponse>,
  reason: string,
): Promise<GraphqlResponse> {
  const ledgerBefore = (await readLedger(server.platform, anna)).version;
  const lessonsBefore = (await annasLessons()).length;
  const result = await attempt();
  expect(errorCode(result)).toBe('CONFLICT');
  expect(result.errors![0]!.message).toContain(reason);
  expect((await readLedger(server.platform, anna)).version).toBe(ledgerBefore);
  expect(await annasLessons()).toHaveLength(lessonsBefore);
  return result;
}

describe('booking keeps to the slot rules', () => {
  it('books the first time the slot search offers', async () => {
    const found = await searchSlots(server.platform, {
      pickup: { lat: WEST.pickupLatitude, lng: WEST.pickupLongitude },
      lessonTypeId: standard,
      from: chicago(MONDAY, '00:00'),
      to: chicago(TUESDAY, '00:00'),
    });
    const first = found.slots[0]!;
    expect(first.startTime).toEqual(chicago(MONDAY, '08:00'));
    expect(first.instructors.map((i) => i.instructorId)).toEqual([jordan]);
    const result = await book(first.startTime);
    expect(result.errors).toBeUndefined();
    expect(result.data!['scheduleLesson'].startTime).toBe(chicago(MONDAY, '08:00').toISOString());
  });

  it('refuses outside the weekly hours, in a break and on a day off, writing nothing', async () => {
    await expectRefused(() => book(chicago(MONDAY, '17:00')), SLOT_REFUSALS.OUTSIDE_AVAILABILITY);
    await expectRefused(
      () => book(chicago(WEDNESDAY, '11:00')),
      SLOT_REFUSALS.OUTSIDE_AVAILABILITY,
    );
    await expectRefused(() => book(chicago(TUESDAY, '09:00')), SLOT_REFUSALS.OUTSIDE_AVAILABILITY);
    // The same Wednesday after the break is open.
    expect((await book(chicago(WEDNESDAY, '13:00'))).errors).toBeUndefined();
  });

  it('refuses a start too soon after the previous lesson to drive from it, and an overlap', async () => {
    // Monday 8:00–10:00 is booked in the west; the east pickup is 23 minutes away.
    await expectRefused(
      () => book(chicago(MONDAY, '10:00'), EAST),
      SLOT_REFUSALS.TRAVEL_FROM_PREVIOUS,
    );
    await expectRefused(() => book(chicago(MONDAY, '09:00'), EAST), SLOT_REFUSALS.OVERLAPS_BUSY);
    expect((await book(chicago(MONDAY, '10:30'), EAST)).errors).toBeUndefined();
  });

  it('refuses a pickup outside the instructor’s regions', async () => {
    const dallas = {
      pickupLocation: '1 Elm St, Dallas, TX',
      pickupLatitude: 32.78,
      pickupLongitude: -96.8,
    };
    await expectRefused(
      () => book(chicago(THURSDAY, '14:00'), dallas),
      SLOT_REFUSALS.OUTSIDE_REGION,
    );
  });

  it('refuses a start in the past on the start time', async () => {
    const result = await book(new Date(Date.now() - 3_600_000));
    expect(errorCode(result)).toBe('VALIDATION_ERROR');
    expect(result.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.startTime' }),
    ]);
  });

  const lessonAt = (startTime: Date, student = anna) => ({
    instructorId: jordan,
    lessonTypeId: standard,
    startTime: startTime.toISOString(),
    studentIds: [student],
    ...WEST,
  });
  const bookMany = (idempotencyKey: string, list: ReturnType<typeof lessonAt>[]) =>
    graphql(
      server,
      { query: SCHEDULE_MANY, variables: { input: { idempotencyKey, lessons: list } } },
      staff,
    );

  it('refuses a whole batch when one of its lessons is outside the hours, naming that lesson', async () => {
    const refused = await expectRefused(
      () =>
        bookMany('slot-rules-batch', [
          lessonAt(chicago(FRIDAY, '08:00')),
          lessonAt(chicago(FRIDAY, '17:00')),
        ]),
      SLOT_REFUSALS.OUTSIDE_AVAILABILITY,
    );
    expect(refused.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.lessons.1' }),
    ]);
  });

  it('names the lesson of a batch the student’s minutes no longer cover, writing nothing', async () => {
    const [ben] = (await studentsHolding(server.platform, ['Ben Ortiz'], {
      drivingMinute: 120,
    })) as [string];
    const before = (await readLedger(server.platform, ben)).version;
    const result = await bookMany('slot-rules-short', [
      lessonAt(chicago(FRIDAY, '08:00'), ben),
      lessonAt(chicago(FRIDAY, '10:00'), ben),
    ]);
    expect(errorCode(result)).toBe('NOT_ENOUGH_PRODUCT');
    expect(result.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.lessons.1' }),
    ]);
    expect((await readLedger(server.platform, ben)).version).toBe(before);
  });

  it('moves a lesson half an hour within the hours; its own old time is not in its way', async () => {
    const booked = await book(chicago(THURSDAY, '09:00'));
    const lessonId = booked.data!['scheduleLesson'].id as string;
    const moved = await move(lessonId, chicago(THURSDAY, '09:30'));
    expect(moved.errors).toBeUndefined();
    expect(moved.data!['updateLesson'].startTime).toBe(chicago(THURSDAY, '09:30').toISOString());

    const late = await move(lessonId, chicago(THURSDAY, '17:00'));
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors![0]!.message).toContain(SLOT_REFUSALS.OUTSIDE_AVAILABILITY);
    const past = await move(lessonId, new Date(Date.now() - 3_600_000));
    expect(past.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.startTime' }),
    ]);
    const [row] = await server.platform.db.db
      .select({ startTime: lessons.startTime })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    expect(row!.startTime).toEqual(chicago(THURSDAY, '09:30'));
  });

  it('the booker’s own checkout hold does not block them; someone else’s does', async () => {
    const hold = (viewer: Viewer, time: string) =>
      holdSlot(server.platform, viewer, {
        instructorId: jordan,
        lessonTypeId: standard,
        startTime: chicago(FRIDAY, time),
        pickup: { lat: WEST.pickupLatitude, lng: WEST.pickupLongitude },
      });
    await hold(staffViewer, '10:00');
    expect((await book(chicago(FRIDAY, '10:00'))).errors).toBeUndefined();
    await hold(other, '14:00');
    await expectRefused(() => book(chicago(FRIDAY, '14:00')), SLOT_REFUSALS.OVERLAPS_BUSY);
  });
});
