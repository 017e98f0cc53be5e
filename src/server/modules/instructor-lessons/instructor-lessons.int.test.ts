// The instructor's own lessons: only their own, never a note hidden from instructors, students
// removed from a lesson and cancelled lessons left out, and an Admin reading on their behalf.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  addInstructor,
  addLesson,
  addLessonType,
  addStudent,
} from '../driving-skills/testing/lesson-fixtures.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { bookingAlerts, studentNotes } from '../students/students.tables.ts';
import { lessonStudents } from '../lessons/lessons.tables.ts';

const MY_LESSONS = `query M($from: DateTime!, $to: DateTime!, $instructorId: ID) {
  myLessons(from: $from, to: $to, instructorId: $instructorId) {
    instructor { id name timeZone }
    lessons { id startTime lessonTypeLabel pickupAddress mapsUrl meetingPoint { label address }
      students { studentId name phone pickupDetails attendance notes { text } bookingAlerts { text } } }
  } }`;
const MY_LESSON = `query L($id: ID!) { myLesson(id: $id) { instructor { name } lesson { id students { name notes { text } } } } }`;
const OPTIONS = `{ myLessonsInstructorOptions { id name } }`;

const PASSWORD = 'my-lessons-test-password';
const WINDOW = { from: '2026-06-01T00:00:00Z', to: '2026-06-08T00:00:00Z' };

let server: TestServer;
let admin: string;
let priya: string;
let ben: string;
let nobody: string;
let priyaId: string;
let priyaLesson: string;
let benLesson: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const account = async (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('dana@school.test', ['Admin'])).cookie;
  nobody = (await account('newhire@school.test', ['Instructor'])).cookie;
  const priyaAccount = await account('priya@school.test', ['Instructor']);
  const benAccount = await account('ben@school.test', ['Instructor']);
  priya = priyaAccount.cookie;
  ben = benAccount.cookie;
  priyaId = await addInstructor(db, {
    name: 'Priya Raman',
    userId: priyaAccount.userId,
    timeZone: 'America/Denver',
  });
  const benId = await addInstructor(db, { name: 'Ben Novak', userId: benAccount.userId });
  const lessonTypeId = await addLessonType(db);
  const noah = await addStudent(db, { name: 'Noah Williams', phone: '+14155550134' });
  const ava = await addStudent(db, { name: 'Ava Thompson' });
  await db.insert(studentNotes).values([
    { studentId: noah, text: 'Nervous on freeways; start slow.', createdByName: 'Luis' },
    {
      studentId: noah,
      text: 'Account under collections review.',
      createdByName: 'Dana',
      isHiddenFromInstructorView: true,
    },
  ]);
  await db
    .insert(bookingAlerts)
    .values({ studentId: noah, text: 'Needs a passenger brake.', createdByName: 'Luis' });
  const [point] = await db
    .insert(stateMeetingPoints)
    .values({
      state: 'CO',
      label: 'Union Station',
      address: '1701 Wynkoop St, Denver, CO',
      latitude: 39.7527,
      longitude: -105.0002,
    })
    .returning();
  priyaLesson = await addLesson(db, {
    instructorId: priyaId,
    lessonTypeId,
    start: new Date('2026-06-02T15:00:00Z'),
    studentIds: [noah, ava],
    locationId: point!.id,
  });
  await db.update(lessonStudents).set({ pickupDetails: 'By the north doors' });
  await addLesson(db, {
    instructorId: priyaId,
    lessonTypeId,
    start: new Date('2026-06-03T15:00:00Z'),
    studentIds: [noah],
    cancelledAt: new Date(),
  });
  await addLesson(db, {
    instructorId: priyaId,
    lessonTypeId,
    start: new Date('2026-06-20T15:00:00Z'),
    studentIds: [noah],
  });
  benLesson = await addLesson(db, {
    instructorId: benId,
    lessonTypeId,
    start: new Date('2026-06-02T15:00:00Z'),
    studentIds: [ava],
    pickupLocation: '12 Oak Ave, Denver, CO',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('myLessons', () => {
  it('shows only the instructor’s own lessons in the window, without hidden notes', async () => {
    const answer = await graphql(server, { query: MY_LESSONS, variables: WINDOW }, priya);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!['myLessons'];
    expect(result.instructor).toMatchObject({ name: 'Priya Raman', timeZone: 'America/Denver' });
    expect(result.lessons).toHaveLength(1);
    const [lesson] = result.lessons;
    expect(lesson).toMatchObject({
      id: priyaLesson,
      lessonTypeLabel: 'Driving lesson',
      pickupAddress: '1701 Wynkoop St, Denver, CO',
      meetingPoint: { label: 'Union Station' },
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=39.752700%2C-105.000200',
    });
    const noah = lesson.students.find(
      (student: { name: string }) => student.name === 'Noah Williams',
    );
    expect(noah).toMatchObject({
      phone: '+14155550134',
      pickupDetails: 'By the north doors',
      attendance: 'Unrecorded',
      notes: [{ text: 'Nervous on freeways; start slow.' }],
      bookingAlerts: [{ text: 'Needs a passenger brake.' }],
    });
    expect(JSON.stringify(answer.data)).not.toContain('collections review');
  });

  it('leaves out a student removed from the lesson', async () => {
    const db = server.platform.db.db;
    const before = (await graphql(server, { query: MY_LESSONS, variables: WINDOW }, priya)).data!;
    expect(before['myLessons'].lessons[0].students).toHaveLength(2);
    const [ava] = before['myLessons'].lessons[0].students.filter(
      (student: { name: string }) => student.name === 'Ava Thompson',
    );
    await db
      .update(lessonStudents)
      .set({ removedAt: new Date() })
      .where(
        and(eq(lessonStudents.lessonId, priyaLesson), eq(lessonStudents.studentId, ava.studentId)),
      );
    const after = (await graphql(server, { query: MY_LESSONS, variables: WINDOW }, priya)).data!;
    expect(after['myLessons'].lessons[0].students.map((s: { name: string }) => s.name)).toEqual([
      'Noah Williams',
    ]);
  });

  it('refuses another instructor’s lesson and another instructor’s list', async () => {
    expect(
      errorCode(await graphql(server, { query: MY_LESSON, variables: { id: benLesson } }, priya)),
    ).toBe('NOT_FOUND');
    expect(
      (await graphql(server, { query: MY_LESSON, variables: { id: benLesson } }, ben)).data![
        'myLesson'
      ].lesson.id,
    ).toBe(benLesson);
    const borrowed = await graphql(
      server,
      { query: MY_LESSONS, variables: { ...WINDOW, instructorId: priyaId } },
      ben,
    );
    expect(errorCode(borrowed)).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server, { query: OPTIONS }, ben))).toBe('FORBIDDEN');
  });

  it('lets an Admin read an instructor’s lessons, hidden notes included', async () => {
    const options = (await graphql(server, { query: OPTIONS }, admin)).data![
      'myLessonsInstructorOptions'
    ];
    expect(options.map((option: { name: string }) => option.name)).toEqual([
      'Ben Novak',
      'Priya Raman',
    ]);
    const answer = await graphql(
      server,
      { query: MY_LESSONS, variables: { ...WINDOW, instructorId: priyaId } },
      admin,
    );
    expect(JSON.stringify(answer.data)).toContain('collections review');
  });

  it('answers an empty list to an instructor without a profile, and checks the window', async () => {
    const empty = await graphql(server, { query: MY_LESSONS, variables: WINDOW }, nobody);
    expect(empty.data!['myLessons']).toEqual({ instructor: null, lessons: [] });
    const backwards = await graphql(
      server,
      { query: MY_LESSONS, variables: { from: WINDOW.to, to: WINDOW.from } },
      priya,
    );
    expect(backwards.errors![0]!.extensions!.fields).toEqual([
      { path: 'to', message: 'must be after from' },
    ]);
    const tooLong = await graphql(
      server,
      {
        query: MY_LESSONS,
        variables: { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' },
      },
      priya,
    );
    expect(errorCode(tooLong)).toBe('VALIDATION_ERROR');
  });
});
