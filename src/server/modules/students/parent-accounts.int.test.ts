// A parent's account holding several teens (docs/portal.md "Parents"): createMyStudent with
// forTeen links each new teen to the parent; myStudents gives the parent both teens and only them;
// another parent is refused every teen's data; the parent checks out a lesson for each teen and
// reads each teen's certificates; staff see the parent account on the student.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  AUSTIN,
  priceTheTestRegion,
  wholeHourFromNow,
} from '../booking/testing/booking-fixtures.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { holdSlot } from '../slot-search/transient-slots.service.ts';

const CREATE = `mutation C($input: CreateMyStudentInput!) { createMyStudent(input: $input) {
  id name dob usStateId parentName parentEmail email userId } }`;
const MINE = `query { myStudents { id name } }`;
const STUDENT = `query S($id: ID!) { student(id: $id) { id name } }`;
const LESSONS = `query L($id: ID!) { lessons(studentId: $id, first: 10) { totalCount edges { node { id students { studentId } } } } }`;
const COURSES = `query O($id: ID!) { studentOnlineCourses(studentId: $id) { id } }`;
const GUARDIANS = `query G($id: ID!) { studentGuardians(studentId: $id) { userId name email linkedAt } }`;
const CHECKOUT = `mutation K($input: CheckoutBookingInput!) { checkoutBooking(input: $input) { id studentId lesson { id } } }`;
const CERT_TYPE = `mutation T($input: CertificateTypeInput!) { createCertificateType(input: $input) { id } }`;
const ISSUE = `mutation P($input: PutCertificateInput!) { putCertificate(input: $input) { certificate { id issuedTo } } }`;
const MY_CERTIFICATES = `{ myCertificates { id issuedTo studentName } }`;

const PASSWORD = 'parent-accounts-password';

interface Account {
  cookie: string;
  viewer: Viewer;
}

let server: TestServer;
let admin: string;
let classroom: string;
let pat: Account;
let quinn: Account;
let instructorId: string;
let standard: string;
const teens: { id: string; name: string }[] = [];
let quinnTeen: string;

async function account(email: string, name: string, roles: Viewer['roles'] = []) {
  const { cookie, userId } = await signUpAndSignIn(server, {
    email,
    password: PASSWORD,
    name,
    roles,
  });
  return { cookie, viewer: { userId, sessionId: 'test', email, name, roles } };
}

const fieldsOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.['fields'];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await account('ada@parents.test', 'Ada Admin', ['Admin'])).cookie;
  classroom = (await account('carla@parents.test', 'Carla Class', ['ClassroomManager'])).cookie;
  pat = await account('pat@parents.test', 'Pat Rivera');
  quinn = await account('quinn@parents.test', 'Quinn Ode');
  instructorId = await createInstructor(server.platform, { name: 'Iris Lane' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  await priceTheTestRegion(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('a parent with two teens', () => {
  it('createMyStudent forTeen twice gives two teens linked to the parent', async () => {
    for (const [name, dob] of [
      ['Mia Rivera', '2009-05-01'],
      ['Leo Rivera', '2011-02-17'],
    ] as const) {
      const input = { forTeen: true, name, dob, usStateId: 'tx' };
      const made = await graphql(server, { query: CREATE, variables: { input } }, pat.cookie);
      expect(made.errors).toBeUndefined();
      expect(made.data!['createMyStudent']).toMatchObject({
        name,
        dob,
        usStateId: 'TX',
        parentName: 'Pat Rivera',
        parentEmail: 'pat@parents.test',
        email: null,
        // The teen's record is not the parent's sign-in.
        userId: null,
      });
      teens.push({ id: made.data!['createMyStudent'].id, name });
    }
    const quinns = await graphql(
      server,
      {
        query: CREATE,
        variables: { input: { forTeen: true, name: 'Ivy Ode', dob: '2010-01-01' } },
      },
      quinn.cookie,
    );
    quinnTeen = quinns.data!['createMyStudent'].id;
  });

  it('the parent sees both teens and only them, in the order they were added', async () => {
    const mine = await graphql(server, { query: MINE }, pat.cookie);
    expect(mine.data!['myStudents']).toEqual(teens);
    const theirs = await graphql(server, { query: MINE }, quinn.cookie);
    expect(theirs.data!['myStudents']).toEqual([{ id: quinnTeen, name: 'Ivy Ode' }]);
    for (const teen of teens) {
      const read = await graphql(
        server,
        { query: STUDENT, variables: { id: teen.id } },
        pat.cookie,
      );
      expect(read.data!['student']).toEqual(teen);
    }
  });

  it('a parent’s own record comes first; a second own record is still a CONFLICT', async () => {
    const own = { forTeen: false, name: 'Pat Rivera' };
    const made = await graphql(server, { query: CREATE, variables: { input: own } }, pat.cookie);
    expect(made.data!['createMyStudent']).toMatchObject({ email: 'pat@parents.test' });
    const mine = await graphql(server, { query: MINE }, pat.cookie);
    expect((mine.data!['myStudents'] as { name: string }[]).map((s) => s.name)).toEqual([
      'Pat Rivera',
      'Mia Rivera',
      'Leo Rivera',
    ]);
    const again = await graphql(server, { query: CREATE, variables: { input: own } }, pat.cookie);
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('bad input is a VALIDATION_ERROR naming the field, and nothing is written', async () => {
    const refused = async (input: Record<string, unknown>) => {
      const response = await graphql(server, { query: CREATE, variables: { input } }, pat.cookie);
      expect(errorCode(response)).toBe('VALIDATION_ERROR');
      return (fieldsOf(response) as { path: string }[]).map((field) => field.path);
    };
    const teen = { forTeen: true, name: 'Ana Rivera', dob: '2010-03-03', usStateId: 'TX' };
    expect(await refused({ ...teen, name: '  ' })).toEqual(['input.name']);
    expect(await refused({ ...teen, dob: '2010-02-30' })).toEqual(['input.dob']);
    expect(await refused({ ...teen, dob: '2999-01-01' })).toEqual(['input.dob']);
    expect(await refused({ ...teen, dob: null })).toEqual(['input.dob']);
    expect(await refused({ ...teen, usStateId: 'ZZ' })).toEqual(['input.usStateId']);
    const mine = await graphql(server, { query: MINE }, pat.cookie);
    expect(mine.data!['myStudents']).toHaveLength(3);
  });

  it('another parent is refused each teen’s record, lessons and courses', async () => {
    for (const teen of teens) {
      for (const query of [STUDENT, LESSONS, COURSES]) {
        const response = await graphql(server, { query, variables: { id: teen.id } }, quinn.cookie);
        expect(errorCode(response), `${query} ${teen.name}`).toBe('FORBIDDEN');
      }
    }
    const back = await graphql(
      server,
      { query: LESSONS, variables: { id: quinnTeen } },
      pat.cookie,
    );
    expect(errorCode(back)).toBe('FORBIDDEN');
  });

  it('the parent checks out a lesson for each teen and sees it on that teen only', async () => {
    let hour = 40;
    for (const teen of teens) {
      hour += 3;
      const hold = await holdSlot(server.platform, pat.viewer, {
        instructorId,
        lessonTypeId: standard,
        startTime: wholeHourFromNow(hour),
        pickup: AUSTIN,
      });
      const input = {
        idempotencyKey: `parent-${teen.id}`,
        holdId: hold.id,
        studentId: teen.id,
        pickupLocation: '1100 Congress Ave, Austin, TX',
        paymentSource: 'tok_visa',
      };
      const done = await graphql(server, { query: CHECKOUT, variables: { input } }, pat.cookie);
      expect(done.errors, teen.name).toBeUndefined();
      expect(done.data!['checkoutBooking'].studentId).toBe(teen.id);
      const lessons = await graphql(
        server,
        { query: LESSONS, variables: { id: teen.id } },
        pat.cookie,
      );
      expect(
        lessons.data!['lessons'].edges.map((e: { node: { id: string } }) => e.node.id),
      ).toEqual([done.data!['checkoutBooking'].lesson.id]);
    }
    // Not for another family's teen.
    const hold = await holdSlot(server.platform, pat.viewer, {
      instructorId,
      lessonTypeId: standard,
      startTime: wholeHourFromNow(hour + 3),
      pickup: AUSTIN,
    });
    const forOther = await graphql(
      server,
      {
        query: CHECKOUT,
        variables: {
          input: {
            idempotencyKey: 'parent-other',
            holdId: hold.id,
            studentId: quinnTeen,
            pickupLocation: '1100 Congress Ave, Austin, TX',
            paymentSource: 'tok_visa',
          },
        },
      },
      pat.cookie,
    );
    expect(errorCode(forOther)).toBe('FORBIDDEN');
  });

  it('the parent reads and downloads each teen’s certificates; another parent cannot', async () => {
    const type = await graphql(
      server,
      {
        query: CERT_TYPE,
        variables: {
          input: { label: 'Driver Ed', prefix: 'P-', valMin: 1, valMax: 99, usStateId: 'TX' },
        },
      },
      admin,
    );
    const certTypeId = type.data!['createCertificateType'].id;
    const issued: string[] = [];
    for (const teen of teens) {
      const response = await graphql(
        server,
        { query: ISSUE, variables: { input: { studentId: teen.id, certTypeId } } },
        classroom,
      );
      expect(response.errors).toBeUndefined();
      issued.push(response.data!['putCertificate'].certificate.id);
    }
    const mine = await graphql(server, { query: MY_CERTIFICATES }, pat.cookie);
    const certificates = mine.data!['myCertificates'] as { id: string; issuedTo: string }[];
    expect(new Set(certificates.map((c) => c.issuedTo))).toEqual(new Set(teens.map((t) => t.id)));
    const theirs = await graphql(server, { query: MY_CERTIFICATES }, quinn.cookie);
    expect(theirs.data!['myCertificates']).toEqual([]);
    for (const id of issued) {
      const pdf = (cookie: string) =>
        fetch(`${server.url}/api/certificates/${id}/pdf`, { headers: { cookie } });
      expect((await pdf(pat.cookie)).status).toBe(200);
      expect((await pdf(quinn.cookie)).status).toBe(403);
    }
  });

  it('staff see the parent account on each teen; the parent may not list them', async () => {
    for (const teen of teens) {
      const response = await graphql(
        server,
        { query: GUARDIANS, variables: { id: teen.id } },
        classroom,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data!['studentGuardians']).toEqual([
        {
          userId: pat.viewer.userId,
          name: 'Pat Rivera',
          email: 'pat@parents.test',
          linkedAt: expect.any(String),
        },
      ]);
    }
    const asParent = await graphql(
      server,
      { query: GUARDIANS, variables: { id: teens[0]!.id } },
      pat.cookie,
    );
    expect(errorCode(asParent)).toBe('FORBIDDEN');
    const missing = await graphql(
      server,
      { query: GUARDIANS, variables: { id: '00000000-0000-4000-8000-000000000000' } },
      classroom,
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });
});
