// `Lesson.myReview`, how the student portal tells a reviewed lesson from one still to review: null
// until the caller reviews, then their own review with its moderation status; another student of
// the same lesson and staff see only theirs (none), even after the first one reviewed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';
import { instructors } from './instructors.tables.ts';

const LESSONS = `query L($studentId: ID!) {
  lessons(studentId: $studentId) { edges { node { id myReview { rating text status } } } }
}`;
const REVIEW = `mutation R($lessonId: ID!) { reviewInstructor(lessonId: $lessonId, rating: 4, text: "Calm") { id } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let emma: string;
let noah: string;
let past: string;
let later: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  [emma, noah] = (await createStudents(db, ['Emma', 'Noah'])) as [string, string];
  for (const [name, record, roles] of [
    ['emma', emma, []],
    ['noah', noah, []],
    ['regional', null, ['RegionalManager' as const]],
  ] as const) {
    const account = await signUpAndSignIn(server, {
      email: `${name}@my-review.test`,
      password: 'my-review-password',
      name,
      roles: [...roles],
    });
    cookies[name] = account.cookie;
    if (record)
      await db.update(students).set({ userId: account.userId }).where(eq(students.id, record));
  }
  const [instructor] = await db
    .insert(instructors)
    .values({
      name: 'Maria G.',
      firstName: 'Maria',
      lastName: 'Garcia',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
    })
    .returning();
  const [type] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Standard', durationMinutes: 60 })
    .returning();
  const lesson = async (start: number) => {
    const [row] = await db
      .insert(lessons)
      .values({
        instructorId: instructor!.id,
        lessonTypeId: type!.id,
        startTime: new Date(start),
        endTime: new Date(start + 3_600_000),
        durationMinutes: 60,
        isShareable: true,
      })
      .returning();
    await db.insert(lessonStudents).values([
      { lessonId: row!.id, studentId: emma },
      { lessonId: row!.id, studentId: noah },
    ]);
    return row!.id;
  };
  past = await lesson(Date.now() - 86_400_000);
  later = await lesson(Date.now() + 86_400_000);
});

afterAll(async () => {
  await server?.stop();
});

async function reviewsSeen(who: string, studentId: string) {
  const response = await graphql(
    server,
    { query: LESSONS, variables: { studentId } },
    cookies[who],
  );
  expect(response.errors).toBeUndefined();
  const edges = response.data!['lessons'].edges as {
    node: { id: string; myReview: unknown };
  }[];
  return Object.fromEntries(edges.map(({ node }) => [node.id, node.myReview]));
}

describe('Lesson.myReview', () => {
  it('is null until the caller reviews, then their own review; nobody else’s', async () => {
    expect(await reviewsSeen('emma', emma)).toEqual({ [past]: null, [later]: null });
    const review = await graphql(
      server,
      { query: REVIEW, variables: { lessonId: past } },
      cookies['emma'],
    );
    expect(review.errors).toBeUndefined();

    expect(await reviewsSeen('emma', emma)).toEqual({
      [past]: { rating: 4, text: 'Calm', status: 'Pending' },
      [later]: null,
    });
    // Noah shared the lesson and has not reviewed it; staff have no student record on it.
    expect(await reviewsSeen('noah', noah)).toEqual({ [past]: null, [later]: null });
    expect(await reviewsSeen('regional', emma)).toEqual({ [past]: null, [later]: null });
  });
});
