// Outside development, introspection (the Schema query of SPEC §7) is for signed-in staff only,
// and no error suggests names a signed-out caller could rebuild the schema from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../testing/auth-client.ts';
import { errorCode, graphql } from '../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const SCHEMA = 'query Schema { __schema { types { kind name possibleTypes { name } } } }';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    AUTH_SECRET: 'introspection-test-secret-0123456789abcdef',
    // The introspection policy alone: the app-documents rule (app-documents.int.test.ts) would
    // refuse these hand-written operations to students and visitors before it.
    GRAPHQL_FREE_FORM: 'anyone',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('introspection in production', () => {
  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    expect(errorCode(await graphql(server, { query: SCHEMA, operationName: 'Schema' }))).toBe(
      'NOT_SIGNED_IN',
    );
  });

  it('answers FORBIDDEN to a student and the type list to staff', async () => {
    const student = await signUpAndSignIn(server, {
      email: 'student@introspection.test',
      password: 'a-long-test-password',
      name: 'Stella Student',
      roles: [],
    });
    expect(errorCode(await graphql(server, { query: SCHEMA }, student.cookie))).toBe('FORBIDDEN');

    const trainee = await signUpAndSignIn(server, {
      email: 'trainee@introspection.test',
      password: 'a-long-test-password',
      name: 'Trey Trainee',
      roles: ['Trainee'],
    });
    const response = await graphql<{ __schema: { types: { kind: string; name: string }[] } }>(
      server,
      { query: SCHEMA, operationName: 'Schema' },
      trainee.cookie,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.types).toContainEqual(
      expect.objectContaining({ kind: 'OBJECT', name: 'User' }),
    );
  });

  it('still allows __typename to everyone', async () => {
    const response = await graphql(server, { query: '{ __typename }' });
    expect(response.data).toEqual({ __typename: 'Query' });
  });
});

describe('name suggestions in production', () => {
  // Each request misspells one name; the real one must appear in no message.
  const misspellings: [string, { query: string; variables?: Record<string, unknown> }, string][] = [
    ['a field', { query: '{ cohortz { id } }' }, 'cohorts'],
    ['an argument', { query: '{ cohorts(minEndDat: "2026-01-01") { id } }' }, 'minEndDate'],
    ['an enum value in a literal', { query: '{ userLogs(logType: Al) { totalCount } }' }, '"All"'],
    [
      'an enum value in a variable',
      {
        query: 'query ($t: LogFilter) { userLogs(logType: $t) { totalCount } }',
        variables: { t: 'Al' },
      },
      '"All"',
    ],
    [
      'an input field in a literal',
      { query: '{ userLogs(pageQuery: { frist: 1 }) { totalCount } }' },
      'first',
    ],
    [
      'an input field in a variable',
      {
        query: 'query ($p: PageQuery) { userLogs(pageQuery: $p) { totalCount } }',
        variables: { p: { frist: 1 } },
      },
      'first',
    ],
    ['a type in a fragment', { query: '{ ...F } fragment F on Qeury { __typename }' }, 'Query'],
    ['a type in an inline fragment', { query: '{ ... on Qeury { __typename } }' }, 'Query'],
  ];

  it.each(misspellings)('names no real name for a misspelled %s', async (_what, body, real) => {
    const response = await graphql(server, body);
    const messages = (response.errors ?? []).map((error) => error.message);
    expect(messages).not.toEqual([]);
    for (const message of messages) {
      expect(message).not.toMatch(/did you mean/i);
      expect(message).not.toContain(real);
    }
  });
});
