// Lessons through GraphQL: each mutation moves exactly the right minutes (read back from the
// ledger), refusals write nothing, the cancellation policy, the cancel log, moving a lesson (the
// move policy, its emails, the old time freed) and who may do what.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { students } from '../students/students.tables.ts';
import { lessonCancellations, lessons, lessonStudents } from './lessons.tables.ts';
import { notifyLessonCancelled } from './lessons.jobs.ts';
import {
  balance,
  createInstructor,
  createLessonTypes,
  createMeetingPoint,
  hoursFromNow,
  setLatePolicy,
  studentsHolding,
} from './testing/lesson-fixtures.ts';

const LESSON = `id status durationMinutes startTime cancelledAt lessonType { name }
  instructor { id name } pickup { meetingPointId location latitude }
  students { studentId name drivingMinutes observationMinutes attendance removedAt }
  cancellations { initiatedBy reason minutesForfeited feeCents }`;
const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { ${LESSON} } }`;
const UPDATE = `mutation U($input: UpdateLessonInput!) { updateLesson(input: $input) { ${LESSON} actualDurationMinutes comments } }`;
const CANCEL = `mutation C($input: CancelLessonInput!) { cancelLesson(input: $input) { ${LESSON} } }`;
const REMOVE = `mutation R($input: RemoveStudentFromLessonInput!) { removeStudentFromLesson(input: $input) { ${LESSON} } }`;
const LESSON_BY_ID = `query O($id: ID!) { lesson(id: $id) { actualDurationMinutes actualDurationNote
  comments students { attendance } } }`;
const LIST = `query L($studentId: ID!) { lessons(studentId: $studentId) { totalCount edges { node { id status } } } }`;
const LOG = `query G($from: DateTime!, $to: DateTime!, $initiatedBy: CancellationInitiator) {
  cancellationLogs(from: $from, to: $to, initiatedBy: $initiatedBy) { totalCount edges { node {
    lessonId initiatedBy user changedBy instructor lessonStartTime minutesForfeited feeCents note } } } }`;

const PASSWORD = 'lessons-test-password';
let server: TestServer;
let staff: string;
let instructorCookie: string;
let trainee: string;
let jordan: string;
let sam: string;
let types: Awaited<ReturnType<typeof createLessonTypes>>;
let key = 0;
const nextKey = () => `key-${++key}`;

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: Parameters<typeof signUpAndSignIn>[1]['roles']) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  staff = (await account('luis@school.test', ['RegionalManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
  const priya = await account('priya@school.test', ['Instructor']);
  instructorCookie = priya.cookie;
  jordan = await createInstructor(server.platform, {
    name: 'Jordan Reyes',
    userId: priya.userId,
    email: 'jordan@school.test',
  });
  sam = await createInstructor(server.platform, { name: 'Sam Carter' });
  types = await createLessonTypes(server.platform);
  await setLatePolicy(server.platform, 'TX', 24, 3500);
});

afterAll(async () => {
  await server?.stop();
});

const home = {
  pickupLocation: '12 Oak St, Austin, TX',
  pickupLatitude: 30.27,
  pickupLongitude: -97.74,
};
const book = (input: Record<string, unknown>, cookie = staff) =>
  graphql(
    server,
    { query: SCHEDULE, variables: { input: { idempotencyKey: nextKey(), ...home, ...input } } },
    cookie,
  );

describe('scheduling', () => {
  it('takes the lesson’s minutes; the same key answers the same lesson and takes nothing again', async () => {
    const [anna] = await studentsHolding(server.platform, ['Anna Park'], { drivingMinute: 300 });
    const input = {
      idempotencyKey: 'book-anna',
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(100).toISOString(),
      studentIds: [anna],
      ...home,
    };
    const first = await graphql(server, { query: SCHEDULE, variables: { input } }, staff);
    expect(first.errors).toBeUndefined();
    const lesson = first.data!['scheduleLesson'];
    expect(lesson).toMatchObject({ status: 'Scheduled', durationMinutes: 120 });
    expect(lesson.students).toEqual([
      expect.objectContaining({ studentId: anna, drivingMinutes: 120, observationMinutes: 0 }),
    ]);
    expect(await balance(server.platform, anna!, 'drivingMinute')).toBe(180);

    const again = await graphql(server, { query: SCHEDULE, variables: { input } }, staff);
    expect(again.data!['scheduleLesson'].id).toBe(lesson.id);
    expect(await balance(server.platform, anna!, 'drivingMinute')).toBe(180);
    const entries = [...(await readLedger(server.platform, anna!)).state.entries.values()];
    expect(entries.filter((e) => e.entry.kind === 'scheduleLesson')).toHaveLength(1);

    const list = await graphql(server, { query: LIST, variables: { studentId: anna } }, trainee);
    expect(list.data!['lessons'].totalCount).toBe(1);
  });

  it('a home pickup sent by ZIP starts at the address’s stored position, else the ZIP centre', async () => {
    const [placed, unplaced] = await studentsHolding(server.platform, ['Pia Home', 'Ned Home'], {
      drivingMinute: 300,
    });
    const pin = { latitude: 30.2672, longitude: -97.7431 };
    await server.platform.db.db
      .update(students)
      .set({ zipcode: '78701', ...pin })
      .where(eq(students.id, placed!));
    await server.platform.db.db
      .update(students)
      .set({ zipcode: '78701' })
      .where(eq(students.id, unplaced!));
    const atHome = (studentId: string, hours: number) =>
      book({
        instructorId: sam,
        lessonTypeId: types.Standard,
        startTime: hoursFromNow(hours).toISOString(),
        studentIds: [studentId],
        pickupLocation: '1 Congress Ave, Austin, 78701',
        pickupLatitude: null,
        pickupLongitude: null,
        pickupZip: '78701',
      });
    const stored = await atHome(placed!, 1500);
    expect(stored.errors).toBeUndefined();
    expect(stored.data!['scheduleLesson'].pickup.latitude).toBe(pin.latitude);
    const centre = await atHome(unplaced!, 1510);
    expect(centre.errors).toBeUndefined();
    expect(centre.data!['scheduleLesson'].pickup.latitude).toBe(
      coordinatesOfZip('78701')!.latitude,
    );
  });

  it('refuses a key already used for another action with CONFLICT, writing nothing', async () => {
    // The fixture's purchase used `fixture-0` on this student's ledger.
    const [dana] = await studentsHolding(server.platform, ['Dana Reuse'], { drivingMinute: 300 });
    const before = await readLedger(server.platform, dana!);
    const result = await book({
      idempotencyKey: 'fixture-0',
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(150).toISOString(),
      studentIds: [dana],
    });
    expect(errorCode(result)).toBe('CONFLICT');
    expect((await readLedger(server.platform, dana!)).version).toBe(before.version);
  });

  it('refuses a student without the minutes and writes nothing', async () => {
    const [ben] = await studentsHolding(server.platform, ['Ben Ode'], { drivingMinute: 60 });
    const before = await readLedger(server.platform, ben!);
    const result = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(200).toISOString(),
      studentIds: [ben],
    });
    expect(errorCode(result)).toBe('NOT_ENOUGH_PRODUCT');
    expect((await readLedger(server.platform, ben!)).version).toBe(before.version);
    const places = await server.platform.db.db
      .select()
      .from(lessonStudents)
      .where(eq(lessonStudents.studentId, ben!));
    expect(places).toHaveLength(0);
  });

  it('refuses a restricted meeting point and an inactive instructor, naming the field', async () => {
    const [cara] = await studentsHolding(server.platform, ['Cara Lee'], { drivingMinute: 600 });
    const point = await createMeetingPoint(server.platform, ['Standard']);
    const restricted = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(300).toISOString(),
      studentIds: [cara],
      meetingPointId: point,
    });
    expect(errorCode(restricted)).toBe('VALIDATION_ERROR');
    expect(restricted.errors![0]!.extensions!.fields![0]!.path).toBe('input.meetingPointId');

    const retired = await createInstructor(server.platform, {
      name: 'Old Timer',
      status: 'Retired',
    });
    const inactive = await book({
      instructorId: retired,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(300).toISOString(),
      studentIds: [cara],
    });
    expect(errorCode(inactive)).toBe('VALIDATION_ERROR');
    expect(inactive.errors![0]!.extensions!.fields![0]!.path).toBe('input.instructorId');
    expect(await balance(server.platform, cara!, 'drivingMinute')).toBe(600);

    const overlapFirst = await book({
      instructorId: sam,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(400).toISOString(),
      studentIds: [cara],
    });
    expect(overlapFirst.errors).toBeUndefined();
    const overlap = await book({
      instructorId: sam,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(401).toISOString(),
      studentIds: [cara],
    });
    expect(errorCode(overlap)).toBe('CONFLICT');
    expect(await balance(server.platform, cara!, 'drivingMinute')).toBe(480);
  });

  it('a shared lesson: each drives half and observes half; removing one gives theirs back', async () => {
    const [dev, eli] = await studentsHolding(server.platform, ['Dev Shah', 'Eli Moss'], {
      drivingMinute: 200,
      observationMinute: 200,
    });
    const shared = await book({
      instructorId: jordan,
      lessonTypeId: types.Shared,
      startTime: hoursFromNow(500).toISOString(),
      studentIds: [dev, eli],
    });
    expect(shared.errors).toBeUndefined();
    for (const id of [dev!, eli!]) {
      expect(await balance(server.platform, id, 'drivingMinute')).toBe(140);
      expect(await balance(server.platform, id, 'observationMinute')).toBe(140);
    }
    const lessonId = shared.data!['scheduleLesson'].id;
    const removed = await graphql(
      server,
      {
        query: REMOVE,
        variables: { input: { idempotencyKey: nextKey(), lessonId, studentId: eli } },
      },
      staff,
    );
    expect(removed.errors).toBeUndefined();
    expect(await balance(server.platform, eli!, 'drivingMinute')).toBe(200);
    expect(await balance(server.platform, eli!, 'observationMinute')).toBe(200);
    expect(await balance(server.platform, dev!, 'drivingMinute')).toBe(140);
    const last = await graphql(
      server,
      {
        query: REMOVE,
        variables: { input: { idempotencyKey: nextKey(), lessonId, studentId: dev } },
      },
      staff,
    );
    expect(errorCode(last)).toBe('BAD_REQUEST');
  });

  it('a student on a shared lesson sees their own place, never the other student’s', async () => {
    const [kim, lee] = await studentsHolding(server.platform, ['Kim Park', 'Lee Hart'], {
      drivingMinute: 200,
      observationMinute: 200,
    });
    const shared = await book({
      instructorId: jordan,
      lessonTypeId: types.Shared,
      startTime: hoursFromNow(530).toISOString(),
      studentIds: [kim, lee],
    });
    expect(shared.errors).toBeUndefined();
    const lessonId = shared.data!['scheduleLesson'].id as string;
    const kimAccount = await signUpAndSignIn(server, {
      email: 'kim@family.test',
      password: PASSWORD,
      name: 'Kim Park',
      roles: [],
    });
    await server.platform.db.db
      .update(students)
      .set({ userId: kimAccount.userId })
      .where(eq(students.id, kim!));

    const PLACES = `query P($id: ID!, $studentId: ID!) {
      lesson(id: $id) { students { studentId name } }
      lessons(studentId: $studentId) { edges { node { id students { studentId name } } } }
    }`;
    const seen = await graphql(
      server,
      { query: PLACES, variables: { id: lessonId, studentId: kim } },
      kimAccount.cookie,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!['lesson'].students).toEqual([{ studentId: kim, name: 'Kim Park' }]);
    const listed = (
      seen.data!['lessons'].edges as { node: { id: string; students: unknown[] } }[]
    ).find((edge) => edge.node.id === lessonId);
    expect(listed?.node.students).toEqual([{ studentId: kim, name: 'Kim Park' }]);

    const byStaff = await graphql(
      server,
      { query: PLACES, variables: { id: lessonId, studentId: kim } },
      staff,
    );
    expect(byStaff.data!['lesson'].students).toHaveLength(2);
  });

  it('a longer lesson takes the difference, a shorter one gives it back', async () => {
    const [fay] = await studentsHolding(server.platform, ['Fay Ng'], { drivingMinute: 300 });
    const booked = await book({
      instructorId: sam,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(600).toISOString(),
      studentIds: [fay],
    });
    const lessonId = booked.data!['scheduleLesson'].id;
    const update = (durationMinutes: number) =>
      graphql(
        server,
        {
          query: UPDATE,
          variables: { input: { idempotencyKey: nextKey(), lessonId, durationMinutes } },
        },
        staff,
      );
    expect((await update(150)).errors).toBeUndefined();
    expect(await balance(server.platform, fay!, 'drivingMinute')).toBe(150);
    expect((await update(90)).data!['updateLesson'].students[0].drivingMinutes).toBe(90);
    expect(await balance(server.platform, fay!, 'drivingMinute')).toBe(210);
    expect(errorCode(await update(400))).toBe('NOT_ENOUGH_PRODUCT');
    expect(await balance(server.platform, fay!, 'drivingMinute')).toBe(210);
  });
});

describe('cancelling', () => {
  it('a late student cancellation forfeits and charges the fee; an instructor’s returns; both logged', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const [gus, hana] = await studentsHolding(server.platform, ['Gus Hill', 'Hana Ito'], {
      drivingMinute: 240,
    });
    const lateLesson = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(20).toISOString(),
      studentIds: [gus],
    });
    const earlyLesson = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(22.5).toISOString(),
      studentIds: [hana],
    });
    const cancel = (lessonId: string, initiatedBy: string, note: string) =>
      graphql(
        server,
        {
          query: CANCEL,
          variables: {
            input: { idempotencyKey: nextKey(), lessonId, reason: 'OTHER', initiatedBy, note },
          },
        },
        staff,
      );
    const late = await cancel(lateLesson.data!['scheduleLesson'].id, 'Student', 'Called at 6 pm');
    expect(late.errors).toBeUndefined();
    expect(late.data!['cancelLesson']).toMatchObject({
      status: 'Cancelled',
      cancellations: [{ initiatedBy: 'Student', minutesForfeited: true, feeCents: 3500 }],
    });
    expect(await balance(server.platform, gus!, 'drivingMinute')).toBe(120);
    const gusLedger = await readLedger(server.platform, gus!);
    const kinds = [...gusLedger.state.entries.values()].map((facts) => facts.entry.kind);
    expect(kinds).toEqual(['purchase', 'scheduleLesson', 'cancelLesson', 'charge']);
    expect(gusLedger.state.fundsCents).toBe(1000 + 3500);

    const byInstructor = await cancel(earlyLesson.data!['scheduleLesson'].id, 'Instructor', 'Sick');
    expect(byInstructor.data!['cancelLesson'].cancellations[0].minutesForfeited).toBe(false);
    expect(await balance(server.platform, hana!, 'drivingMinute')).toBe(240);

    const again = await cancel(earlyLesson.data!['scheduleLesson'].id, 'Instructor', 'twice');
    expect(errorCode(again)).toBe('CONFLICT');

    const log = await graphql(
      server,
      { query: LOG, variables: { from, to: new Date(Date.now() + 60_000).toISOString() } },
      trainee,
    );
    expect(log.errors).toBeUndefined();
    const rows = log.data!['cancellationLogs'].edges.map((e: { node: unknown }) => e.node);
    expect(rows).toEqual([
      expect.objectContaining({
        initiatedBy: 'Instructor',
        user: 'Hana Ito',
        instructor: 'Jordan Reyes',
        changedBy: 'luis',
        minutesForfeited: false,
      }),
      expect.objectContaining({
        initiatedBy: 'Student',
        user: 'Gus Hill',
        feeCents: 3500,
        note: 'Called at 6 pm',
      }),
    ]);
    const onlyStudents = await graphql(
      server,
      {
        query: LOG,
        variables: {
          from,
          to: new Date(Date.now() + 60_000).toISOString(),
          initiatedBy: 'Student',
        },
      },
      trainee,
    );
    expect(onlyStudents.data!['cancellationLogs'].totalCount).toBe(1);

    // The freed time can be booked again.
    const rebook = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(22.5).toISOString(),
      studentIds: [hana],
    });
    expect(rebook.errors).toBeUndefined();
  });

  it('emails the student and the instructor once per cancellation', async () => {
    const [ivy] = await studentsHolding(server.platform, ['Ivy Park'], { drivingMinute: 120 });
    await server.platform.db.db.execute(
      `update students set email = 'ivy@example.test' where id = '${ivy}'` as never,
    );
    const booked = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(900).toISOString(),
      studentIds: [ivy],
    });
    await graphql(
      server,
      {
        query: CANCEL,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            lessonId: booked.data!['scheduleLesson'].id,
            reason: 'OTHER',
            initiatedBy: 'RoadReady',
          },
        },
      },
      staff,
    );
    const [row] = await server.platform.db.db
      .select()
      .from(lessonCancellations)
      .where(eq(lessonCancellations.studentId, ivy!));
    // The queued job may already have run; either way the rows are sent exactly once.
    await notifyLessonCancelled(server.platform, [row!.id]);
    expect(await notifyLessonCancelled(server.platform, [row!.id])).toBe(0);
    const mail = await server.platform.db.db.select().from(outboxMessages);
    // The booking's own confirmations (docs/messages.md) are not the cancellation's.
    const about = mail.filter(
      (m) => m.text.includes('Ivy Park') && m.subject.startsWith('Lesson cancelled'),
    );
    expect(about.map((m) => m.to).sort()).toEqual(['ivy@example.test', 'jordan@school.test']);
    // The instructor reads who asked and why in words, not the codes RoadReady and OTHER.
    const instructorMail = about.find((m) => m.to === 'jordan@school.test')!;
    expect(instructorMail.text).toContain('(asked by the school, reason: other)');
  });
});

describe('moving', () => {
  const move = (input: Record<string, unknown>, cookie = staff) =>
    graphql(
      server,
      { query: UPDATE, variables: { input: { idempotencyKey: nextKey(), ...input } } },
      cookie,
    );
  const kindsOf = async (studentId: string) =>
    [...(await readLedger(server.platform, studentId)).state.entries.values()].map(
      (facts) => facts.entry.kind,
    );
  // The move's messages, not the booking confirmations queued before them (docs/messages.md).
  const mailAbout = async (text: string) =>
    (await server.platform.db.db.select().from(outboxMessages)).filter(
      (m) => m.text.includes(text) && m.subject.startsWith('Lesson moved'),
    );

  it('moves a lesson to another time and instructor: minutes kept, old time free, emails queued, audited', async () => {
    const [kit] = await studentsHolding(server.platform, ['Kit Moss'], { drivingMinute: 240 });
    await server.platform.db.db
      .update(students)
      .set({ email: 'kit@example.test' })
      .where(eq(students.id, kit!));
    const oldStart = hoursFromNow(1200);
    const booked = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: oldStart.toISOString(),
      studentIds: [kit],
    });
    const lessonId = booked.data!['scheduleLesson'].id;
    const newStart = hoursFromNow(1204);
    const moved = await move({
      lessonId,
      startTime: newStart.toISOString(),
      instructorId: sam,
      requestedBy: 'School',
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!['updateLesson']).toMatchObject({
      startTime: newStart.toISOString(),
      instructor: { name: 'Sam Carter' },
      students: [{ name: 'Kit Moss', drivingMinutes: 120 }],
    });
    // A pure move: the ledger has nothing new.
    expect(await balance(server.platform, kit!, 'drivingMinute')).toBe(120);
    expect(await kindsOf(kit!)).toEqual(['purchase', 'scheduleLesson']);
    // Kit, and Jordan who no longer has it (Sam has no email).
    const mail = await mailAbout('Kit Moss');
    expect(mail.map((m) => m.to).sort()).toEqual(['jordan@school.test', 'kit@example.test']);
    expect(mail.find((m) => m.to === 'kit@example.test')!.subject).toMatch(/^Lesson moved/);
    expect(mail.find((m) => m.to === 'jordan@school.test')!.text).toContain(
      'no longer on your schedule',
    );
    const audit = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.collectionPath, `LessonSlotsV2/${lessonId}`),
          eq(auditLogs.action, 'Update'),
        ),
      );
    expect(audit.flatMap((row) => row.changes.map((change) => change.path))).toEqual(
      expect.arrayContaining(['startTime', 'instructorId']),
    );
    // Jordan's old time is free again: another student books it.
    const [lou] = await studentsHolding(server.platform, ['Lou Park'], { drivingMinute: 120 });
    const rebook = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: oldStart.toISOString(),
      studentIds: [lou],
    });
    expect(rebook.errors).toBeUndefined();
  });

  it('refuses a move onto another lesson with CONFLICT on the start time, changing nothing', async () => {
    const [max, nia] = await studentsHolding(server.platform, ['Max Orr', 'Nia Diaz'], {
      drivingMinute: 120,
    });
    await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(1300).toISOString(),
      studentIds: [max],
    });
    const start = hoursFromNow(1310);
    const other = await book({
      instructorId: jordan,
      lessonTypeId: types.Standard,
      startTime: start.toISOString(),
      studentIds: [nia],
    });
    const lessonId = other.data!['scheduleLesson'].id;
    const refused = await move({ lessonId, startTime: hoursFromNow(1301).toISOString() });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.startTime' }),
    ]);
    const unchanged = await graphql(
      server,
      { query: `query Q($id: ID!) { lesson(id: $id) { startTime } }`, variables: { id: lessonId } },
      staff,
    );
    expect(unchanged.data!['lesson'].startTime).toBe(start.toISOString());
    expect(await balance(server.platform, nia!, 'drivingMinute')).toBe(0);
    expect(await mailAbout('Nia Diaz')).toEqual([]);
  });

  it('a student asking inside the late window forfeits the old minutes and pays the fee, unless waived', async () => {
    const [ora, pat] = await studentsHolding(server.platform, ['Ora Sims', 'Pat Ward'], {
      drivingMinute: 360,
    });
    await server.platform.db.db
      .update(students)
      .set({ email: 'ora@example.test' })
      .where(eq(students.id, ora!));
    const late = await book({
      instructorId: sam,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(5).toISOString(),
      studentIds: [ora],
    });
    const moved = await move({
      lessonId: late.data!['scheduleLesson'].id,
      startTime: hoursFromNow(8).toISOString(),
      requestedBy: 'Student',
    });
    expect(moved.errors).toBeUndefined();
    // 120 for the booking, 120 more for the old time forfeited (Texas: 24 h window, $35 fee).
    expect(await balance(server.platform, ora!, 'drivingMinute')).toBe(120);
    expect(await kindsOf(ora!)).toEqual(['purchase', 'scheduleLesson', 'updateLesson', 'charge']);
    expect((await readLedger(server.platform, ora!)).state.fundsCents).toBe(1000 + 3500);
    const [oraMail] = await mailAbout('Ora Sims');
    expect(oraMail?.text).toContain('late-cancellation fee of $35.00');

    const waived = await book({
      instructorId: sam,
      lessonTypeId: types.Standard,
      startTime: hoursFromNow(12).toISOString(),
      studentIds: [pat],
    });
    const free = await move({
      lessonId: waived.data!['scheduleLesson'].id,
      startTime: hoursFromNow(15).toISOString(),
      requestedBy: 'Student',
      waiveLateFee: true,
    });
    expect(free.errors).toBeUndefined();
    expect(await balance(server.platform, pat!, 'drivingMinute')).toBe(240);
    expect(await kindsOf(pat!)).toEqual(['purchase', 'scheduleLesson']);
  });

  it('only staff who book move a lesson; a shared lesson names the student who asked', async () => {
    const [quin, rae] = await studentsHolding(server.platform, ['Quin Lo', 'Rae Kim'], {
      drivingMinute: 240,
      observationMinute: 120,
    });
    const own = (
      await book({
        instructorId: jordan,
        lessonTypeId: types.Shared,
        startTime: hoursFromNow(1400).toISOString(),
        studentIds: [quin, rae],
      })
    ).data!['scheduleLesson'].id;
    const later = hoursFromNow(1402).toISOString();
    expect(errorCode(await move({ lessonId: own, startTime: later }, instructorCookie))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await move({ lessonId: own, comments: 'x', waiveLateFee: true }, instructorCookie)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await move({ lessonId: own, startTime: later }, trainee))).toBe('FORBIDDEN');
    const unnamed = await move({ lessonId: own, startTime: later, requestedBy: 'Student' });
    expect(errorCode(unnamed)).toBe('VALIDATION_ERROR');
    expect(unnamed.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.requestingStudentId' }),
    ]);
    const named = await move({
      lessonId: own,
      startTime: later,
      requestedBy: 'Student',
      requestingStudentId: rae,
    });
    expect(named.errors).toBeUndefined();
    // In time (far ahead): nobody pays; both keep their minutes as booked.
    expect(await balance(server.platform, quin!, 'drivingMinute')).toBe(180);
    expect(await balance(server.platform, rae!, 'drivingMinute')).toBe(180);
  });
});

describe('who may do what', () => {
  it('an instructor records their own lessons only, and moves no minutes', async () => {
    const [jay] = await studentsHolding(server.platform, ['Jay Cole'], { drivingMinute: 480 });
    const own = (
      await book({
        instructorId: jordan,
        lessonTypeId: types.Standard,
        startTime: hoursFromNow(1000).toISOString(),
        studentIds: [jay],
      })
    ).data!['scheduleLesson'].id;
    const other = (
      await book({
        instructorId: sam,
        lessonTypeId: types.Standard,
        startTime: hoursFromNow(1003).toISOString(),
        studentIds: [jay],
      })
    ).data!['scheduleLesson'].id;
    const record = (lessonId: string, extra: Record<string, unknown> = {}) =>
      graphql(
        server,
        {
          query: UPDATE,
          variables: {
            input: {
              idempotencyKey: nextKey(),
              lessonId,
              actualDurationMinutes: 110,
              comments: 'Good merging',
              attendance: [{ studentId: jay, attendance: 'Attended' }],
              ...extra,
            },
          },
        },
        instructorCookie,
      );
    // Before the lesson starts, what happened in it cannot be recorded: refused, nothing written.
    const early = await record(own, { actualDurationNote: 'Ended early' });
    expect(errorCode(early)).toBe('VALIDATION_ERROR');
    const startText = /once the lesson has started \(\w+ \d+, \d{4}, \d+:\d{2}[ap]m C[SD]T\)\.$/;
    expect(early.errors![0]!.extensions!.fields).toEqual([
      { path: 'input.attendance', message: expect.stringMatching(/^Attendance can be recorded/) },
      { path: 'input.actualDurationMinutes', message: expect.stringMatching(startText) },
      { path: 'input.actualDurationNote', message: expect.stringMatching(startText) },
    ]);
    const unrecorded = await graphql(
      server,
      { query: LESSON_BY_ID, variables: { id: own } },
      staff,
    );
    expect(unrecorded.data!['lesson']).toMatchObject({
      actualDurationMinutes: null,
      actualDurationNote: null,
      comments: '',
      students: [{ attendance: 'Unrecorded' }],
    });
    // Comments are not a record of what happened: they may be written before.
    const comment = await record(own, { actualDurationMinutes: null, attendance: null });
    expect(comment.errors).toBeUndefined();
    // Once it has started (here: the lesson put two days back), the instructor records it.
    await server.platform.db.db
      .update(lessons)
      .set({ startTime: hoursFromNow(-50), endTime: hoursFromNow(-48) })
      .where(eq(lessons.id, own));
    const mine = await record(own);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!['updateLesson']).toMatchObject({
      actualDurationMinutes: 110,
      comments: 'Good merging',
    });
    expect(errorCode(await record(other))).toBe('FORBIDDEN');
    expect(errorCode(await record(own, { durationMinutes: 60 }))).toBe('FORBIDDEN');
    const cancel = await graphql(
      server,
      {
        query: CANCEL,
        variables: {
          input: {
            idempotencyKey: nextKey(),
            lessonId: own,
            reason: 'OTHER',
            initiatedBy: 'Instructor',
          },
        },
      },
      instructorCookie,
    );
    expect(errorCode(cancel)).toBe('FORBIDDEN');
    const traineeBook = await book(
      {
        instructorId: jordan,
        lessonTypeId: types.Standard,
        startTime: hoursFromNow(1100).toISOString(),
        studentIds: [jay],
      },
      trainee,
    );
    expect(errorCode(traineeBook)).toBe('FORBIDDEN');
    expect(await balance(server.platform, jay!, 'drivingMinute')).toBe(240);
  });
});
