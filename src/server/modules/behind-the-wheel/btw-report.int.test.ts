// The behind-the-wheel report over GraphQL: students by the region their home lies in, with
// their progress (not those whose age the rule does not cover); "within N hours of completing" keeps those not yet done who miss at most N
// hours; bad input names its field; only staff who read students may run it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { addInstructor, addLesson, addStudent } from '../driving-skills/testing/lesson-fixtures.ts';
import { lessonStudents } from '../lessons/lessons.tables.ts';
import { createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import { squareRegionRow } from '../regions/testing/region-rows.ts';

const REPORT = `query R($regionId: ID, $withinHours: Float) {
  behindTheWheelReport(regionId: $regionId, withinHours: $withinHours) {
    totalCount rows { regionName progress { studentName status remainingMinutes } } } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let austin: string;

const report = (variables: Record<string, unknown>, who = 'trainee') =>
  graphql(server, { query: REPORT, variables }, cookies[who]);

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, roles] of [
    ['trainee', ['Trainee']],
    ['instructor', ['Instructor']],
  ] as [string, StaffRole[]][]) {
    cookies[name] = (
      await signUpAndSignIn(server, {
        email: `${name}@btw-report.test`,
        password: 'btw-report-password',
        name,
        roles,
      })
    ).cookie;
  }
  const db = server.platform.db.db;
  const [texas] = await db
    .insert(superRegions)
    .values({ name: 'Texas', state: 'TX' })
    .returning({ id: superRegions.id });
  const [row] = await db
    .insert(regions)
    .values(squareRegionRow('Austin', texas!.id, { longitude: -97.8, latitude: 30.2 }))
    .returning({ id: regions.id });
  austin = row!.id;
  await db
    .insert(regions)
    .values(squareRegionRow('Dallas', texas!.id, { longitude: -96.9, latitude: 32.7 }));
  const instructorId = await addInstructor(db, { name: 'Jordan Reyes' });
  const { Standard } = await createLessonTypes(server.platform);
  const teen = { usStateId: 'TX', dob: '2010-03-01', latitude: 30.25, longitude: -97.75 };
  let day = 1;
  const withDriving = async (name: string, minutes: number, over: object = {}) => {
    const studentId = await addStudent(db, { name, ...teen, ...over });
    for (let left = minutes; left > 0; left -= 120) {
      const id = await addLesson(db, {
        instructorId,
        lessonTypeId: Standard,
        start: new Date(Date.UTC(2026, 5, day++, 15)),
        studentIds: [studentId],
      });
      await db
        .update(lessonStudents)
        .set({
          attendance: 'Attended',
          drivingMinutes: Math.min(120, left),
          observationMinutes: 420,
        })
        .where(eq(lessonStudents.lessonId, id));
    }
  };
  await withDriving('Ana Close', 360); // 1 h missing
  await withDriving('Bo Far', 120); // 5 h missing
  await withDriving('Cy Done', 480); // met
  await withDriving('Di Dallas', 360, { latitude: 32.75, longitude: -96.85 }); // 1 h, Dallas
  await withDriving('Ed Nowhere', 360, { latitude: 40, longitude: -100 }); // 1 h, no region
  await addStudent(db, { name: 'Flo California', usStateId: 'CA', dob: '2010-03-01' });
  // A Texas adult who never took a lesson under the rule: nothing to report.
  await addStudent(db, { ...teen, name: 'Gus Grown', dob: '1990-05-05' });
});

afterAll(async () => {
  await server?.stop();
});

describe('the behind-the-wheel report', () => {
  it('lists students with a requirement by region, then those outside every region (not adults)', async () => {
    const response = await report({});
    expect(response.errors).toBeUndefined();
    const rows = response.data!['behindTheWheelReport'].rows as {
      regionName: string | null;
      progress: { studentName: string; status: string; remainingMinutes: number };
    }[];
    expect(rows.map((r) => [r.regionName, r.progress.studentName, r.progress.status])).toEqual([
      ['Austin', 'Ana Close', 'InProgress'],
      ['Austin', 'Bo Far', 'InProgress'],
      ['Austin', 'Cy Done', 'Met'],
      ['Dallas', 'Di Dallas', 'InProgress'],
      [null, 'Ed Nowhere', 'InProgress'],
    ]);
  });

  it('keeps those within N hours of completing, in one region', async () => {
    const within = await report({ withinHours: 1 });
    expect(
      within.data!['behindTheWheelReport'].rows.map(
        (r: { progress: { studentName: string } }) => r.progress.studentName,
      ),
    ).toEqual(['Ana Close', 'Di Dallas', 'Ed Nowhere']);
    const inAustin = await report({ withinHours: 5, regionId: austin });
    expect(inAustin.data!['behindTheWheelReport']).toEqual({
      totalCount: 2,
      rows: [
        {
          regionName: 'Austin',
          progress: { studentName: 'Ana Close', status: 'InProgress', remainingMinutes: 60 },
        },
        {
          regionName: 'Austin',
          progress: { studentName: 'Bo Far', status: 'InProgress', remainingMinutes: 300 },
        },
      ],
    });
  });

  it('names the field of bad input, and is for staff who read students', async () => {
    const negative = await report({ withinHours: -1 });
    expect(errorCode(negative)).toBe('VALIDATION_ERROR');
    expect(negative.errors![0]!.extensions!['fields']).toEqual([
      { path: 'withinHours', message: 'must be 0 or more' },
    ]);
    const unknown = await report({ regionId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors![0]!.extensions!['fields']).toEqual([
      { path: 'regionId', message: 'is not a region' },
    ]);
    expect(errorCode(await report({}, 'instructor'))).toBe('FORBIDDEN');
  });
});
