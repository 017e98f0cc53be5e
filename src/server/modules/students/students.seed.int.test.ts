// The demo seed gives demo students records linked to their accounts, with notes and an alert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENTS } from '../../db/seed.ts';
import { signIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const STUDENTS = `query { students(pageQuery: { first: 40 }) {
  totalCount edges { node { id name signInEmail parentName age address { phone zipcode } } }
} }`;
const NOTES = `query Notes($studentId: ID!) { notes(studentId: $studentId) { text isPinned } }`;

let server: TestServer;
let admin = '';

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  admin = (await signIn(server, 'admin@roadready.demo', DEMO_PASSWORD)).cookie!;
});

afterAll(async () => {
  await server?.stop();
});

describe('demo students', () => {
  it('link every demo student account to a record, plus walk-ins without accounts', async () => {
    const page = (await graphql(server, { query: STUDENTS }, admin)).data?.['students'];
    expect(page.totalCount).toBe(DEMO_STUDENTS.length + 2);
    const nodes = page.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    const emma = nodes.find((node: { name: string }) => node.name === 'Emma Johnson');
    expect(emma).toMatchObject({
      signInEmail: 'emma.johnson@roadready.demo',
      parentName: 'Karen Johnson',
      address: { phone: '+15125550143', zipcode: '78705' },
    });
    expect(emma.age).toBeGreaterThan(15);
    const walkIn = nodes.find((node: { name: string }) => node.name === 'Mateo Hernández');
    expect(walkIn.signInEmail).toBeNull();

    const notes = await graphql(server, { query: NOTES, variables: { studentId: emma.id } }, admin);
    expect(notes.data?.['notes'][0]).toEqual({
      text: 'Mother prefers calls after 5pm.',
      isPinned: true,
    });
  });
});
