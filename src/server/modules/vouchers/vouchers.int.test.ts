// Vouchers through GraphQL: batches of unambiguous codes, (de)activation, redemption into the
// ledger exactly once (also under concurrency on PostgreSQL), who may redeem, the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByProduct } from '../../../domain/ledger/ledger-state.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { listedCodes } from '../../testing/listed-codes.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { createProduct, createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { students } from '../students/students.tables.ts';
import { eq } from 'drizzle-orm';

const FIELDS = `id code isActive redeemedAt ledgerEntryId batchId createdByName note product { id name } redeemedBy { id name }`;
const CREATE = `mutation C($input: CreateVouchersInput!) { createVouchers(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateVoucherInput!) { updateVoucher(input: $input) { ${FIELDS} } }`;
const REDEEM = `mutation R($code: String!, $studentId: ID!) { redeemVoucher(code: $code, studentId: $studentId) { ${FIELDS} } }`;
const LIST = `query L($filter: VoucherFilter) { vouchers(filter: $filter) { totalCount edges { node { code redeemedAt } } } }`;
const SORTED = `query S($filter: VoucherFilter, $sort: VoucherSort) { vouchers(filter: $filter, sort: $sort) { edges { node { code } } } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { totalCount edges { node { action changes { path newValue } } } } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let studentCookie: string;
let ownStudent: string;
let pkg: string;
let driving: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['Admin', 'RegionalManager', 'Trainee'] as const) {
    cookies[role] = (
      await signUpAndSignIn(server, {
        email: `${role.toLowerCase()}@vouchers.test`,
        password: 'a-long-test-password',
        name: role,
        roles: [role],
      })
    ).cookie;
  }
  const db = server.platform.db.db;
  const signedIn = await signUpAndSignIn(server, {
    email: 'sam@vouchers.test',
    password: 'a-long-test-password',
    name: 'Sam Student',
    roles: [],
  });
  studentCookie = signedIn.cookie;
  [ownStudent] = (await createStudents(db, ['Sam Student'])) as [string];
  await db.update(students).set({ userId: signedIn.userId }).where(eq(students.id, ownStudent));
  driving = await createProduct(db, 'Driving minutes', 'drivingMinute');
  pkg = await createProduct(db, 'Two hours', 'package', [{ productId: driving, quantity: 120 }]);
});

afterAll(async () => {
  await server?.stop();
});

const createBatch = async (count: number, prefix?: string) => {
  const response = await graphql(
    server,
    { query: CREATE, variables: { input: { productId: pkg, count, prefix, note: 'Fair' } } },
    cookies['Admin'],
  );
  return response.data?.['createVouchers'] as { id: string; code: string; batchId: string }[];
};

const redeem = (code: string, studentId: string, cookie = cookies['RegionalManager']) =>
  graphql(server, { query: REDEEM, variables: { code, studentId } }, cookie);

describe('vouchers', () => {
  it('creates a batch of unique, unambiguous codes; only Admin creates', async () => {
    const batch = await createBatch(25, 'fair');
    expect(batch).toHaveLength(25);
    expect(new Set(batch.map((v) => v.code)).size).toBe(25);
    for (const { code } of batch) expect(code).toMatch(/^FAIR-[34679ACDEFGHJKMNPQRTWXY-]{11}$/);
    expect(new Set(batch.map((v) => v.batchId)).size).toBe(1);
    const refused = await graphql(
      server,
      { query: CREATE, variables: { input: { productId: pkg, count: 1 } } },
      cookies['RegionalManager'],
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const tooMany = await graphql(
      server,
      { query: CREATE, variables: { input: { productId: pkg, count: 201 } } },
      cookies['Admin'],
    );
    expect(tooMany.errors?.[0]?.extensions?.fields?.map((f) => f.path)).toEqual(['input.count']);
  });

  it('redeems once: records one purchase paid by voucher for 0 cents, then VOUCHER_REDEEMED', async () => {
    const [voucher] = await createBatch(1);
    const [student] = (await createStudents(server.platform.db.db, ['Ria Redeem'])) as [string];
    const done = await redeem(voucher!.code.toLowerCase(), student);
    expect(done.data?.['redeemVoucher']).toMatchObject({
      code: voucher!.code,
      redeemedBy: { id: student, name: 'Ria Redeem' },
    });
    const ledger = await readLedger(server.platform, student);
    const entries = [...ledger.state.entries.values()].map((facts) => facts.entry);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: done.data?.['redeemVoucher'].ledgerEntryId,
      kind: 'purchase',
      paymentMethod: 'voucher',
      paymentReference: voucher!.code,
      amountCents: 0,
      voucherId: voucher!.id,
      items: [{ productId: pkg, quantity: 1 }],
    });
    expect(balancesByProduct(ledger.state).get(driving)).toBe(120);
    expect(errorCode(await redeem(voucher!.code, student))).toBe('VOUCHER_REDEEMED');
    const [other] = (await createStudents(server.platform.db.db, ['Otto'])) as [string];
    expect(errorCode(await redeem(voucher!.code, other))).toBe('VOUCHER_REDEEMED');
    expect((await readLedger(server.platform, other)).version).toBe(0);
    const listed = await graphql(
      server,
      { query: LIST, variables: { filter: { code: voucher!.code.slice(-5), redeemed: true } } },
      cookies['RegionalManager'],
    );
    expect(listed.data?.['vouchers'].totalCount).toBe(1);
  });

  it('answers VOUCHER_INACTIVE for a deactivated voucher and NOT_FOUND for an unknown code', async () => {
    const [voucher] = await createBatch(1);
    const [student] = (await createStudents(server.platform.db.db, ['Ina'])) as [string];
    const off = await graphql(
      server,
      { query: UPDATE, variables: { input: { id: voucher!.id, isActive: false } } },
      cookies['Admin'],
    );
    expect(off.data?.['updateVoucher'].isActive).toBe(false);
    expect(errorCode(await redeem(voucher!.code, student))).toBe('VOUCHER_INACTIVE');
    expect(errorCode(await redeem('NO-SUCH-CODE', student))).toBe('NOT_FOUND');
    expect((await readLedger(server.platform, student)).version).toBe(0);
    await graphql(
      server,
      { query: UPDATE, variables: { input: { id: voucher!.id, isActive: true } } },
      cookies['Admin'],
    );
    expect(errorCode(await redeem(voucher!.code, student))).toBeUndefined();
  });

  it('lets a student redeem for their own record only; Trainees not at all', async () => {
    const [mine, theirs] = await createBatch(2);
    const [stranger] = (await createStudents(server.platform.db.db, ['Stranger'])) as [string];
    expect(errorCode(await redeem(mine!.code, stranger, studentCookie))).toBe('FORBIDDEN');
    expect(errorCode(await redeem(theirs!.code, stranger, cookies['Trainee']))).toBe('FORBIDDEN');
    expect(errorCode(await redeem(mine!.code, ownStudent, studentCookie))).toBeUndefined();
    const list = await graphql(server, { query: LIST }, studentCookie);
    expect(errorCode(list)).toBe('FORBIDDEN');
  });

  it('audits creation, deactivation and redemption in the Vouchers collection', async () => {
    const [voucher] = await createBatch(1);
    const [student] = (await createStudents(server.platform.db.db, ['Audra'])) as [string];
    await graphql(
      server,
      { query: UPDATE, variables: { input: { id: voucher!.id, note: 'Given at the fair' } } },
      cookies['Admin'],
    );
    await redeem(voucher!.code, student);
    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionPath: `Vouchers/${voucher!.id}` } } },
      cookies['Admin'],
    );
    const actions = audit.data?.['auditLogs'].edges.map(
      (edge: { node: { action: string } }) => edge.node.action,
    );
    expect(actions.sort()).toEqual(['Create', 'Update', 'Update']);
    const changed = audit.data?.['auditLogs'].edges.flatMap(
      (edge: { node: { changes: { path: string }[] } }) => edge.node.changes.map((c) => c.path),
    );
    expect(changed).toEqual(expect.arrayContaining(['note', 'redeemedAt', 'redeemedByStudentId']));
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so nothing would overlap.
  it.skipIf(!onPostgres())('redeems a voucher once when two requests race for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [voucher] = await createBatch(1);
      const [a, b] = (await createStudents(server.platform.db.db, [
        `Race A${round}`,
        `Race B${round}`,
      ])) as [string, string];
      const results = await Promise.all([redeem(voucher!.code, a), redeem(voucher!.code, b)]);
      const codes = results.map((result) => errorCode(result) ?? 'OK').sort();
      expect(codes).toEqual(['OK', 'VOUCHER_REDEEMED']);
      const versions = await Promise.all([a, b].map((id) => readLedger(server.platform, id)));
      expect(versions.map((ledger) => ledger.version).sort()).toEqual([0, 1]);
    }
  });
});

describe('voucher list order', () => {
  it('sorts by code or by creation, either way; newest batch first by default', async () => {
    const older = (await createBatch(2, 'ORD')).map((voucher) => voucher.code);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = (await createBatch(2, 'ORD')).map((voucher) => voucher.code);
    const codes = (sort?: string) =>
      listedCodes(server, cookies['Admin'], SORTED, { filter: { code: 'ORD-' }, sort });
    const all = [...older, ...newer];
    const byCode = [...all].sort();
    expect(await codes('codeAsc')).toEqual(byCode);
    expect(await codes('codeDesc')).toEqual([...byCode].reverse());
    expect((await codes()).slice(0, 2)).toEqual([...newer].sort());
    expect(new Set((await codes('createdAsc')).slice(0, 2))).toEqual(new Set(older));
    expect(new Set((await codes('createdDesc')).slice(0, 2))).toEqual(new Set(newer));
  });
});
