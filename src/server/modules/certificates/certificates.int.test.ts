// Certificates through GraphQL and HTTP on a whole server: consecutive numbers under concurrency,
// a used-up range that issues nothing, type validation, who may issue and read, the PDF route,
// idempotent replays and the shipping order of a mailed certificate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { students, userLogs } from '../students/students.tables.ts';
import { certificates, certificateTypes, shippingOrders } from './certificates.tables.ts';

const CREATE_TYPE = `mutation C($input: CertificateTypeInput!) { createCertificateType(input: $input) { id label prefix valMin valMax usStateId remaining } }`;
const UPDATE_TYPE = `mutation U($id: ID!, $input: CertificateTypeInput!) { updateCertificateType(id: $id, input: $input) { id valMin valMax } }`;
const PUT = `mutation P($input: PutCertificateInput!) { putCertificate(input: $input) { replayed certificate { id certNumber issuedTo usStateId certTypeLabel studentName createdBy pdfUrl shippingSpeed } } }`;
const LIST = `query L($studentId: ID) { certificates(studentId: $studentId) { totalCount edges { node { id certNumber issuedTo } } } }`;
const MINE = `{ myCertificates { id certNumber issuedTo } }`;

const PASSWORD = 'certificates-test-password';

let server: TestServer;
let admin: string;
let classroom: string;
let trainee: string;
let studentCookie: string;
let otherCookie: string;
let studentId: string;
let otherId: string;

const fieldOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0]?.extensions?.['fields'] as { path: string }[] | undefined)?.map(
    (field) => field.path,
  );

async function createType(input: Record<string, unknown>) {
  const response = await graphql(server, { query: CREATE_TYPE, variables: { input } }, admin);
  expect(response.errors).toBeUndefined();
  return response.data!['createCertificateType'] as { id: string; remaining: number };
}

const issue = (input: Record<string, unknown>, cookie = classroom) =>
  graphql(server, { query: PUT, variables: { input } }, cookie);

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('ada@school.test', ['Admin'])).cookie;
  classroom = (await account('carla@school.test', ['ClassroomManager'])).cookie;
  trainee = (await account('tom@school.test', ['Trainee'])).cookie;
  const student = await account('sam@student.test', []);
  const other = await account('olga@student.test', []);
  studentCookie = student.cookie;
  otherCookie = other.cookie;
  const db = server.platform.db.db;
  [studentId, otherId] = (await createStudents(db, ['Sam Student', 'Olga Other'])) as [
    string,
    string,
  ];
  await db
    .update(students)
    .set({ userId: student.userId, dob: '2009-04-02' })
    .where(eq(students.id, studentId));
  await db.update(students).set({ userId: other.userId }).where(eq(students.id, otherId));
});

afterAll(async () => {
  await server?.stop();
});

describe('certificate types', () => {
  it('an admin creates a type; bad ranges, blank prefixes and taken labels are refused by field', async () => {
    const type = await createType({
      label: 'Driver Education',
      prefix: 'DE-',
      valMin: 100000,
      valMax: 199999,
      usStateId: 'TX',
    });
    expect(type.remaining).toBe(100000);
    const refused = async (input: Record<string, unknown>) => {
      const response = await graphql(server, { query: CREATE_TYPE, variables: { input } }, admin);
      expect(errorCode(response)).toBe('VALIDATION_ERROR');
      return fieldOf(response);
    };
    const base = { label: 'Other', prefix: 'O-', valMin: 1, valMax: 9, usStateId: 'TX' };
    expect(await refused({ ...base, valMin: 10 })).toEqual(['input.valMax']);
    expect(await refused({ ...base, valMin: -1 })).toEqual(['input.valMin']);
    expect(await refused({ ...base, prefix: '  ' })).toEqual(['input.prefix']);
    expect(await refused({ ...base, usStateId: 'XX' })).toEqual(['input.usStateId']);
    expect(await refused({ ...base, label: 'driver education' })).toEqual(['input.label']);
    // The same label in another state is another type.
    await createType({ ...base, label: 'Driver Education', usStateId: 'CA' });
  });

  it('only an admin writes types', async () => {
    const input = { label: 'X', prefix: 'X', valMin: 1, valMax: 2, usStateId: 'CA' };
    const response = await graphql(server, { query: CREATE_TYPE, variables: { input } }, classroom);
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('issuing', () => {
  it('100 concurrent issues of one type get 100 distinct consecutive numbers', async () => {
    const type = await createType({
      label: 'Concurrent',
      prefix: 'CC-',
      valMin: 500,
      valMax: 999,
      usStateId: 'CA',
    });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => issue({ studentId, certTypeId: type.id })),
    );
    expect(responses.flatMap((response) => response.errors ?? [])).toEqual([]);
    const numbers = responses
      .map((response) => response.data!['putCertificate'].certificate.certNumber as string)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, index) => `CC-${500 + index}`));
    const [row] = await server.platform.db.db
      .select()
      .from(certificateTypes)
      .where(eq(certificateTypes.id, type.id));
    expect(row!.lastIssued).toBe(599);
  });

  it('pads to the width of valMax, and a used-up range issues nothing', async () => {
    const type = await createType({
      label: 'Tiny',
      prefix: 'T-',
      valMin: 1,
      valMax: 10,
      usStateId: 'WA',
    });
    const db = server.platform.db.db;
    // Nine numbers used already (as if issued before), one left.
    await db
      .update(certificateTypes)
      .set({ lastIssued: 9 })
      .where(eq(certificateTypes.id, type.id));
    const last = await issue({ studentId, certTypeId: type.id });
    expect(last.data!['putCertificate'].certificate.certNumber).toBe('T-10');

    const countOf = async () => (await db.select().from(certificates)).length;
    const before = await countOf();
    const refused = await issue({ studentId, certTypeId: type.id });
    expect(errorCode(refused)).toBe('VALIDATION_ERROR');
    expect(fieldOf(refused)).toEqual(['input.certTypeId']);
    expect(refused.errors![0]!.message).toBeTruthy();
    expect(await countOf()).toBe(before);
    const [row] = await db.select().from(certificateTypes).where(eq(certificateTypes.id, type.id));
    expect(row!.lastIssued).toBe(10);

    // Growing the range lets issuing go on; shrinking it below 10 is refused on valMax.
    const shrink = await graphql(
      server,
      {
        query: UPDATE_TYPE,
        variables: {
          id: type.id,
          input: { label: 'Tiny', prefix: 'T-', valMin: 1, valMax: 9, usStateId: 'WA' },
        },
      },
      admin,
    );
    expect(fieldOf(shrink)).toEqual(['input.valMax']);
    const raise = await graphql(
      server,
      {
        query: UPDATE_TYPE,
        variables: {
          id: type.id,
          input: { label: 'Tiny', prefix: 'T-', valMin: 11, valMax: 99, usStateId: 'WA' },
        },
      },
      admin,
    );
    expect(fieldOf(raise)).toEqual(['input.valMin']);
    const grow = await graphql(
      server,
      {
        query: UPDATE_TYPE,
        variables: {
          id: type.id,
          input: { label: 'Tiny', prefix: 'T-', valMin: 1, valMax: 100, usStateId: 'WA' },
        },
      },
      admin,
    );
    expect(grow.errors).toBeUndefined();
    const next = await issue({ studentId, certTypeId: type.id });
    expect(next.data!['putCertificate'].certificate.certNumber).toBe('T-011');
  });

  it('the same idempotency key answers the first certificate; a mailed one gets a shipping order', async () => {
    const type = await createType({
      label: 'Mailed',
      prefix: 'CA-',
      valMin: 1,
      valMax: 999999,
      usStateId: 'CA',
    });
    const input = {
      studentId: otherId,
      certTypeId: type.id,
      shippingSpeed: 'express',
      idempotencyKey: 'k-1',
    };
    const [first, second] = await Promise.all([issue(input), issue(input)]);
    const answers = [first, second].map((response) => response.data!['putCertificate']);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(answers[0].certificate.id).toBe(answers[1].certificate.id);
    expect(answers[0].certificate.certNumber).toBe('CA-000001');
    expect(answers[0].certificate).toMatchObject({
      studentName: 'Olga Other',
      usStateId: 'CA',
      shippingSpeed: 'express',
      createdBy: 'carla',
    });
    const db = server.platform.db.db;
    // Issued once: one audit entry and one change-log line, whatever the replays.
    const id = answers[0].certificate.id as string;
    const audits = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `Certificates/${id}`));
    expect(audits.map((entry) => entry.action)).toEqual(['Create']);
    const lines = await db.select().from(userLogs).where(eq(userLogs.studentId, otherId));
    expect(lines.map((line) => line.message)).toEqual([
      'Certificate CA-000001 issued (Mailed), to be mailed (express)',
    ]);
    await vi.waitFor(
      async () => {
        const [order] = await db
          .select()
          .from(shippingOrders)
          .where(eq(shippingOrders.certificateId, answers[0].certificate.id));
        expect(order?.status).toBe('Queued');
      },
      { timeout: 15_000, interval: 200 },
    );

    // The fulfilment queue lists it until staff who issue certificates mark it shipped.
    const QUEUE = `{ shippingOrders { totalCount edges { node { id certNumber speed status } } } }`;
    const SHIP = `mutation S($id: ID!) { markShippingOrderShipped(id: $id) { id status } }`;
    const queue = await graphql(server, { query: QUEUE }, trainee);
    const [order] = queue.data!['shippingOrders'].edges.map(
      (edge: { node: Record<string, unknown> }) => edge.node,
    );
    expect(order).toMatchObject({ certNumber: 'CA-000001', speed: 'express', status: 'Queued' });
    const ship = (cookie: string) =>
      graphql(server, { query: SHIP, variables: { id: order.id } }, cookie);
    expect(errorCode(await ship(trainee))).toBe('FORBIDDEN');
    expect((await ship(classroom)).data!['markShippingOrderShipped'].status).toBe('Shipped');
    expect(errorCode(await ship(classroom))).toBe('CONFLICT');
    expect(
      (await graphql(server, { query: QUEUE }, trainee)).data!['shippingOrders'].totalCount,
    ).toBe(0);
  });

  it('refuses unknown students and types by field', async () => {
    const types = await server.platform.db.db.select().from(certificateTypes);
    const unknownStudent = await issue({
      studentId: '00000000-0000-4000-8000-000000000000',
      certTypeId: types[0]!.id,
    });
    expect(fieldOf(unknownStudent)).toEqual(['input.studentId']);
    const unknownType = await issue({
      studentId,
      certTypeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(fieldOf(unknownType)).toEqual(['input.certTypeId']);
  });
});

describe('who may do what', () => {
  it('a student cannot issue, and reads only their own certificates', async () => {
    const [type] = await server.platform.db.db.select().from(certificateTypes);
    expect(errorCode(await issue({ studentId, certTypeId: type!.id }, studentCookie))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await issue({ studentId, certTypeId: type!.id }, trainee))).toBe('FORBIDDEN');
    expect(
      errorCode(await graphql(server, { query: LIST, variables: { studentId } }, studentCookie)),
    ).toBe('FORBIDDEN');

    const mine = await graphql(server, { query: MINE }, studentCookie);
    const own = mine.data!['myCertificates'] as { issuedTo: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((certificate) => certificate.issuedTo === studentId)).toBe(true);
    const theirs = await graphql(server, { query: MINE }, otherCookie);
    expect(
      (theirs.data!['myCertificates'] as { issuedTo: string }[]).every(
        (certificate) => certificate.issuedTo === otherId,
      ),
    ).toBe(true);

    const staffList = await graphql(server, { query: LIST, variables: { studentId } }, trainee);
    expect(staffList.errors).toBeUndefined();
    expect(staffList.data!['certificates'].totalCount).toBe(own.length);
  });

  it('the PDF goes to staff and the certificate’s own student only', async () => {
    const mine = await graphql(server, { query: MINE }, studentCookie);
    const [certificate] = mine.data!['myCertificates'] as { id: string }[];
    const get = (cookie: string | null, id = certificate!.id) =>
      fetch(`${server.url}/api/certificates/${id}/pdf`, {
        headers: cookie ? { cookie } : {},
      });
    const own = await get(studentCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await own.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await get(trainee)).status).toBe(200);
    expect((await get(otherCookie)).status).toBe(403);
    expect((await get(null)).status).toBe(401);
    expect((await get(otherCookie, 'not-an-id')).status).toBe(403);
    expect((await get(trainee, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
