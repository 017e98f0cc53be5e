// The portal's own-lesson actions and money pages through GraphQL, as a signed-in student: the
// cancellation policy with the student as initiator (minutes back in time; late: forfeited and
// the state's fee), another's lesson refused, rescheduling in time, refused late, a taken time
// CONFLICT with nothing changed, receipts of the student's own payments only, and a lesson the
// student was taken out of no longer theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { students } from '../students/students.tables.ts';
import { lessonCancellations, lessons, lessonStudents } from './lessons.tables.ts';
import {
  balance,
  createInstructor,
  createLessonTypes,
  hoursFromNow,
  setLatePolicy,
  studentsHolding,
} from './testing/lesson-fixtures.ts';

const LESSON = `id status startTime instructor { id } students { studentId removedAt }`;
const SCHEDULE = `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`;
const PREVIEW = `query P($lessonId: ID!, $studentId: ID!) { ownLessonCancellationPreview(
  lessonId: $lessonId, studentId: $studentId) { returnsMinutes late feeCents drivingMinutes windowHours } }`;
const CANCEL = `mutation C($input: CancelOwnLessonInput!) { cancelOwnLesson(input: $input) { ${LESSON} } }`;
const OPTIONS = `query O($lessonId: ID!, $studentId: ID!) { ownLessonRescheduleOptions(
  lessonId: $lessonId, studentId: $studentId) { refusal windowHours slots { startTime instructorId } } }`;
const MOVE = `mutation M($input: RescheduleOwnLessonInput!) { rescheduleOwnLesson(input: $input) { ${LESSON} } }`;
const REMOVE = `mutation R($input: RemoveStudentFromLessonInput!) { removeStudentFromLesson(input: $input) { id } }`;
const LIST = `query L($studentId: ID!) { lessons(studentId: $studentId, first: 100) { totalCount edges { node { id status } } } }`;
const STAFF_LIST = `query L($studentId: ID!) { lessons(studentId: $studentId, first: 100) { edges { node {
  id students { studentId removedAt } } } } }`;
const ONE = `query O($id: ID!) { lesson(id: $id) { id } }`;
const MONEY = `{ myMoney { studentId studentName held { name type quantity lots { quantity expiresAt } }
  payments { id kind paidCents refundedCents paymentMethod lines { name quantity } } } }`;
const RECEIPT = `query R($id: ID!) { myReceipt(id: $id) { studentName schoolName schoolPhone
  payment { id paidCents } } }`;

let server: TestServer;
let staff: string;
let student: string;
let emma: string;
let other: string;
let instructor: string;
let types: Awaited<ReturnType<typeof createLessonTypes>>;
let key = 0;
const nextKey = () => `own-${++key}`;

beforeAll(async () => {
  server = await startTestServer();
  staff = (
    await signUpAndSignIn(server, {
      email: 'desk@own.test',
      password: 'own-lessons-password',
      name: 'Desk',
      roles: ['RegionalManager'],
    })
  ).cookie;
  const account = await signUpAndSignIn(server, {
    email: 'emma@own.test',
    password: 'own-lessons-password',
    name: 'Emma',
    roles: [],
  });
  student = account.cookie;
  instructor = await createInstructor(server.platform, { name: 'Jordan Reyes' });
  types = await createLessonTypes(server.platform);
  await setLatePolicy(server.platform, 'TX', 24, 3500);
  [emma, other] = (await studentsHolding(server.platform, ['Emma Own', 'Olivia Other'], {
    drivingMinute: 600,
  })) as [string, string];
  await server.platform.db.db
    .update(students)
    .set({ userId: account.userId })
    .where(eq(students.id, emma));
});

afterAll(async () => {
  await server?.stop();
});

async function book(studentId: string, startTime: Date): Promise<string> {
  const response = await graphql(
    server,
    {
      query: SCHEDULE,
      variables: {
        input: {
          idempotencyKey: nextKey(),
          instructorId: instructor,
          lessonTypeId: types.Standard,
          startTime: startTime.toISOString(),
          studentIds: [studentId],
          pickupLocation: '12 Oak St, Austin, TX',
          pickupLatitude: 30.27,
          pickupLongitude: -97.74,
        },
      },
    },
    staff,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.scheduleLesson.id as string;
}

const asStudent = (query: string, variables: Record<string, unknown> = {}) =>
  graphql(server, { query, variables }, student);

describe('cancelling from the portal', () => {
  it('in time: the preview says the minutes come back, and they do', async () => {
    const lessonId = await book(emma, hoursFromNow(72));
    expect(await balance(server.platform, emma, 'drivingMinute')).toBe(480);
    const preview = await asStudent(PREVIEW, { lessonId, studentId: emma });
    expect(preview.data?.ownLessonCancellationPreview).toEqual({
      returnsMinutes: true,
      late: false,
      feeCents: 0,
      drivingMinutes: 120,
      windowHours: 24,
    });
    const cancelled = await asStudent(CANCEL, {
      input: { idempotencyKey: nextKey(), lessonId, studentId: emma },
    });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelOwnLesson.status).toBe('Cancelled');
    expect(await balance(server.platform, emma, 'drivingMinute')).toBe(600);
    const [row] = await server.platform.db.db
      .select()
      .from(lessonCancellations)
      .where(eq(lessonCancellations.lessonId, lessonId));
    expect(row).toMatchObject({ initiatedBy: 'Student', minutesForfeited: false, feeCents: 0 });
    const again = await asStudent(CANCEL, {
      input: { idempotencyKey: nextKey(), lessonId, studentId: emma },
    });
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('late: the minutes are forfeited and the late fee charged, as the preview said', async () => {
    const lessonId = await book(emma, hoursFromNow(10));
    const preview = await asStudent(PREVIEW, { lessonId, studentId: emma });
    expect(preview.data?.ownLessonCancellationPreview).toMatchObject({
      returnsMinutes: false,
      late: true,
      feeCents: 3500,
    });
    const fundsBefore = (await readLedger(server.platform, emma)).state.fundsCents;
    const cancelled = await asStudent(CANCEL, {
      input: { idempotencyKey: nextKey(), lessonId, studentId: emma },
    });
    expect(cancelled.errors).toBeUndefined();
    expect(await balance(server.platform, emma, 'drivingMinute')).toBe(480);
    expect((await readLedger(server.platform, emma)).state.fundsCents).toBe(fundsBefore + 3500);
    const money = await asStudent(MONEY);
    const fee = money.data?.myMoney[0].payments.find((p: { kind: string }) => p.kind === 'charge');
    expect(fee).toMatchObject({ paidCents: 3500, lines: [{ name: 'Late cancellation fee' }] });
  });

  it("refuses another student's lesson with FORBIDDEN and changes nothing", async () => {
    const lessonId = await book(other, hoursFromNow(96));
    for (const studentId of [emma, other]) {
      const preview = await asStudent(PREVIEW, { lessonId, studentId });
      expect(errorCode(preview)).toBe('FORBIDDEN');
      const refused = await asStudent(CANCEL, {
        input: { idempotencyKey: nextKey(), lessonId, studentId },
      });
      expect(errorCode(refused)).toBe('FORBIDDEN');
    }
    expect(await balance(server.platform, other, 'drivingMinute')).toBe(480);
  });
});

describe('rescheduling from the portal', () => {
  it('in time: moves the lesson to a free time, minutes unchanged', async () => {
    const lessonId = await book(emma, hoursFromNow(100));
    const minutes = await balance(server.platform, emma, 'drivingMinute');
    const options = await asStudent(OPTIONS, { lessonId, studentId: emma });
    const found = options.data?.ownLessonRescheduleOptions;
    expect(found.refusal).toBeNull();
    expect(found.slots.length).toBeGreaterThan(0);
    const target = found.slots[found.slots.length - 1];
    const moved = await asStudent(MOVE, {
      input: { lessonId, studentId: emma, ...target },
    });
    expect(moved.errors).toBeUndefined();
    expect(new Date(moved.data?.rescheduleOwnLesson.startTime).getTime()).toBe(
      new Date(target.startTime).getTime(),
    );
    expect(await balance(server.platform, emma, 'drivingMinute')).toBe(minutes);
  });

  it('late: refused (call the school), the lesson stays where it was', async () => {
    const start = hoursFromNow(5);
    const lessonId = await book(emma, start);
    const options = await asStudent(OPTIONS, { lessonId, studentId: emma });
    expect(options.data?.ownLessonRescheduleOptions.refusal).toMatch(/call the school/);
    expect(options.data?.ownLessonRescheduleOptions.slots).toEqual([]);
    const refused = await asStudent(MOVE, {
      input: {
        lessonId,
        studentId: emma,
        startTime: hoursFromNow(200).toISOString(),
        instructorId: instructor,
      },
    });
    expect(errorCode(refused)).toBe('BAD_REQUEST');
    const view = await graphql(
      server,
      { query: `query L($id: ID!) { lesson(id: $id) { startTime } }`, variables: { id: lessonId } },
      staff,
    );
    expect(new Date(view.data?.lesson.startTime).getTime()).toBe(start.getTime());
  });

  it('a time taken meanwhile answers CONFLICT and changes nothing', async () => {
    const start = hoursFromNow(150);
    const lessonId = await book(emma, start);
    const options = await asStudent(OPTIONS, { lessonId, studentId: emma });
    const target = options.data?.ownLessonRescheduleOptions.slots.at(-1);
    // Another student takes that time with the same instructor before Emma confirms.
    await book(other, new Date(target.startTime));
    const refused = await asStudent(MOVE, { input: { lessonId, studentId: emma, ...target } });
    expect(errorCode(refused)).toBe('CONFLICT');
    const view = await graphql(
      server,
      { query: `query L($id: ID!) { lesson(id: $id) { startTime } }`, variables: { id: lessonId } },
      staff,
    );
    expect(new Date(view.data?.lesson.startTime).getTime()).toBe(start.getTime());
  });

  it("refuses moving another student's lesson", async () => {
    const lessonId = await book(other, hoursFromNow(180));
    const refused = await asStudent(MOVE, {
      input: {
        lessonId,
        studentId: emma,
        startTime: hoursFromNow(190).toISOString(),
        instructorId: instructor,
      },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe('balances and receipts', () => {
  it('shows what the purchases still hold, and each payment', async () => {
    const money = await asStudent(MONEY);
    expect(money.errors).toBeUndefined();
    const [mine] = money.data!.myMoney;
    expect(mine.studentId).toBe(emma);
    expect(mine.studentName).toBe('Emma Own');
    const held = await balance(server.platform, emma, 'drivingMinute');
    expect(mine.held).toEqual([expect.objectContaining({ type: 'drivingMinute', quantity: held })]);
    expect(mine.payments.find((p: { kind: string }) => p.kind === 'purchase')).toMatchObject({
      paidCents: 1000,
      paymentMethod: 'cash',
      refundedCents: 0,
    });
  });

  it('opens a receipt of your own payments only (NOT_FOUND otherwise)', async () => {
    const own = (await readLedger(server.platform, emma)).state.entries;
    const purchase = [...own.values()].find((facts) => facts.entry.kind === 'purchase')!;
    const receipt = await asStudent(RECEIPT, { id: purchase.entry.id });
    expect(receipt.data?.myReceipt).toMatchObject({
      studentName: 'Emma Own',
      schoolName: server.platform.config.SCHOOL_NAME,
      payment: { id: purchase.entry.id, paidCents: 1000 },
    });
    const theirs = [...(await readLedger(server.platform, other)).state.entries.values()].find(
      (facts) => facts.entry.kind === 'purchase',
    )!;
    const refused = await asStudent(RECEIPT, { id: theirs.entry.id });
    expect(errorCode(refused)).toBe('NOT_FOUND');
    expect(refused.data?.myReceipt ?? null).toBeNull();
  });
});

// Last: it books one more lesson of Emma's, which the balance expectations above do not count.
describe('rescheduling limits', () => {
  it('refuses a time beyond the days the portal offers, naming the field', async () => {
    const lessonId = await book(emma, hoursFromNow(120));
    const refused = await asStudent(MOVE, {
      input: {
        lessonId,
        studentId: emma,
        startTime: hoursFromNow(24 * 40).toISOString(),
        instructorId: instructor,
      },
    });
    expect(errorCode(refused)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(refused.errors)).toContain('input.startTime');
  });
});

describe('a lesson the student was taken out of', () => {
  it('is no longer theirs: not listed, not readable, not changeable; staff still see it', async () => {
    // A shared lesson of Emma and Olivia, written straight into the tables (no minutes held).
    const start = hoursFromNow(2000);
    const [shared] = await server.platform.db.db
      .insert(lessons)
      .values({
        instructorId: instructor,
        lessonTypeId: types.Shared,
        startTime: start,
        endTime: new Date(start.getTime() + 120 * 60_000),
        durationMinutes: 120,
        pickupLocation: '12 Oak St, Austin, TX',
      })
      .returning({ id: lessons.id });
    const lessonId = shared!.id;
    await server.platform.db.db.insert(lessonStudents).values([
      { lessonId, studentId: emma },
      { lessonId, studentId: other },
    ]);
    const listed = async (cookie: string) =>
      (await graphql(server, { query: LIST, variables: { studentId: emma } }, cookie)).data![
        'lessons'
      ].edges.map((edge: { node: { id: string } }) => edge.node.id) as string[];
    expect(await listed(student)).toContain(lessonId);

    const removed = await graphql(
      server,
      {
        query: REMOVE,
        variables: { input: { idempotencyKey: nextKey(), lessonId, studentId: emma } },
      },
      staff,
    );
    expect(removed.errors).toBeUndefined();

    expect(await listed(student)).not.toContain(lessonId);
    const list = await asStudent(LIST, { studentId: emma });
    expect(list.data!['lessons'].totalCount).toBe(list.data!['lessons'].edges.length);
    // A lesson whose place Emma cancelled herself is still hers, shown as cancelled.
    expect(
      list.data!['lessons'].edges.map((edge: { node: { status: string } }) => edge.node.status),
    ).toContain('Cancelled');
    expect(errorCode(await asStudent(ONE, { id: lessonId }))).toBe('NOT_FOUND');
    expect(errorCode(await asStudent(PREVIEW, { lessonId, studentId: emma }))).toBe('FORBIDDEN');
    expect(errorCode(await asStudent(OPTIONS, { lessonId, studentId: emma }))).toBe('FORBIDDEN');
    const cancel = await asStudent(CANCEL, {
      input: { idempotencyKey: nextKey(), lessonId, studentId: emma },
    });
    expect(errorCode(cancel)).toBe('FORBIDDEN');

    // Staff read the removal on Emma's list.
    const desk = await graphql(
      server,
      { query: STAFF_LIST, variables: { studentId: emma } },
      staff,
    );
    const seen = desk
      .data!['lessons'].edges.map(
        (edge: { node: { id: string; students: { studentId: string; removedAt: string }[] } }) =>
          edge.node,
      )
      .find((node: { id: string }) => node.id === lessonId);
    expect(
      seen.students.find((place: { studentId: string }) => place.studentId === emma).removedAt,
    ).toEqual(expect.any(String));
  });
});
