// Twenty bookings of one instructor's slot sent at once through the API: exactly one succeeds,
// the others hear CONFLICT, and the minutes are taken once. On PostgreSQL the instructor lock and
// the exclusion constraint decide; on PGlite the transactions run one at a time, yet the requests
// are still concurrent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import {
  balance,
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  studentsHolding,
} from './testing/lesson-fixtures.ts';

const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('concurrent bookings', () => {
  it('20 bookings of one slot: one lesson, 19 CONFLICT, minutes taken once', async () => {
    const { cookie } = await signUpAndSignIn(server, {
      email: 'luis@school.test',
      password: 'lessons-concurrency',
      name: 'Luis',
      roles: ['RegionalManager'],
    });
    const instructorId = await createInstructor(server.platform, { name: 'Jordan Reyes' });
    const types = await createLessonTypes(server.platform);
    const students = await studentsHolding(
      server.platform,
      ['Anna Park', 'Ben Ode', 'Cara Lee', 'Dev Shah'],
      { drivingMinute: 2400 },
    );
    const startTime = hoursFromNow(72).toISOString();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        graphql(
          server,
          {
            query: SCHEDULE,
            variables: {
              input: {
                idempotencyKey: `race-${index}`,
                instructorId,
                lessonTypeId: types.Standard,
                // Minutes apart, so every one overlaps the others.
                startTime: new Date(Date.parse(startTime) + (index % 5) * 60_000).toISOString(),
                studentIds: [students[index % students.length]],
                pickupLocation: '12 Oak St, Austin, TX',
                pickupLatitude: 30.27,
                pickupLongitude: -97.74,
              },
            },
          },
          cookie,
        ),
      ),
    );
    const booked = results.filter((result) => !result.errors);
    expect(booked).toHaveLength(1);
    expect(results.filter((result) => errorCode(result) === 'CONFLICT')).toHaveLength(19);
    const total = await Promise.all(
      students.map((id) => balance(server.platform, id, 'drivingMinute')),
    );
    expect(total.reduce((a, b) => a + b, 0)).toBe(4 * 2400 - 120);
    let scheduled = 0;
    for (const id of students) {
      const { state } = await readLedger(server.platform, id);
      scheduled += [...state.entries.values()].filter(
        (facts) => facts.entry.kind === 'scheduleLesson',
      ).length;
    }
    expect(scheduled).toBe(1);
  });
});
