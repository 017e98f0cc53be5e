// Students end to end over GraphQL: add and edit with validation, search (case, accents, phone,
// licence), paging, permissions per role, self-read, disabling the account, audit entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const ADD = `mutation Add($input: AddStudentInput!) {
  addStudent(input: $input) { id name email dob age usStateId signInEmail userId
    address { phone zipcode state } contractStatus transferStatus isAccountDisabled }
}`;
const UPDATE = `mutation Update($input: UpdateStudentInput!) {
  updateStudent(input: $input) { id name dob address { phone } observerApproved isDeleted }
}`;
const SEARCH = `query Students($term: String, $ids: [ID!], $pageQuery: PageQuery) {
  students(term: $term, ids: $ids, pageQuery: $pageQuery) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name } }
  }
}`;
const STUDENT = `query Student($id: ID!) { student(id: $id) { id name age address { phone } } }`;
const DISABLE = `mutation Disable($studentId: ID!) {
  disableStudentAccount(studentId: $studentId) { id isAccountDisabled }
}`;
const AUDIT = `query Audit($path: String!) {
  auditLogs(query: { collectionName: Users, collectionPath: $path }) {
    totalCount edges { node { action updatedBy { id } changes { path oldValue newValue } } }
  }
}`;
const ME = `query { me { id } }`;

let server: TestServer;
const cookies: Partial<Record<StaffRole | 'student' | 'other', string>> = {};
let adminId = '';

const call = (
  query: string,
  variables: Record<string, unknown>,
  cookie: string | null | undefined = cookies.Admin,
) => graphql(server, { query, variables }, cookie);

async function add(input: Record<string, unknown>, cookie = cookies.Admin): Promise<string> {
  const response = await call(ADD, { input }, cookie);
  expect(response.errors).toBeUndefined();
  return response.data?.['addStudent'].id as string;
}

const names = (response: Awaited<ReturnType<typeof call>>) =>
  (response.data?.['students'].edges as { node: { name: string } }[]).map((edge) => edge.node.name);

beforeAll(async () => {
  server = await startTestServer();
  const roles: StaffRole[] = [
    'Admin',
    'RegionalManager',
    'ClassroomManager',
    'Trainee',
    'Instructor',
    'SyncCheckAdmin',
  ];
  for (const role of roles) {
    const signedIn = await signUpAndSignIn(server, {
      email: `${role.toLowerCase()}@students.test`,
      password: 'a-long-test-password',
      name: `${role} Person`,
      roles: [role],
    });
    cookies[role] = signedIn.cookie;
    if (role === 'Admin') adminId = signedIn.userId;
  }
  for (const who of ['student', 'other'] as const) {
    const signedIn = await signUpAndSignIn(server, {
      email: `${who}@students.test`,
      password: 'a-long-test-password',
      name: `${who} account`,
      roles: [],
    });
    cookies[who] = signedIn.cookie;
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('addStudent and updateStudent', () => {
  it('normalises phone, ZIP, state and email, and computes the age', async () => {
    const response = await call(ADD, {
      input: {
        name: 'Mia Solis',
        email: ' Mia.Solis@Example.TEST ',
        dob: '2000-01-15',
        usStateId: 'tx',
        address: { phone: '(415) 555-2671', zipcode: '941031234', state: 'ca' },
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.['addStudent']).toMatchObject({
      name: 'Mia Solis',
      email: 'mia.solis@example.test',
      usStateId: 'TX',
      address: { phone: '+14155552671', zipcode: '94103-1234', state: 'CA' },
      contractStatus: 'NotSent',
      transferStatus: 'No',
      isAccountDisabled: false,
    });
    expect(response.data?.['addStudent'].age).toBeGreaterThan(25);
  });

  it('refuses bad input naming every field, and writes nothing', async () => {
    const before = (await call(SEARCH, {})).data?.['students'].totalCount;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await call(ADD, {
      input: {
        name: 'Bad Input',
        email: 'not-an-email',
        dob: tomorrow,
        usStateId: 'XX',
        address: { phone: '123', zipcode: '1234' },
      },
    });
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    const paths = response.errors?.[0]?.extensions?.fields?.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'input.email',
        'input.dob',
        'input.usStateId',
        'input.address.phone',
        'input.address.zipcode',
      ]),
    );
    expect((await call(SEARCH, {})).data?.['students'].totalCount).toBe(before);
    expect((await call(SEARCH, { term: 'Bad Input' })).data?.['students'].totalCount).toBe(0);
  });

  it('edits only the fields sent, audits the change and refuses a dob in the future', async () => {
    const id = await add({ name: 'Leo Park', dob: '2008-05-01', address: { phone: '4155550100' } });
    const edited = await call(UPDATE, {
      input: { id, address: { phone: '+1 415 555 0199' }, observerApproved: true },
    });
    expect(edited.data?.['updateStudent']).toEqual({
      id,
      name: 'Leo Park',
      dob: '2008-05-01',
      address: { phone: '+14155550199' },
      observerApproved: true,
      isDeleted: false,
    });
    const future = await call(UPDATE, { input: { id, dob: '2999-01-01' } });
    expect(errorCode(future)).toBe('VALIDATION_ERROR');
    expect(future.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.dob', message: 'cannot be in the future' },
    ]);

    const audit = await call(AUDIT, { path: `Users/${id}` });
    const entries = audit.data?.['auditLogs'];
    expect(entries.totalCount).toBe(2);
    const [update, create] = entries.edges.map((edge: { node: unknown }) => edge.node);
    expect(create).toMatchObject({ action: 'Create', updatedBy: { id: adminId } });
    expect(update.action).toBe('Update');
    expect(update.changes).toEqual([
      { path: 'observerApproved', oldValue: 'false', newValue: 'true' },
      { path: 'phone', oldValue: '+14155550100', newValue: '+14155550199' },
    ]);

    // The change log names each field in words with its old and new value.
    const logs = await call(
      `query Logs($studentId: ID) { userLogs(studentId: $studentId) { edges { node { type message } } } }`,
      { studentId: id },
    );
    expect(logs.data?.['userLogs'].edges[0].node).toEqual({
      type: 'student.updated',
      message:
        'Student record updated: Observer approved: No → Yes; Phone: (415) 555-0100 → (415) 555-0199',
    });
  });

  it('answers NOT_FOUND for an unknown student', async () => {
    const response = await call(UPDATE, {
      input: { id: '00000000-0000-4000-8000-000000000000', name: 'Nobody' },
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});

describe('the address on the map', () => {
  const PLACED = `mutation Placed($input: UpdateStudentInput!) {
    updateStudent(input: $input) { address { address zipcode latitude longitude } }
  }`;
  const austin = coordinatesOfZip('78701')!;
  const dallas = coordinatesOfZip('75201')!;
  const positionOf = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.errors).toBeUndefined();
    const { latitude, longitude } = response.data?.['updateStudent'].address as {
      latitude: number | null;
      longitude: number | null;
    };
    return { latitude, longitude };
  };
  const update = async (id: string, address: Record<string, unknown>) =>
    positionOf(await call(PLACED, { input: { id, address } }));
  const saved = async (id: string) => {
    const response = await call(
      `query Saved($id: ID!) { updateStudent: student(id: $id) { address { latitude longitude } } }`,
      { id },
    );
    return positionOf(response);
  };

  it('places an address on save, keeps a hand-placed pin and places a new address again', async () => {
    const id = await add({
      name: 'Pinned Student',
      address: { address: '1 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701' },
    });
    // Placed on save, by the geocoding port (offline: the ZIP centre).
    expect(await saved(id)).toEqual({
      latitude: austin.latitude,
      longitude: austin.longitude,
    });
    // Staff drag the pin: kept, and kept by an edit that leaves the address alone.
    const pin = { latitude: 30.2672, longitude: -97.7431 };
    expect(await update(id, pin)).toEqual(pin);
    expect(await update(id, { phone: '(512) 555-0100' })).toEqual(pin);
    // A new address with the pin left where it was is placed again.
    expect(await update(id, { address: '1 Main St', city: 'Dallas', zipcode: '75201' })).toEqual({
      latitude: dallas.latitude,
      longitude: dallas.longitude,
    });
    // A new address with a pin moved in the same save keeps the pin.
    const moved = { latitude: 30.3, longitude: -97.7 };
    expect(await update(id, { zipcode: '78701', city: 'Austin', ...moved })).toEqual(moved);
    // Clearing the pin places the address again.
    expect(await update(id, { latitude: null, longitude: null })).toEqual({
      latitude: austin.latitude,
      longitude: austin.longitude,
    });
  });

  it('saves an address it cannot place without a position, and refuses half a pin', async () => {
    const id = await add({ name: 'Unplaced Student', address: { address: 'Somewhere' } });
    expect(await saved(id)).toEqual({ latitude: null, longitude: null });
    const half = await call(PLACED, { input: { id, address: { latitude: 30 } } });
    expect(errorCode(half)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(half.errors)).toContain('input.address.longitude');
  });
});

describe('students search', () => {
  beforeAll(async () => {
    await add({
      name: 'José Álvarez',
      email: 'jose.alvarez@search.test',
      licenseNumber: 'D123-4567',
    });
    await add({ name: 'Zoë Müller', address: { phone: '(303) 555-0142' } });
    await add({ name: 'Joseph Reed', email: 'joe@search.test' });
  });

  it('ignores case and accents', async () => {
    expect(names(await call(SEARCH, { term: 'jose' }))).toEqual(['José Álvarez', 'Joseph Reed']);
    expect(names(await call(SEARCH, { term: 'ÁLVAREZ' }))).toEqual(['José Álvarez']);
    expect(names(await call(SEARCH, { term: 'zoe muller' }))).toEqual(['Zoë Müller']);
  });

  it('finds by email, phone digits in any spelling and licence number', async () => {
    expect(names(await call(SEARCH, { term: 'joe@search' }))).toEqual(['Joseph Reed']);
    expect(names(await call(SEARCH, { term: '303-555-0142' }))).toEqual(['Zoë Müller']);
    expect(names(await call(SEARCH, { term: '(303) 555' }))).toEqual(['Zoë Müller']);
    expect(names(await call(SEARCH, { term: 'd1234567' }))).toEqual(['José Álvarez']);
    expect(names(await call(SEARCH, { term: 'D123-45' }))).toEqual(['José Álvarez']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await call(SEARCH, { term: '%' })).data?.['students'].totalCount).toBe(0);
  });

  it('finds by ids and hides soft-deleted students', async () => {
    const id = await add({ name: 'Gone Student' });
    expect(names(await call(SEARCH, { ids: [id] }))).toEqual(['Gone Student']);
    await call(UPDATE, { input: { id, isDeleted: true } });
    expect(names(await call(SEARCH, { ids: [id] }))).toEqual([]);
    expect(errorCode(await call(SEARCH, { ids: ['not-an-id'] }))).toBe('VALIDATION_ERROR');
  });
});

describe('students paging', () => {
  beforeAll(async () => {
    for (let index = 0; index < 45; index += 1) {
      await add({ name: `Pager ${String(index).padStart(2, '0')}` });
    }
  });

  it('gives 40 a page by default, then the rest after the cursor', async () => {
    const first = await call(SEARCH, { term: 'pager' });
    const page = first.data?.['students'];
    expect(page.totalCount).toBe(45);
    expect(page.edges).toHaveLength(40);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await call(SEARCH, {
      term: 'pager',
      pageQuery: { first: 40, after: page.pageInfo.endCursor },
    });
    expect(names(next)).toEqual(['Pager 40', 'Pager 41', 'Pager 42', 'Pager 43', 'Pager 44']);
    const ten = await call(SEARCH, { term: 'pager', pageQuery: { first: 10, skip: 20 } });
    expect(names(ten)).toEqual(Array.from({ length: 10 }, (_, i) => `Pager ${20 + i}`));
  });
});

describe('permissions and the student account', () => {
  it('lets writers add, readers read, and keeps Instructors and students out of lists', async () => {
    await add({ name: 'By Regional' }, cookies.RegionalManager);
    await add({ name: 'By Classroom' }, cookies.ClassroomManager);
    for (const role of ['Trainee', 'SyncCheckAdmin', 'Instructor'] as const) {
      expect(errorCode(await call(ADD, { input: { name: 'x' } }, cookies[role]))).toBe('FORBIDDEN');
    }
    for (const role of ['Trainee', 'SyncCheckAdmin', 'RegionalManager'] as const) {
      expect(errorCode(await call(SEARCH, { term: 'by' }, cookies[role]))).toBeUndefined();
    }
    expect(errorCode(await call(SEARCH, {}, cookies.Instructor))).toBe('FORBIDDEN');
    expect(errorCode(await call(SEARCH, {}, cookies.student))).toBe('FORBIDDEN');
    expect(errorCode(await call(SEARCH, {}, null))).toBe('NOT_SIGNED_IN');
  });

  it('lets a student read only their own record, until staff disable the account', async () => {
    const mine = await add({ name: 'Sam Signin', signInEmail: 'STUDENT@students.test' });
    const theirs = await add({ name: 'Someone Else' });
    expect((await call(STUDENT, { id: mine }, cookies.student)).data?.['student'].name).toBe(
      'Sam Signin',
    );
    expect(errorCode(await call(STUDENT, { id: theirs }, cookies.student))).toBe('FORBIDDEN');
    expect(errorCode(await call(STUDENT, { id: mine }, cookies.Instructor))).toBe('FORBIDDEN');
    expect(errorCode(await call(STUDENT, { id: mine }, cookies.Trainee))).toBeUndefined();

    expect(
      errorCode(await call(ADD, { input: { name: 'Dup', signInEmail: 'student@students.test' } })),
    ).toBe('CONFLICT');
    expect(errorCode(await call(DISABLE, { studentId: mine }, cookies.RegionalManager))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await call(DISABLE, { studentId: theirs }))).toBe('CONFLICT');

    const disabled = await call(DISABLE, { studentId: mine });
    expect(disabled.data?.['disableStudentAccount']).toEqual({ id: mine, isAccountDisabled: true });
    expect(errorCode(await call(ME, {}, cookies.student))).toBe('NOT_SIGNED_IN');
    // Idempotent, and audited once.
    expect(errorCode(await call(DISABLE, { studentId: mine }))).toBeUndefined();
    const audit = await call(AUDIT, { path: `Users/${mine}` });
    const updates = audit.data?.['auditLogs'].edges.filter(
      (edge: { node: { action: string } }) => edge.node.action === 'Update',
    );
    expect(updates).toHaveLength(1);
    expect(updates[0].node.changes[0].path).toBe('accountDisabledAt');
  });
});
