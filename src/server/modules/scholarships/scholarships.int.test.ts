// Scholarships through GraphQL: a signed-out visitor applies (validated by field, published
// courses only), staff list, grant (one voucher for the course's product, recorded on the
// application, audited) and decline with a reason; a decided application cannot be decided again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { createProduct } from '../ledger/testing/ledger-fixtures.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';
import { scholarshipApplications } from './scholarships.tables.ts';

const APPLY = `mutation A($userName: String!, $email: String!, $dob: String!, $scholarshipAnswer: String!, $courseId: ID!) { applyForScholarship(userName: $userName, email: $email, dob: $dob, scholarshipAnswer: $scholarshipAnswer, courseId: $courseId) { id status } }`;
const LIST = `query L($status: ScholarshipStatus) { scholarshipApplications(status: $status) { id userName status voucherCode declineReason courseName } }`;
const GRANT = `mutation G($id: ID!) { grantScholarship(id: $id) { id status voucherCode reviewedByName } }`;
const DECLINE = `mutation D($id: ID!, $reason: String!) { declineScholarship(id: $id, reason: $reason) { id status declineReason } }`;

const PASSWORD = 'scholarships-test-password';
const ANSWER =
  'I am raising two teenagers alone and the course fee is more than we can spare this year.';

let server: TestServer;
let classroom: string;
let trainee: string;
let courseId: string;
let draftId: string;

const fieldsOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0]?.extensions?.['fields'] as { path: string }[] | undefined)?.map(
    (field) => field.path,
  );

const apply = (overrides: Record<string, unknown> = {}) =>
  graphql(server, {
    query: APPLY,
    variables: {
      userName: 'Ana Ruiz',
      email: 'ana@example.com',
      dob: '2009-05-01',
      scholarshipAnswer: ANSWER,
      courseId,
      ...overrides,
    },
  });

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  classroom = (await account('carla@school.test', ['ClassroomManager'])).cookie;
  trainee = (await account('tom@school.test', ['Trainee'])).cookie;
  const db = server.platform.db.db;
  const productId = await createProduct(db, 'Washington classroom course', 'course');
  const insert = (isPublished: boolean, category: 'classroom-drivers-ed' | 'drivers-ed') =>
    db
      .insert(courses)
      .values({
        state: 'WA',
        category,
        audience: 'teen',
        name: `Washington ${category}`,
        requiredSeconds: 34 * 3600,
        priceCents: 59500,
        productId,
        isPublished,
      })
      .returning({ id: courses.id });
  [{ id: courseId }] = (await insert(true, 'classroom-drivers-ed')) as [{ id: string }];
  [{ id: draftId }] = (await insert(false, 'drivers-ed')) as [{ id: string }];
});

afterAll(async () => {
  await server?.stop();
});

describe('scholarships', () => {
  it('a signed-out visitor applies; bad fields and unpublished courses are refused by field', async () => {
    const applied = await apply();
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.['applyForScholarship']).toMatchObject({ status: 'pending' });
    const bad = await apply({
      email: 'ana@',
      dob: '2099-01-01',
      scholarshipAnswer: 'short',
      courseId: draftId,
    });
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad)).toEqual(['email', 'dob', 'scholarshipAnswer', 'courseId']);
    expect(fieldsOf(await apply({ dob: '2023-02-30' }))).toEqual(['dob']);
    expect(fieldsOf(await apply({ courseId: 'nope' }))).toEqual(['courseId']);
    const rows = await server.platform.db.db.select().from(scholarshipApplications);
    expect(rows).toHaveLength(1);
  });

  it('staff grant with a voucher for the course, once; decline needs a reason', async () => {
    expect(errorCode(await graphql(server, { query: LIST }))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await graphql(server, { query: LIST }, trainee))).toBe('FORBIDDEN');
    const second = (await apply({ userName: 'Ben Cole', email: 'ben@example.com' })).data![
      'applyForScholarship'
    ] as { id: string };
    const pending = await graphql(
      server,
      { query: LIST, variables: { status: 'pending' } },
      classroom,
    );
    const list = pending.data!['scholarshipApplications'] as { id: string; courseName: string }[];
    expect(list).toHaveLength(2);
    const first = list.find((entry) => entry.id !== second.id)!;

    const granted = await graphql(server, { query: GRANT, variables: { id: first.id } }, classroom);
    expect(granted.errors).toBeUndefined();
    const view = granted.data!['grantScholarship'] as { voucherCode: string; status: string };
    expect(view).toMatchObject({ status: 'granted', reviewedByName: 'carla' });
    expect(view.voucherCode).toMatch(/^SCHOLAR/);
    const db = server.platform.db.db;
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, view.voucherCode));
    expect(voucher).toBeDefined();
    expect(
      errorCode(await graphql(server, { query: GRANT, variables: { id: first.id } }, classroom)),
    ).toBe('CONFLICT');
    expect(await db.select().from(vouchers)).toHaveLength(1);

    const blank = await graphql(
      server,
      { query: DECLINE, variables: { id: second.id, reason: ' ' } },
      classroom,
    );
    expect(fieldsOf(blank)).toEqual(['reason']);
    const declined = await graphql(
      server,
      { query: DECLINE, variables: { id: second.id, reason: 'Income above the limit.' } },
      classroom,
    );
    expect(declined.data?.['declineScholarship']).toMatchObject({
      status: 'declined',
      declineReason: 'Income above the limit.',
    });
    expect(
      errorCode(
        await graphql(
          server,
          { query: GRANT, variables: { id: '00000000-0000-4000-8000-000000000000' } },
          classroom,
        ),
      ),
    ).toBe('NOT_FOUND');
    const audited = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionName, 'ScholarshipApplications'));
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'Create',
      'Create',
      'Update',
      'Update',
    ]);
  });
});
