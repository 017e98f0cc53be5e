// Students for the back-office suites, added through the API as staff would add them.
import { expect } from 'vitest';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';

const ADD_STUDENT = `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id name } }`;

export interface AddedStudent {
  id: string;
  name: string;
}

export async function addStudent(
  server: TestServer,
  cookie: string,
  input: Record<string, unknown>,
): Promise<AddedStudent> {
  const result = await graphql<{ addStudent: AddedStudent }>(
    server,
    { query: ADD_STUDENT, variables: { input } },
    cookie,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.addStudent;
}

/** A few students with accents, phones and licences, so search has something to tell apart. */
export async function addDemoStudents(server: TestServer, cookie: string) {
  const mateo = await addStudent(server, cookie, {
    name: 'Mateo Hernández',
    email: 'mateo.hernandez@example.com',
    dob: '2009-08-27',
    parentName: 'Lucía Hernández',
    parentEmail: 'lucia.hernandez@example.com',
    usStateId: 'CA',
    address: { phone: '(415) 555-2671', city: 'Oakland', state: 'CA', zipcode: '94607' },
  });
  const chloe = await addStudent(server, cookie, {
    name: 'Chloé Dubois',
    email: 'chloe.dubois@example.com',
    dob: '2003-12-05',
    licenseNumber: 'D4821937',
    usStateId: 'WA',
    address: { phone: '(206) 555-0143', city: 'Seattle', state: 'WA' },
  });
  const noah = await addStudent(server, cookie, {
    name: 'Noah Williams',
    address: { phone: '(510) 555-0199' },
  });
  return { mateo, chloe, noah };
}
