// Behind-the-wheel progress over GraphQL: lessons booked, moved into the past, recorded and
// cancelled through the lessons API count only when attended (actual minutes; a shared lesson's
// driving and observation per student), never cancelled, no-show or future ones; who may read a
// student's progress; issuing the state's certificate once the requirement is met.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { addLesson } from '../driving-skills/testing/lesson-fixtures.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  studentsHolding,
} from '../lessons/testing/lesson-fixtures.ts';
import { stateConfigs } from '../state-configs/state-configs.tables.ts';
import { studentGuardians, students } from '../students/students.tables.ts';

const PROGRESS = `query P($id: ID!) { behindTheWheelProgress(studentId: $id) {
  progress { status text remainingMinutes isMet countedLessons rule { stateName ageCondition }
    parts { part doneMinutes requiredMinutes } }
  certificateType { id label } certificate { certNumber } } }`;
const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`;
const UPDATE = `mutation U($input: UpdateLessonInput!) { updateLesson(input: $input) { id } }`;
const CANCEL = `mutation C($input: CancelLessonInput!) { cancelLesson(input: $input) { id } }`;
const ISSUE = `mutation I($id: ID!) { issueBehindTheWheelCertificate(studentId: $id) {
  replayed certificate { certNumber certTypeLabel } } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let anna: string;
let ben: string;
let standardTypeId: string;
let key = 0;
const nextKey = () => `btw-${++key}`;

const call = (query: string, variables: Record<string, unknown>, who: string) =>
  graphql(server, { query, variables }, cookies[who]);

beforeAll(async () => {
  server = await startTestServer();
  const account = async (name: string, roles: StaffRole[]) => {
    const signed = await signUpAndSignIn(server, {
      email: `${name}@btw.test`,
      password: 'btw-test-password',
      name,
      roles,
    });
    cookies[name] = signed.cookie;
    return signed.userId;
  };
  await account('admin', ['Admin']);
  await account('manager', ['RegionalManager']);
  await account('classroom', ['ClassroomManager']);
  await account('newhire', ['Instructor']);
  const parent = await account('parent', []);
  const priya = await account('priya', ['Instructor']);
  const jordan = await createInstructor(server.platform, { name: 'Jordan Reyes', userId: priya });
  const types = await createLessonTypes(server.platform);
  standardTypeId = types.Standard;
  [anna, ben] = (await studentsHolding(server.platform, ['Anna Park', 'Ben Ode'], {
    drivingMinute: 1200,
    observationMinute: 600,
  })) as [string, string];
  const db = server.platform.db.db;
  await db
    .update(students)
    .set({ usStateId: 'TX', dob: '2010-03-01' })
    .where(inArray(students.id, [anna, ben]));
  await db.insert(studentGuardians).values({ userId: parent, studentId: anna });

  // Each lesson is booked ahead through the API, then put in the past to record what happened.
  let hour = 100;
  const lesson = async (
    studentIds: string[],
    type: 'Standard' | 'Shared',
    happened: { attendance?: 'Attended' | 'NoShow'; actual?: number; cancel?: boolean } = {},
    past = true,
  ) => {
    hour += 10;
    const booked = await call(
      SCHEDULE,
      {
        input: {
          idempotencyKey: nextKey(),
          instructorId: jordan,
          lessonTypeId: types[type],
          startTime: hoursFromNow(hour).toISOString(),
          studentIds,
          pickupLocation: '12 Oak St, Austin, TX',
          pickupLatitude: 30.27,
          pickupLongitude: -97.74,
        },
      },
      'manager',
    );
    expect(booked.errors).toBeUndefined();
    const id = booked.data!['scheduleLesson'].id as string;
    if (happened.cancel) {
      const cancelled = await call(
        CANCEL,
        {
          input: {
            idempotencyKey: nextKey(),
            lessonId: id,
            initiatedBy: 'Instructor',
            reason: 'OTHER',
          },
        },
        'manager',
      );
      expect(cancelled.errors).toBeUndefined();
    }
    if (!past) return id;
    await db
      .update(lessons)
      .set({ startTime: hoursFromNow(-hour), endTime: hoursFromNow(-hour + 2) })
      .where(eq(lessons.id, id));
    if (happened.cancel) {
      // Even marked attended, a cancelled lesson never counts.
      await db
        .update(lessonStudents)
        .set({ attendance: 'Attended' })
        .where(eq(lessonStudents.lessonId, id));
      return id;
    }
    const recorded = await call(
      UPDATE,
      {
        input: {
          idempotencyKey: nextKey(),
          lessonId: id,
          ...(happened.actual ? { actualDurationMinutes: happened.actual } : {}),
          attendance: studentIds.map((studentId) => ({
            studentId,
            attendance: happened.attendance ?? 'Attended',
          })),
        },
      },
      'priya',
    );
    expect(recorded.errors).toBeUndefined();
    return id;
  };
  await lesson([anna], 'Standard', { actual: 100 });
  await lesson([anna, ben], 'Shared');
  await lesson([anna], 'Standard', { attendance: 'NoShow' });
  await lesson([anna], 'Standard', { cancel: true });
  await lesson([anna], 'Standard', {}, false);
});

afterAll(async () => {
  await server?.stop();
});

describe('progress from attended lessons', () => {
  it('counts actual minutes and each student’s share of a shared lesson, nothing else', async () => {
    const response = await call(PROGRESS, { id: anna }, 'classroom');
    expect(response.errors).toBeUndefined();
    expect(response.data!['behindTheWheelProgress']).toEqual({
      progress: {
        status: 'InProgress',
        text: '2 h 40 min of 7 h driving, 1 h 0 min of 7 h observation — Texas',
        remainingMinutes: 420 - 160 + 420 - 60,
        isMet: false,
        countedLessons: 2,
        rule: { stateName: 'Texas', ageCondition: 'under 18' },
        parts: [
          { part: 'driving', doneMinutes: 160, requiredMinutes: 420 },
          { part: 'observation', doneMinutes: 60, requiredMinutes: 420 },
        ],
      },
      certificateType: null,
      certificate: null,
    });
    const partner = await call(PROGRESS, { id: ben }, 'classroom');
    expect(partner.data!['behindTheWheelProgress'].progress.parts).toEqual([
      { part: 'driving', doneMinutes: 60, requiredMinutes: 420 },
      { part: 'observation', doneMinutes: 60, requiredMinutes: 420 },
    ]);
  });

  it('a parent reads their teen’s, the instructor their own students’; others are refused', async () => {
    expect((await call(PROGRESS, { id: anna }, 'parent')).errors).toBeUndefined();
    expect(errorCode(await call(PROGRESS, { id: ben }, 'parent'))).toBe('FORBIDDEN');
    expect((await call(PROGRESS, { id: ben }, 'priya')).errors).toBeUndefined();
    expect(errorCode(await call(PROGRESS, { id: ben }, 'newhire'))).toBe('FORBIDDEN');
  });
});

describe('the behind-the-wheel certificate', () => {
  let carla: string;

  beforeAll(async () => {
    const db = server.platform.db.db;
    // A Colorado teen under 16½ with three attended two-hour lessons: 6 hours, met.
    [carla] = (await createStudents(db, ['Carla Diaz'])) as [string];
    await db
      .update(students)
      .set({ usStateId: 'CO', dob: '2010-09-01' })
      .where(eq(students.id, carla));
    const instructorId = await createInstructor(server.platform, { name: 'Sam Carter' });
    for (const day of [3, 2, 1]) {
      const id = await addLesson(db, {
        instructorId,
        lessonTypeId: standardTypeId,
        start: new Date(Date.UTC(2026, 0, day, 16)),
        studentIds: [carla],
      });
      await db
        .update(lessonStudents)
        .set({ drivingMinutes: 120, attendance: 'Attended' })
        .where(eq(lessonStudents.lessonId, id));
    }
  });

  it('is issued once the requirement is met and the state names its type, once per student', async () => {
    expect(errorCode(await call(ISSUE, { id: carla }, 'classroom'))).toBe('BAD_REQUEST');
    const type = await call(
      `mutation T($input: CertificateTypeInput!) { createCertificateType(input: $input) { id } }`,
      {
        input: {
          label: 'Behind the wheel',
          prefix: 'CO-BTW-',
          valMin: 1,
          valMax: 999,
          usStateId: 'CO',
        },
      },
      'admin',
    );
    const texasType = await call(
      `mutation T($input: CertificateTypeInput!) { createCertificateType(input: $input) { id } }`,
      {
        input: {
          label: 'Behind the wheel',
          prefix: 'TX-BTW-',
          valMin: 1,
          valMax: 999,
          usStateId: 'TX',
        },
      },
      'admin',
    );
    const configure = (certTypeId: string) =>
      call(
        `mutation C($input: CreateStateConfigInput!) { createStateConfig(input: $input) { behindTheWheelCertificateTypeId } }`,
        {
          input: { state: 'CO', longName: 'Colorado', behindTheWheelCertificateTypeId: certTypeId },
        },
        'admin',
      );
    const wrongState = await configure(texasType.data!['createCertificateType'].id);
    expect(errorCode(wrongState)).toBe('VALIDATION_ERROR');
    expect(wrongState.errors![0]!.extensions!['fields']).toEqual([
      {
        path: 'input.behindTheWheelCertificateTypeId',
        message: 'is a certificate type of TX, not of CO',
      },
    ]);
    const typeId = type.data!['createCertificateType'].id as string;
    expect((await configure(typeId)).errors).toBeUndefined();

    const before = await call(PROGRESS, { id: carla }, 'classroom');
    expect(before.data!['behindTheWheelProgress']).toMatchObject({
      progress: { status: 'Met', isMet: true, text: '6 h 0 min of 6 h driving — Colorado' },
      certificateType: { id: typeId, label: 'Behind the wheel' },
      certificate: null,
    });
    expect(errorCode(await call(ISSUE, { id: carla }, 'manager'))).toBe('FORBIDDEN');
    const issued = await call(ISSUE, { id: carla }, 'classroom');
    expect(issued.data!['issueBehindTheWheelCertificate']).toEqual({
      replayed: false,
      certificate: { certNumber: 'CO-BTW-001', certTypeLabel: 'Behind the wheel' },
    });
    const again = await call(ISSUE, { id: carla }, 'classroom');
    expect(again.data!['issueBehindTheWheelCertificate']).toMatchObject({
      replayed: true,
      certificate: { certNumber: 'CO-BTW-001' },
    });
    expect((await call(PROGRESS, { id: carla }, 'parent')).errors?.[0]?.extensions?.['code']).toBe(
      'FORBIDDEN',
    );
    expect(
      (await call(PROGRESS, { id: carla }, 'classroom')).data!['behindTheWheelProgress']
        .certificate,
    ).toEqual({ certNumber: 'CO-BTW-001' });
  });

  it('is refused while the requirement is not met, and for an unknown student', async () => {
    const notMet = await call(ISSUE, { id: anna }, 'classroom');
    expect(errorCode(notMet)).toBe('BAD_REQUEST');
    expect(notMet.errors![0]!.message).toBe(
      "Anna Park has not met Texas's behind-the-wheel requirement yet: 10 h 20 min to go.",
    );
    const unknown = await call(ISSUE, { id: 'not-an-id' }, 'classroom');
    expect(unknown.errors![0]!.extensions!['fields']).toEqual([
      { path: 'studentId', message: 'is not a student id' },
    ]);
    const db = server.platform.db.db;
    expect(await db.select().from(stateConfigs)).toHaveLength(1);
  });
});
