// The student list reading only the columns a query asks for (student-columns.repository.ts)
// answers exactly what whole records answered: every students-list document of the web client,
// as Apollo sends it (with __typename), for every role and the signed-out visitor, gives the
// same JSON — data and errors — on the column-selecting path and on the whole-record path.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  LEDGER_STUDENT_NAMES_QUERY,
  LEDGER_STUDENT_SEARCH_QUERY,
} from '../../../web/features/ledger/ledger.queries.ts';
import { LESSON_PARTNER_SEARCH_QUERY } from '../../../web/features/lessons/lessons.queries.ts';
import { STUDENTS_QUERY } from '../../../web/features/students/students.queries.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { studentListPlanner } from './students.graphql.ts';
import { studentsRepository } from './students.repository.ts';

const ADD = `mutation Add($input: AddStudentInput!) { addStudent(input: $input) { id } }`;
const UPDATE = `mutation Update($input: UpdateStudentInput!) { updateStudent(input: $input) { id } }`;
const DISABLE = `mutation Disable($id: ID!) { disableStudentAccount(studentId: $id) { id } }`;

let server: TestServer;
let admin = '';
const viewers: [string, string | null][] = [['signed-out visitor', null]];
const ids: string[] = [];

async function must(query: string, variables: Record<string, unknown>) {
  const response = await graphql(server, { query, variables }, admin);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of [...STAFF_ROLES, null]) {
    const name = role ?? 'student';
    const signedIn = await signUpAndSignIn(server, {
      email: `${name.toLowerCase()}@parity.test`,
      password: 'a-long-test-password',
      name: `${name} Parity`,
      roles: role ? [role] : [],
    });
    viewers.push([role ?? 'student (no staff role)', signedIn.cookie]);
    if (role === 'Admin') admin = signedIn.cookie;
  }
  // Students with every kind of value the list shows: dates, an address with a pin, a linked and
  // then disabled account, a parent, an empty record, a deleted one.
  const inputs = [
    {
      name: 'Ana Parity',
      email: 'ana@parity.test',
      dob: '2008-05-01',
      usStateId: 'CA',
      licenseNumber: 'Y1234567',
      parentName: 'Rosa Parity',
      address: { phone: '(415) 555-2671', city: 'San Francisco', state: 'CA', zipcode: '94103' },
      signInEmail: 'student@parity.test',
    },
    { name: 'Bo Parity' },
    { name: 'Çelik Parity', dob: '1990-12-31', previousHours: 2.5, transferType: 'CarOnly' },
    { name: 'Dee Parity', email: 'dee@parity.test' },
  ];
  for (const input of inputs) {
    const data = await must(ADD, { input });
    ids.push(data['addStudent'].id as string);
  }
  await must(DISABLE, { id: ids[0] });
  await must(UPDATE, { input: { id: ids[3], isDeleted: true } });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.stop();
});

const documents: [string, DocumentNode, Record<string, unknown>][] = [
  ['Students, first page', STUDENTS_QUERY, { term: null, pageQuery: { first: 3 } }],
  ['Students, second page', STUDENTS_QUERY, { term: null, pageQuery: { first: 2, skip: 2 } }],
  ['Students by term', STUDENTS_QUERY, { term: 'parity', pageQuery: null }],
  ['LessonPartnerSearch', LESSON_PARTNER_SEARCH_QUERY, { term: 'par' }],
  ['LedgerStudentSearch', LEDGER_STUDENT_SEARCH_QUERY, { term: '415555' }],
  ['LedgerStudentNames', LEDGER_STUDENT_NAMES_QUERY, {}],
];

describe('the student list reads only the columns asked for', () => {
  it.each(documents)(
    '%s: the same JSON for every viewer as whole records',
    async (_, document, vars) => {
      const variables = { ids, ...vars };
      const query = print(addTypenameToDocument(document));
      const answers = async () => {
        const bodies = [];
        for (const [, cookie] of viewers)
          bodies.push(await graphql(server, { query, variables }, cookie));
        return bodies.map(({ data, errors }) => ({ data, errors }));
      };
      const wholeRecords = vi.spyOn(studentsRepository, 'search');
      const selected = await answers();
      // The column-selecting path answered: whole records were never read.
      expect(wholeRecords).not.toHaveBeenCalled();

      vi.spyOn(studentListPlanner, 'keysFor').mockReturnValue(null);
      const whole = await answers();
      expect(wholeRecords).toHaveBeenCalled();
      vi.restoreAllMocks();

      expect(selected).toEqual(whole);
      // Staff who may read the list got students; the others an error, on both paths alike.
      const admins = selected[viewers.findIndex(([name]) => name === 'Admin')]!;
      expect(JSON.stringify(admins.data)).toContain('Parity');
    },
  );
});
