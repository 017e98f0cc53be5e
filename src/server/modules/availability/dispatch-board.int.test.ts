// The dispatch board through GraphQL (docs/scheduling.md "Dispatch board"): a region's active
// instructors side by side with their lessons, in the region's state's zone; an Instructor sees
// only their own column; the window is checked and an unknown region is NOT_FOUND.
import type { StaffRole } from '../../../domain/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';

const BOARD = `query B($region: ID!, $from: DateTime!, $to: DateTime!) {
  dispatchBoard(regionId: $region, from: $from, to: $to) {
    timeZone region { name }
    instructors { instructorName blocks { type start end referenceId } lessons { id lessonTypeLabel } }
  } }`;
const REGIONS = `{ dispatchRegions { id name state } }`;

let server: TestServer;
let admin: string;
let instructorCookie: string;
let regionId: string;
let lessonId: string;
const DAY = { from: '2030-01-07T06:00:00Z', to: '2030-01-08T06:00:00Z' };

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: 'dispatch-password', name: email, roles });
  admin = (await account('dana@dispatch.test', ['Admin'])).cookie;
  const own = await account('rita@dispatch.test', ['Instructor']);
  instructorCookie = own.cookie;
  const rita = await createInstructor(server.platform, { name: 'Rita Moss', userId: own.userId });
  await createInstructor(server.platform, { name: 'Alex Bloom' });
  await createInstructor(server.platform, { name: 'Gone Away', status: 'Inactive' });
  const { Standard } = await createLessonTypes(server.platform);
  const [lesson] = await server.platform.db.db
    .insert(lessons)
    .values({
      instructorId: rita,
      lessonTypeId: Standard,
      startTime: new Date('2030-01-07T15:00:00Z'),
      endTime: new Date('2030-01-07T17:00:00Z'),
      durationMinutes: 120,
    })
    .returning();
  lessonId = lesson!.id;
  const regions = await graphql(server, { query: REGIONS }, admin);
  regionId = (regions.data!['dispatchRegions'] as { id: string }[])[0]!.id;
});

afterAll(async () => {
  await server?.stop();
});

const board = (cookie: string, variables: Record<string, unknown> = {}) =>
  graphql(server, { query: BOARD, variables: { region: regionId, ...DAY, ...variables } }, cookie);

describe('dispatchBoard', () => {
  it('shows the active instructors of the region side by side, with their lessons, in the state’s zone', async () => {
    const response = await board(admin);
    expect(response.errors).toBeUndefined();
    const view = response.data!['dispatchBoard'] as {
      timeZone: string;
      instructors: {
        instructorName: string;
        blocks: { type: string; referenceId: string | null }[];
        lessons: { id: string }[];
      }[];
    };
    expect(view.timeZone).toBe('America/Chicago');
    expect(view.instructors.map((column) => column.instructorName)).toEqual([
      'Alex Bloom',
      'Rita Moss',
    ]);
    const rita = view.instructors[1]!;
    expect(rita.lessons.map((lesson) => lesson.id)).toEqual([lessonId]);
    expect(rita.blocks).toContainEqual(
      expect.objectContaining({ type: 'LESSON', referenceId: lessonId }),
    );
  });

  it('gives an Instructor only their own column', async () => {
    const response = await board(instructorCookie);
    const view = response.data!['dispatchBoard'] as { instructors: { instructorName: string }[] };
    expect(view.instructors.map((column) => column.instructorName)).toEqual(['Rita Moss']);
  });

  it('refuses a window over a week or backwards, and an unknown region', async () => {
    const long = await board(admin, { to: '2030-01-15T06:00:00Z' });
    expect(errorCode(long)).toBe('VALIDATION_ERROR');
    const backwards = await board(admin, { to: DAY.from, from: DAY.to });
    expect(errorCode(backwards)).toBe('VALIDATION_ERROR');
    const unknown = await board(admin, { region: '00000000-0000-4000-8000-000000000000' });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});
