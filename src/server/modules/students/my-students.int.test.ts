// `myStudents`, the student portal's way in: a signed-in account gets the student record linked to
// it and nothing else (staff included), a deleted record is left out, signed out is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { students } from './students.tables.ts';

const MY_STUDENTS = `query { myStudents { id name } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
const recordOf: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const [emma, noah, staffRecord] = (await createStudents(db, [
    'Emma Johnson',
    'Noah Williams',
    'Riley Admin',
  ])) as [string, string, string];
  await createStudents(db, ['Unlinked Student']);
  const accounts = [
    { name: 'emma', roles: [], record: emma },
    { name: 'noah', roles: [], record: noah },
    { name: 'nobody', roles: [], record: null },
    { name: 'regional', roles: ['RegionalManager' as const], record: null },
    { name: 'admin', roles: ['Admin' as const], record: staffRecord },
  ];
  for (const account of accounts) {
    const signedIn = await signUpAndSignIn(server, {
      email: `${account.name}@my-students.test`,
      password: 'my-students-password',
      name: account.name,
      roles: account.roles,
    });
    cookies[account.name] = signedIn.cookie;
    if (account.record) {
      recordOf[account.name] = account.record;
      await db
        .update(students)
        .set({ userId: signedIn.userId })
        .where(eq(students.id, account.record));
    }
  }
});

afterAll(async () => {
  await server?.stop();
});

const mine = async (who: string) => {
  const response = await graphql(server, { query: MY_STUDENTS }, cookies[who]);
  expect(response.errors).toBeUndefined();
  return response.data!['myStudents'] as { id: string; name: string }[];
};

describe('myStudents', () => {
  it('gives each account its own record only', async () => {
    expect(await mine('emma')).toEqual([{ id: recordOf['emma'], name: 'Emma Johnson' }]);
    expect(await mine('noah')).toEqual([{ id: recordOf['noah'], name: 'Noah Williams' }]);
    expect(await mine('nobody')).toEqual([]);
  });

  it('gives staff their own record, not the students they may read', async () => {
    expect(await mine('regional')).toEqual([]);
    expect(await mine('admin')).toEqual([{ id: recordOf['admin'], name: 'Riley Admin' }]);
  });

  it('leaves out a deleted record', async () => {
    const db = server.platform.db.db;
    await db.update(students).set({ isDeleted: true }).where(eq(students.id, recordOf['noah']!));
    expect(await mine('noah')).toEqual([]);
    await db.update(students).set({ isDeleted: false }).where(eq(students.id, recordOf['noah']!));
  });

  it('refuses a signed-out visitor', async () => {
    const response = await graphql(server, { query: MY_STUDENTS });
    expect(errorCode(response)).toBe('NOT_SIGNED_IN');
    expect(response.data?.['myStudents'] ?? null).toBeNull();
  });
});
