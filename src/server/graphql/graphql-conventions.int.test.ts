// The conventions every module relies on, exercised through HTTP on a whole server:
// NOT_SIGNED_IN / FORBIDDEN / VALIDATION_ERROR / BAD_REQUEST codes, MyId and GetMyself for every
// role, disabled users, limits, CSRF and introspection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../domain/roles.ts';
import { signUpAndSignIn } from '../testing/auth-client.ts';
import { errorCode, graphql } from '../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const MY_ID = 'query MyId { me { id } }';
const GET_MYSELF = 'query GetMyself { me { id email roles } }';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_MAX_DEPTH: '4' });
});

afterAll(async () => {
  await server?.stop();
});

describe('signed out', () => {
  it('answers NOT_SIGNED_IN for me', async () => {
    const response = await graphql(server, { query: '{ me { id } }' });
    expect(errorCode(response)).toBe('NOT_SIGNED_IN');
    expect(response.data?.['me'] ?? null).toBeNull();
  });

  it('answers NOT_SIGNED_IN for staff-only fields too', async () => {
    const response = await graphql(server, { query: '{ userRoles }' });
    expect(errorCode(response)).toBe('NOT_SIGNED_IN');
  });
});

describe('MyId and GetMyself', () => {
  it.each(STAFF_ROLES)('return id, email and roles for %s', async (role) => {
    const email = `${role.toLowerCase()}@conventions.test`;
    const { userId, cookie } = await signUpAndSignIn(server, {
      email,
      password: 'a-long-test-password',
      name: `${role} Tester`,
      roles: [role],
    });
    const myId = await graphql(server, { query: MY_ID, operationName: 'MyId' }, cookie);
    expect(myId.errors).toBeUndefined();
    expect(myId.data).toEqual({ me: { id: userId } });
    const myself = await graphql(server, { query: GET_MYSELF, operationName: 'GetMyself' }, cookie);
    expect(myself.data).toEqual({ me: { id: userId, email, roles: [role] } });
  });

  it('returns every role of a user with several, and none for a student', async () => {
    const staff = await signUpAndSignIn(server, {
      email: 'several@conventions.test',
      password: 'a-long-test-password',
      name: 'Several Roles',
      roles: ['Trainee', 'Instructor'],
    });
    const student = await signUpAndSignIn(server, {
      email: 'student@conventions.test',
      password: 'a-long-test-password',
      name: 'Sam Student',
      roles: [],
    });
    const staffMe = await graphql(server, { query: GET_MYSELF }, staff.cookie);
    expect(staffMe.data?.['me']).toMatchObject({ roles: ['Instructor', 'Trainee'] });
    const studentMe = await graphql(server, { query: GET_MYSELF }, student.cookie);
    expect(studentMe.data?.['me']).toMatchObject({ roles: [] });
  });
});

describe('permissions', () => {
  it('answers FORBIDDEN when the role lacks the right', async () => {
    const trainee = await signUpAndSignIn(server, {
      email: 'trainee-forbidden@conventions.test',
      password: 'a-long-test-password',
      name: 'Terry Trainee',
      roles: ['Trainee'],
    });
    const response = await graphql(
      server,
      { query: 'mutation { updateUserRoles(userId: "x", roles: [Admin]) { id } }' },
      trainee.cookie,
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
    const student = await signUpAndSignIn(server, {
      email: 'student-forbidden@conventions.test',
      password: 'a-long-test-password',
      name: 'Stu Dent',
      roles: [],
    });
    expect(errorCode(await graphql(server, { query: '{ userRoles }' }, student.cookie))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('disabled users', () => {
  it('answers NOT_SIGNED_IN on the next request after the account is disabled', async () => {
    const { userId, cookie } = await signUpAndSignIn(server, {
      email: 'soon-disabled@conventions.test',
      password: 'a-long-test-password',
      name: 'Dee Sabled',
      roles: ['Trainee'],
    });
    expect((await graphql(server, { query: MY_ID }, cookie)).data).toEqual({ me: { id: userId } });
    await server.platform.auth.disableUser(userId, 'left the school');
    expect(errorCode(await graphql(server, { query: MY_ID }, cookie))).toBe('NOT_SIGNED_IN');
  });
});

describe('client errors', () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (
      await signUpAndSignIn(server, {
        email: 'limits-admin@conventions.test',
        password: 'a-long-test-password',
        name: 'Lim Its',
        roles: ['Admin'],
      })
    ).cookie;
  });

  it('refuses a query deeper than the limit with BAD_REQUEST', async () => {
    const deep = '{ auditLogs { edges { node { updatedBy { user { id } } } } } }';
    const response = await graphql(server, { query: deep }, adminCookie);
    expect(response.status).toBeLessThan(500);
    expect(errorCode(response)).toBe('BAD_REQUEST');
    expect(response.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses a NUL character (PostgreSQL text cannot hold it) with VALIDATION_ERROR', async () => {
    const response = await graphql(
      server,
      {
        query: 'mutation D($key: String!) { deleteFeatureFlag(key: $key) { key } }',
        variables: { key: 'a\u0000b' },
      },
      adminCookie,
    );
    expect(response.status).toBeLessThan(500);
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(response.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'key', message: 'must not contain the NUL character (\\u0000)' },
    ]);
    const literal = await graphql(
      server,
      { query: 'mutation { deleteFeatureFlag(key: "a\\u0000b") { key } }' },
      adminCookie,
    );
    expect(errorCode(literal)).toBe('VALIDATION_ERROR');
    expect(literal.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'query', message: 'must not contain the NUL character (\\u0000)' },
    ]);
    // The braced escape writes the same character.
    const braced = await graphql(
      server,
      { query: 'mutation { deleteFeatureFlag(key: "a\\u{0}b") { key } }' },
      adminCookie,
    );
    expect(errorCode(braced)).toBe('VALIDATION_ERROR');
  });

  it('refuses a 3 MB body with BAD_REQUEST', async () => {
    const response = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({
        query: '{ me { id } }',
        variables: { padding: 'x'.repeat(3_000_000) },
      }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('answers BAD_REQUEST for a syntax error and an unknown field', async () => {
    expect(errorCode(await graphql(server, { query: '{ me { id ' }, adminCookie))).toBe(
      'BAD_REQUEST',
    );
    expect(errorCode(await graphql(server, { query: '{ nope }' }, adminCookie))).toBe(
      'BAD_REQUEST',
    );
  });

  it('answers BAD_REQUEST for variables of the wrong shape', async () => {
    const response = await graphql(
      server,
      {
        query:
          'mutation ($roles: [StaffRole!]!) { updateUserRoles(userId: "x", roles: $roles) { id } }',
        variables: { roles: ['Nope'] },
      },
      adminCookie,
    );
    expect(errorCode(response)).toBe('BAD_REQUEST');
    const unknownField = await graphql(
      server,
      {
        query: 'query ($q: AuditLogQuery) { auditLogs(query: $q) { totalCount } }',
        variables: { q: { nope: 1 } },
      },
      adminCookie,
    );
    expect(errorCode(unknownField)).toBe('BAD_REQUEST');
  });

  it('names the offending field in VALIDATION_ERROR', async () => {
    const response = await graphql(
      server,
      { query: '{ auditLogs(pageQuery: { first: 1000 }) { totalCount } }' },
      adminCookie,
    );
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(response.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('first');
  });
});

describe('CSRF protection', () => {
  it('refuses cookie requests from another site', async () => {
    const response = await graphql(
      { url: server.url, origin: 'https://evil.example' },
      { query: MY_ID },
    );
    expect(response.status).toBe(403);
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it('refuses bodies a cross-site form could send', async () => {
    const response = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: server.origin },
      body: JSON.stringify({ query: MY_ID }),
    });
    expect(response.status).toBe(415);
  });
});
