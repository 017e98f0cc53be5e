// In production the server answers the web app's own operations to everyone and operations of
// anyone's own making only to signed-in staff (GRAPHQL_FREE_FORM, app-documents.ts).
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMyselfDocument } from '../../web/gql/graphql.ts';
import { signUpAndSignIn } from '../testing/auth-client.ts';
import { graphql } from '../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { documentFingerprint, readAppDocuments } from './app-documents.ts';

// GetMyself exactly as Apollo Client sends it: with __typename in every selection.
const APP_QUERY = print(addTypenameToDocument(GetMyselfDocument));
const OWN_QUERY = 'query Mine { me { id email } }';
const REFUSAL = /the RoadReady app’s own operations only/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    AUTH_SECRET: 'app-documents-test-secret-0123456789abcdef',
  });
});

afterAll(async () => {
  await server?.stop();
});

const signUp = (email: string, roles: 'Admin'[] | []) =>
  signUpAndSignIn(server, { email, password: 'a-long-test-password', name: 'Pat Doe', roles });

describe('the app’s documents in production', () => {
  it('lists every operation of the web app, and knows a document with Apollo’s __typename', () => {
    const documents = readAppDocuments();
    expect(documents.size).toBeGreaterThan(200);
    expect(documents.get(documentFingerprint(addTypenameToDocument(GetMyselfDocument)))).toBe(
      'GetMyself',
    );
  });

  it('answers a student the app’s operation and refuses one of their own, clearly', async () => {
    const student = await signUp('student@app-documents.test', []);
    const own = await graphql(server, { query: APP_QUERY }, student.cookie);
    expect(own.errors).toBeUndefined();
    expect(own.data?.['me'].email).toBe('student@app-documents.test');

    const refused = await graphql(server, { query: OWN_QUERY }, student.cookie);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(REFUSAL),
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('asks a signed-out visitor with an operation of their own to sign in as staff', async () => {
    const refused = await graphql(server, { query: '{ __typename }' });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/app’s own operations only.*signed-in staff: please sign in/),
      extensions: { code: 'NOT_SIGNED_IN' },
    });
  });

  it('lets signed-in staff run operations of their own (their tools)', async () => {
    const admin = await signUp('admin@app-documents.test', ['Admin']);
    const answer = await graphql(server, { query: OWN_QUERY }, admin.cookie);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['me'].email).toBe('admin@app-documents.test');
  });
});
