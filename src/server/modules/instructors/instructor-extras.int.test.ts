// Portraits over HTTP (type by magic bytes, size limit, permission, CSRF, cache validator),
// student reviews with moderation (audited as InstructorReviewsV2) and the reference links.
import type { StaffRole } from '../../../domain/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';
import { instructors } from './instructors.tables.ts';

const PASSWORD = 'instructor-extras-password';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let server: TestServer;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let instructorId: string;

beforeAll(async () => {
  server = await startTestServer();
  const accounts: [string, StaffRole[]][] = [
    ['admin', ['Admin']],
    ['regional', ['RegionalManager']],
    ['instructor', ['Instructor']],
    ['trainee', ['Trainee']],
    ['student', []],
    ['other', []],
  ];
  for (const [name, roles] of accounts) {
    const account = await signUpAndSignIn(server, {
      email: `${name}@school.test`,
      password: PASSWORD,
      name,
      roles,
    });
    cookies[name] = account.cookie;
    userIds[name] = account.userId;
  }
  const [row] = await server.platform.db.db
    .insert(instructors)
    .values({
      name: 'Maria G.',
      firstName: 'Maria',
      lastName: 'Garcia',
      timeZone: 'America/Los_Angeles',
      usStateId: 'CA',
      userId: userIds['instructor'],
    })
    .returning();
  instructorId = row!.id;
});

afterAll(async () => {
  await server?.stop();
});

const portrait = (method: string, body?: Uint8Array, cookie?: string, origin?: string) =>
  fetch(`${server.url}/api/instructors/${instructorId}/portrait`, {
    method,
    headers: {
      'content-type': 'image/png',
      origin: origin ?? server.origin,
      ...(cookie ? { cookie } : {}),
    },
    ...(body ? { body: Buffer.from(body) } : {}),
  });

describe('portrait', () => {
  it('stores a PNG for the instructor themself and serves it with a validator', async () => {
    expect((await portrait('PUT', PNG)).status).toBe(401);
    expect((await portrait('PUT', PNG, cookies['trainee'])).status).toBe(403);
    expect((await portrait('PUT', PNG, cookies['instructor'], 'https://evil.test')).status).toBe(
      403,
    );
    const stored = await portrait('PUT', PNG, cookies['instructor']);
    expect(stored.status).toBe(200);
    const { portraitImage } = (await stored.json()) as { portraitImage: string };
    expect(portraitImage).toMatch(new RegExp(`^/api/instructors/${instructorId}/portrait\\?v=`));
    const served = await fetch(`${server.url}${portraitImage}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const again = await fetch(`${server.url}${portraitImage}`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const read = await graphql(
      server,
      {
        query: `query O($id: ID!) { instructor(id: $id) { portraitImage } }`,
        variables: { id: instructorId },
      },
      cookies['trainee'],
    );
    expect(read.data!['instructor'].portraitImage).toBe(portraitImage);
  });

  it('refuses a file that is not an image, and one over 2,000,000 bytes', async () => {
    const text = await portrait(
      'PUT',
      new TextEncoder().encode('<svg></svg>'),
      cookies['regional'],
    );
    expect(text.status).toBe(400);
    expect(
      ((await text.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions
        .code,
    ).toBe('VALIDATION_ERROR');
    const big = new Uint8Array(2_000_001);
    big.set(PNG);
    const tooBig = await portrait('PUT', big, cookies['regional']);
    expect(tooBig.status).toBe(413);
    expect(
      ((await tooBig.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!
        .extensions.code,
    ).toBe('BAD_REQUEST');
  });

  it('deletes the portrait; the URL is gone and portraitImage is null', async () => {
    expect((await portrait('DELETE', undefined, cookies['regional'])).status).toBe(204);
    expect((await fetch(`${server.url}/api/instructors/${instructorId}/portrait`)).status).toBe(
      404,
    );
    expect((await portrait('DELETE', undefined, cookies['regional'])).status).toBe(404);
  });
});

const REVIEW = `mutation R($lessonId: ID!, $rating: Int!, $text: String) { reviewInstructor(lessonId: $lessonId, rating: $rating, text: $text) { id status rating } }`;
const REVIEWS = `query V($id: ID!, $status: [InstructorReviewStatus!]) { instructorReviews(instructorId: $id, status: $status) { totalCount edges { node { id text status } } } }`;
const MODERATE = `mutation M($id: ID!, $status: InstructorReviewModeration!) { moderateInstructorReview(id: $id, status: $status) { status } }`;

describe('reviews', () => {
  it('a booked student reviews an ended lesson once; staff approve; the public sees approved only', async () => {
    const db = server.platform.db.db;
    const [type] = await db
      .insert(lessonTypes)
      .values({ name: 'Standard', label: 'Standard', durationMinutes: 60 })
      .returning();
    const [student] = await db
      .insert(students)
      .values({ name: 'Emma', userId: userIds['student'] })
      .returning();
    const lesson = async (start: number) => {
      const [row] = await db
        .insert(lessons)
        .values({
          instructorId,
          lessonTypeId: type!.id,
          startTime: new Date(start),
          endTime: new Date(start + 3_600_000),
          durationMinutes: 60,
        })
        .returning();
      await db.insert(lessonStudents).values({ lessonId: row!.id, studentId: student!.id });
      return row!.id;
    };
    const past = await lesson(Date.now() - 86_400_000);
    const future = await lesson(Date.now() + 86_400_000);
    const send = (lessonId: string, rating: number, who = 'student') =>
      graphql(
        server,
        { query: REVIEW, variables: { lessonId, rating, text: 'Great teacher' } },
        cookies[who],
      );

    expect(errorCode(await send(future, 5))).toBe('VALIDATION_ERROR');
    expect(errorCode(await send(past, 6))).toBe('VALIDATION_ERROR');
    expect(errorCode(await send(past, 5, 'other'))).toBe('NOT_FOUND');
    const review = await send(past, 5);
    expect(review.data!['reviewInstructor']).toMatchObject({ status: 'Pending', rating: 5 });
    expect(errorCode(await send(past, 4))).toBe('CONFLICT');

    const publicList = async () =>
      (
        await graphql(server, {
          query: REVIEWS,
          variables: { id: instructorId, status: ['Pending'] },
        })
      ).data!['instructorReviews'];
    expect((await publicList()).totalCount).toBe(0);
    const id = review.data!['reviewInstructor'].id;
    expect(
      errorCode(
        await graphql(
          server,
          { query: MODERATE, variables: { id, status: 'Approved' } },
          cookies['trainee'],
        ),
      ),
    ).toBe('FORBIDDEN');
    const staffView = await graphql(
      server,
      { query: REVIEWS, variables: { id: instructorId, status: ['Pending'] } },
      cookies['regional'],
    );
    expect(staffView.data!['instructorReviews'].totalCount).toBe(1);
    await graphql(
      server,
      { query: MODERATE, variables: { id, status: 'Approved' } },
      cookies['regional'],
    );
    expect((await publicList()).edges).toEqual([
      { node: { id, text: 'Great teacher', status: 'Approved' } },
    ]);

    const audit = await graphql(
      server,
      {
        query: `query A($query: AuditLogQuery) { auditLogs(query: $query) { edges { node { action } } } }`,
        variables: { query: { collectionName: 'InstructorReviewsV2' } },
      },
      cookies['admin'],
    );
    expect(
      audit
        .data!['auditLogs'].edges.map((edge: { node: { action: string } }) => edge.node.action)
        .sort(),
    ).toEqual(['Create', 'Update']);
  });
});

describe('reference links', () => {
  it('Admin adds and removes links; others read them', async () => {
    const PUT = `mutation P($input: PutInstructorReferenceInput!) { putInstructorReference(input: $input) { id category } }`;
    const link = {
      url: 'https://dmv.ca.gov/handbook',
      label: 'CA handbook',
      category: 'State rules',
    };
    expect(
      errorCode(
        await graphql(server, { query: PUT, variables: { input: link } }, cookies['regional']),
      ),
    ).toBe('FORBIDDEN');
    const bad = await graphql(
      server,
      { query: PUT, variables: { input: { ...link, url: 'javascript:alert(1)' } } },
      cookies['admin'],
    );
    expect(bad.errors![0]!.extensions!['fields']![0]!.path).toBe('input.url');
    const added = await graphql(
      server,
      { query: PUT, variables: { input: link } },
      cookies['admin'],
    );
    const id = added.data!['putInstructorReference'].id;
    const list = await graphql(
      server,
      { query: `{ reference { id label subLabel } }` },
      cookies['instructor'],
    );
    expect(list.data!['reference']).toEqual([{ id, label: 'CA handbook', subLabel: '' }]);
    const DELETE = `mutation D($id: ID!) { deleteInstructorReference(id: $id) { id } }`;
    expect(
      (await graphql(server, { query: DELETE, variables: { id } }, cookies['admin'])).errors,
    ).toBeUndefined();
    expect(
      errorCode(await graphql(server, { query: DELETE, variables: { id } }, cookies['admin'])),
    ).toBe('NOT_FOUND');
  });
});
