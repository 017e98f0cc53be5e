// Lesson types through GraphQL: anyone reads them, only Admin writes, the name is a SPEC §9 name
// and unique, the duration 1–720 minutes, and a type lessons use cannot be deleted; every public
// product type of SPEC §3 finds its lesson type among the demo school's, read as /book reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LESSON_PRODUCT_TYPES,
  lessonTypeOfProduct,
} from '../../../domain/booking/lesson-product-types.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { seedDemoLessonTypes } from './lesson-types.seed.ts';

const LIST = `{ lessonTypes { id name label durationMinutes description } }`;
const CREATE = `mutation C($input: CreateLessonTypeInput!) { createLessonType(input: $input) { id name durationMinutes } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateLessonTypeInput!) { updateLessonType(id: $id, input: $input) { id label durationMinutes } }`;
const DELETE = `mutation D($id: ID!) { deleteLessonType(id: $id) { id } }`;
const PASSWORD = 'lesson-types-test-password';

let server: TestServer;
let admin: string;
let regional: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'dana@school.test',
      password: PASSWORD,
      name: 'Dana',
      roles: ['Admin'],
    })
  ).cookie;
  regional = (
    await signUpAndSignIn(server, {
      email: 'luis@school.test',
      password: PASSWORD,
      name: 'Luis',
      roles: ['RegionalManager'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map((f) => f.path);

describe('lesson types', () => {
  it('an Admin creates and changes a type; anyone, signed in or not, reads it', async () => {
    const created = await graphql(
      server,
      {
        query: CREATE,
        variables: { input: { name: 'Standard', label: 'Lesson', durationMinutes: 120 } },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!['createLessonType'].id;
    const updated = await graphql(
      server,
      {
        query: UPDATE,
        variables: { id, input: { label: 'Two-hour lesson', durationMinutes: 110 } },
      },
      admin,
    );
    expect(updated.data!['updateLessonType']).toEqual({
      id,
      label: 'Two-hour lesson',
      durationMinutes: 110,
    });
    const anonymous = await graphql(server, { query: LIST });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data!['lessonTypes']).toEqual([
      { id, name: 'Standard', label: 'Two-hour lesson', durationMinutes: 110, description: '' },
    ]);
  });

  it('refuses a taken name, a bad duration, a blank label and a RegionalManager, writing nothing', async () => {
    const before = (await graphql(server, { query: LIST })).data!['lessonTypes'];
    const attempts: [Record<string, unknown>, string, string | null][] = [
      [{ name: 'Standard', label: 'Again', durationMinutes: 60 }, admin, 'input.name'],
      [
        { name: 'OneHour', label: 'One hour', durationMinutes: 721 },
        admin,
        'input.durationMinutes',
      ],
      [{ name: 'OneHour', label: 'One hour', durationMinutes: 0 }, admin, 'input.durationMinutes'],
      [{ name: 'OneHour', label: '  ', durationMinutes: 60 }, admin, 'input.label'],
      [{ name: 'OneHour', label: 'One hour', durationMinutes: 60 }, regional, null],
    ];
    for (const [input, cookie, field] of attempts) {
      const answer = await graphql(server, { query: CREATE, variables: { input } }, cookie);
      expect(errorCode(answer)).toBe(field ? 'VALIDATION_ERROR' : 'FORBIDDEN');
      if (field) expect(fieldsOf(answer)).toContain(field);
    }
    const unknownName = await graphql(
      server,
      {
        query: CREATE,
        variables: { input: { name: 'Marathon', label: 'x', durationMinutes: 60 } },
      },
      admin,
    );
    expect(unknownName.errors).toBeDefined();
    expect((await graphql(server, { query: LIST })).data!['lessonTypes']).toEqual(before);
  });

  it('refuses to delete a type a lesson uses (CONFLICT), then deletes one no lesson uses', async () => {
    const [type] = (await graphql(server, { query: LIST })).data!['lessonTypes'];
    const db = server.platform.db.db;
    const [instructor] = await db
      .insert(instructors)
      .values({
        name: 'Maria G.',
        firstName: 'Maria',
        lastName: 'Garcia',
        timeZone: 'America/Denver',
        usStateId: 'CO',
      })
      .returning();
    await db.insert(lessons).values({
      instructorId: instructor!.id,
      lessonTypeId: type.id,
      startTime: new Date('2026-12-01T17:00:00Z'),
      endTime: new Date('2026-12-01T19:00:00Z'),
      durationMinutes: 120,
    });
    expect(
      errorCode(await graphql(server, { query: DELETE, variables: { id: type.id } }, admin)),
    ).toBe('CONFLICT');
    const spare = await graphql(
      server,
      {
        query: CREATE,
        variables: { input: { name: 'RoadTest15', label: 'Short test', durationMinutes: 15 } },
      },
      admin,
    );
    const spareId = spare.data!['createLessonType'].id;
    expect(
      (await graphql(server, { query: DELETE, variables: { id: spareId } }, admin)).errors,
    ).toBeUndefined();
    expect(
      errorCode(await graphql(server, { query: DELETE, variables: { id: spareId } }, admin)),
    ).toBe('NOT_FOUND');
  });
});

describe('public lesson product types', () => {
  it('each SPEC §3 spelling books its own demo lesson type; any other is refused', async () => {
    await seedDemoLessonTypes(server.platform.db.db);
    // Signed out, as the booking page reads them.
    const types: { id: string; name: string; label: string }[] = (
      await graphql(server, { query: LIST })
    ).data!['lessonTypes'];
    const spec = [
      ['oneHour', 'Driving lesson (1 hour)'],
      ['shared', 'Shared lesson (2 hours)'],
      ['standard', 'Two-hour lesson'],
      ['dmv-test', 'DMV test'],
      ['road-test', 'Road test'],
      ['road-test-with-car', 'Road test with school car'],
      ['road-test-15', 'Road test (15 minutes)'],
      ['road-test-15-with-car', 'Road test (15 minutes) with school car'],
      ['prep-test-60', 'Road test preparation (1 hour)'],
      ['oneHourShared', 'Shared lesson (1 hour)'],
    ] as const;
    expect(Object.keys(LESSON_PRODUCT_TYPES)).toEqual(spec.map(([product]) => product));
    const booked = spec.map(([product]) => {
      const name = lessonTypeOfProduct(product);
      return types.find((type) => type.name === name);
    });
    // The Standard type made by the first test keeps the label an Admin gave it.
    expect(booked.map((type) => type?.label)).toEqual(spec.map(([, label]) => label));
    expect(new Set(booked.map((type) => type?.id)).size).toBe(spec.length);
    for (const unknown of ['road_test', 'RoadTest', 'one-hour', 'hasOwnProperty', '']) {
      expect(lessonTypeOfProduct(unknown), unknown).toBeNull();
    }
  });
});
