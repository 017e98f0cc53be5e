// createMyStudent: the record a new account makes while booking, for itself or a parent's teen,
// linked to the account (so myStudents and checkout find it): one own record per account, a
// parent's teens as many as there are (more in students/parent-accounts.int.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const CREATE = `mutation C($input: CreateMyStudentInput!) { createMyStudent(input: $input) {
  id name dob parentName parentEmail email usStateId } }`;
const MINE = `query { myStudents { id name } }`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const account = (email: string, name: string) =>
  signUpAndSignIn(server, { email, password: 'a-long-test-password', name, roles: [] });

describe('createMyStudent', () => {
  it('a parent creates their teen’s record, linked to the parent’s account', async () => {
    const { cookie } = await account('pat@family.test', 'Pat Ode');
    const input = { forTeen: true, name: 'Teo Ode', dob: '2010-04-02', usStateId: 'TX' };
    const made = await graphql(server, { query: CREATE, variables: { input } }, cookie);
    expect(made.errors).toBeUndefined();
    expect(made.data!['createMyStudent']).toMatchObject({
      name: 'Teo Ode',
      dob: '2010-04-02',
      parentName: 'Pat Ode',
      parentEmail: 'pat@family.test',
      email: null,
      usStateId: 'TX',
    });
    const mine = await graphql(server, { query: MINE }, cookie);
    expect(mine.data!['myStudents']).toEqual([
      { id: made.data!['createMyStudent'].id, name: 'Teo Ode' },
    ]);
  });

  it('a student creates their own record; a teen needs a date of birth; signed out is refused', async () => {
    const { cookie } = await account('sam@self.test', 'Sam Self');
    const teen = await graphql(
      server,
      { query: CREATE, variables: { input: { forTeen: true, name: 'Kid' } } },
      cookie,
    );
    expect(errorCode(teen)).toBe('VALIDATION_ERROR');
    expect(teen.errors![0]!.extensions!['fields']).toEqual([
      { path: 'input.dob', message: 'is required for a teen' },
    ]);
    const own = await graphql(
      server,
      { query: CREATE, variables: { input: { forTeen: false, name: 'Sam Self' } } },
      cookie,
    );
    expect(own.data!['createMyStudent']).toMatchObject({
      name: 'Sam Self',
      email: 'sam@self.test',
      parentName: null,
    });
    const again = await graphql(
      server,
      { query: CREATE, variables: { input: { forTeen: false, name: 'Sam Again' } } },
      cookie,
    );
    expect(errorCode(again)).toBe('CONFLICT');
    const signedOut = await graphql(server, {
      query: CREATE,
      variables: { input: { forTeen: false, name: 'X' } },
    });
    expect(errorCode(signedOut)).toBe('NOT_SIGNED_IN');
  });
});
