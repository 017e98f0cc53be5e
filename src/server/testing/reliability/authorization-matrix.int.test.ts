// The authorisation matrix, generated: every Query and Mutation root field of the built schema ×
// every staff role, a student account and the signed-out visitor, called over HTTP on a whole
// server with type-correct minimal arguments. The expectation comes from the permission the field
// declares (`authScopes`, the same declaration docs/permissions.md is generated from) and the
// matrix in src/domain/permissions.ts:
// - denied → exactly one error, FORBIDDEN (signed in) or NOT_SIGNED_IN (signed out);
// - allowed → neither code (NOT_FOUND or VALIDATION_ERROR are fine: the ids point at nothing),
//   and never an internal error;
// - own records only (a permission with `ownRecords`, for a caller without its `unless`) → with
//   random ids FORBIDDEN (someone else's record or none), and for the student account, with every
//   ID argument set to its own student record, allowed.
// A root field without a declared rule is a mismatch. Mutations run after every query, the
// refused ones first, so a write by one role cannot change what another role sees.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ownRecordsRule, type Permission } from '../../../domain/permissions.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import { rootFieldPermissions } from '../../graphql/permissions-doc.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { createStudents } from '../../modules/ledger/testing/ledger-fixtures.ts';
import { students } from '../../modules/students/students.tables.ts';
import { signUpAndSignIn } from '../auth-client.ts';
import { graphql, type GraphqlResponse } from '../graphql-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import {
  minimalVariables,
  operationDocument,
  rootFields,
  type RootField,
} from './schema-operations.ts';

interface Caller {
  name: string;
  /** null when signed out; [] for a student. */
  roles: StaffRole[] | null;
  cookie: string | null;
  /** The caller's own student record, if any. */
  ownStudentId: string | null;
}

type Expectation = 'allowed' | 'denied' | 'ownRecordsOnly';

interface Call {
  field: RootField;
  permission: string | null;
  caller: Caller;
  expectation: Expectation | 'undeclared';
}

const DENIAL_CODES = new Set(['FORBIDDEN', 'NOT_SIGNED_IN']);

function expectationOf(permission: string | null, roles: StaffRole[] | null) {
  if (permission === null) return 'undeclared';
  if (permission === 'public') return 'allowed';
  if (!can(roles, permission as Permission)) return 'denied';
  const own = ownRecordsRule(permission as Permission);
  if (own && !can(roles, own.unless as Permission)) return 'ownRecordsOnly';
  return 'allowed';
}

let server: TestServer;
const callers: Caller[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const signIn = (name: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, {
      email: `${name.toLowerCase()}@matrix.test`,
      password: 'a-long-test-password',
      name,
      roles,
    });
  for (const role of STAFF_ROLES) {
    const { cookie } = await signIn(role, [role]);
    callers.push({ name: role, roles: [role], cookie, ownStudentId: null });
  }
  const student = await signIn('Student', []);
  const db = server.platform.db.db;
  const [ownStudentId] = (await createStudents(db, ['Matrix Student'])) as [string];
  await db.update(students).set({ userId: student.userId }).where(eq(students.id, ownStudentId));
  callers.push({ name: 'Student', roles: [], cookie: student.cookie, ownStudentId });
  callers.push({ name: 'signed out', roles: null, cookie: null, ownStudentId: null });
});

afterAll(async () => {
  await server?.stop();
});

/** What went wrong with one call, or null when the answer matches the policy. */
function mismatch(call: Call, response: GraphqlResponse, own: boolean): string | null {
  const codes = (response.errors ?? []).map((error) => error.extensions?.code ?? 'none');
  const where = `${call.field.field.name} as ${call.caller.name}${own ? ' (own record)' : ''}`;
  const got = `HTTP ${response.status}, codes [${codes.join(', ')}]`;
  if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
    return `${where}: internal error (${got}): ${response.errors?.[0]?.message ?? ''}`;
  }
  const deniedWith = call.caller.cookie ? 'FORBIDDEN' : 'NOT_SIGNED_IN';
  const mustDeny = call.expectation === 'denied' || (call.expectation === 'ownRecordsOnly' && !own);
  if (mustDeny) {
    const data = response.data?.[call.field.field.name];
    if (codes.length === 1 && codes[0] === deniedWith && data == null) return null;
    return `${where}: policy denies (${call.permission}), expected ${deniedWith}, got ${got}`;
  }
  if (codes.some((code) => DENIAL_CODES.has(code))) {
    return `${where}: policy allows (${call.permission}), got ${got}`;
  }
  return null;
}

async function send(call: Call, own: boolean): Promise<string | null> {
  const id = own ? () => call.caller.ownStudentId! : randomUUID;
  const response = await graphql(
    server,
    {
      query: operationDocument(call.field),
      variables: minimalVariables(call.field.field, id),
    },
    call.caller.cookie,
  );
  return mismatch(call, response, own);
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

describe('authorisation matrix', () => {
  // ~850 requests: a few seconds on a quiet machine; the bound allows for a busy one.
  it(
    'answers every root field for every role exactly as the permission policy says',
    { timeout: 180_000 },
    async () => {
      const schema = buildSchema();
      const declared = new Map(rootFieldPermissions(schema).map((entry) => [entry.field, entry]));
      const calls: Call[] = rootFields(schema).flatMap((field) => {
        const permission = declared.get(field.field.name)?.permission ?? null;
        return callers.map((caller) => ({
          field,
          permission,
          caller,
          expectation: expectationOf(permission, caller.roles),
        }));
      });
      const mismatches: string[] = calls
        .filter((call) => call.expectation === 'undeclared')
        .map((call) => `${call.field.field.name}: no permission declared`);
      // Queries first, then refused mutations, then allowed mutations: a write by one caller
      // cannot change what a later phase sees. Within a phase calls overlap a little.
      const phases = [
        calls.filter((call) => call.field.operation === 'query'),
        calls.filter(
          (call) => call.field.operation === 'mutation' && call.expectation !== 'allowed',
        ),
        calls.filter(
          (call) => call.field.operation === 'mutation' && call.expectation === 'allowed',
        ),
      ].map((phase) => phase.filter((call) => call.expectation !== 'undeclared'));
      let sent = 0;
      for (const phase of phases) {
        await inParallel(phase, 4, async (call) => {
          const answers = [await send(call, false)];
          if (call.expectation === 'ownRecordsOnly' && call.caller.ownStudentId) {
            answers.push(await send(call, true));
          }
          sent += answers.length;
          mismatches.push(...answers.filter((entry) => entry !== null));
        });
      }
      const fields = new Set(calls.map((call) => call.field.field.name)).size;
      console.warn(
        `authorisation matrix: ${fields} root fields × ${callers.length} callers = ${calls.length} pairs, ` +
          `${sent} requests, ${mismatches.length} mismatches`,
      );
      expect(mismatches).toEqual([]);
      expect(calls.length).toBe(fields * callers.length);
    },
  );
});
