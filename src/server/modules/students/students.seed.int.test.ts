// The demo seed gives demo students records linked to their accounts, with notes and an alert,
// and a parent account managing two teens who each have a lesson, an online course and
// behind-the-wheel hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARENT, DEMO_PASSWORD, DEMO_STUDENTS } from '../../db/seed.ts';
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
    // The three walk-ins and the parent's younger teen have no sign-in of their own.
    expect(page.totalCount).toBe(DEMO_STUDENTS.length + 4);
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

  it('gives the demo parent two teens, each with a lesson, an online course and behind-the-wheel hours', async () => {
    const parent = (await signIn(server, DEMO_PARENT.email, DEMO_PASSWORD)).cookie!;
    const mine = await graphql(server, { query: `query { myStudents { id name } }` }, parent);
    const teens = mine.data?.['myStudents'] as { id: string; name: string }[];
    expect(teens.map((teen) => teen.name)).toEqual(['Emma Johnson', 'Lily Johnson']);
    for (const teen of teens) {
      const data = await graphql(
        server,
        {
          query: `query T($id: ID!) {
            lessons(studentId: $id, first: 10) { totalCount }
            studentOnlineCourses(studentId: $id) { id }
            behindTheWheelProgress(studentId: $id) { progress { status text } }
          }`,
          variables: { id: teen.id },
        },
        parent,
      );
      expect(data.errors, teen.name).toBeUndefined();
      expect(data.data!['lessons'].totalCount, teen.name).toBeGreaterThan(0);
      // Emma is also enrolled in the Texas adult course the demo lays out for the seat-time rules.
      expect(data.data!['studentOnlineCourses'].length, teen.name).toBeGreaterThan(0);
      // Attended lessons, shared by the sisters, count toward Texas's 7 h + 7 h.
      expect(data.data!['behindTheWheelProgress'].progress, teen.name).toMatchObject({
        status: 'InProgress',
        text: expect.stringMatching(/^[1-9] h 0 min of 7 h driving, .* observation — Texas$/),
      });
    }
  });
});
