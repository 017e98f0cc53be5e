// The ledger end to end through GraphQL: permissions, purchases, idempotency, refusals that write
// nothing, refunds, transfers, voids and the daily expiration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { DATE_TIME_PROBLEM } from '../../graphql/scalars.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { expireDueProducts, readLedger } from './ledger.service.ts';
import { createProduct, createStudents, inDays } from './testing/ledger-fixtures.ts';

const LEDGER = `query Ledger($studentId: ID!, $filter: LogFilter) {
  studentLedger(studentId: $studentId) {
    version fundsCents
    balances { product { id name } quantity }
    typeBalances { productType quantity }
    entries(filter: $filter) { totalCount edges { node { id kind logType origin amountCents referenceEntryId lines { quantity product { id } } } } }
  }
}`;

const mutation = (
  name: string,
) => `mutation M($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) {
  ${name}(input: $input) { replayed entries { id kind amountCents version } ledger { version fundsCents } }
}`;

let server: TestServer;
let admin: string;
let manager: string;
let anna: string;
let ben: string;
let driving: string;
let observing: string;
let fee: string;
let teen: string;
let keys = 0;

const send = (name: string, input: Record<string, unknown>, cookie = admin) =>
  graphql(
    server,
    { query: mutation(name), variables: { input: { idempotencyKey: `k-${++keys}`, ...input } } },
    cookie,
  );

const ledgerOf = async (studentId: string, filter?: string) => {
  const response = await graphql(
    server,
    { query: LEDGER, variables: { studentId, filter } },
    admin,
  );
  expect(response.errors).toBeUndefined();
  return response.data!['studentLedger'];
};

const USER_LOGS = `query Logs($studentId: ID, $logType: LogFilter) {
  userLogs(studentId: $studentId, logType: $logType) {
    totalCount edges { node { kind type message actor { id name } } }
  }
}`;

/** The student's change log, newest first: the ledger writes one line per entry. */
const changeLogOf = async (studentId: string, logType = 'All') => {
  const response = await graphql(
    server,
    { query: USER_LOGS, variables: { studentId, logType } },
    admin,
  );
  expect(response.errors).toBeUndefined();
  return response.data!['userLogs'] as {
    totalCount: number;
    edges: { node: { kind: string; type: string; message: string; actor: { name: string } } }[];
  };
};

const balance = (
  ledger: { balances: { product: { id: string }; quantity: number }[] },
  productId: string,
) => ledger.balances.find((row) => row.product.id === productId)?.quantity ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@ledger.test',
      password: 'a-long-test-password',
      name: 'Ada Admin',
      roles: ['Admin'],
    })
  ).cookie;
  manager = (
    await signUpAndSignIn(server, {
      email: 'rick@ledger.test',
      password: 'a-long-test-password',
      name: 'Rick Regional',
      roles: ['RegionalManager'],
    })
  ).cookie;
  [anna, ben] = (await createStudents(db, ['Anna Lee', 'Ben Lee'])) as [string, string];
  driving = await createProduct(db, 'Driving minutes', 'drivingMinute');
  observing = await createProduct(db, 'Observation minutes', 'observationMinute');
  fee = await createProduct(db, 'Registration fee', 'fee');
  teen = await createProduct(db, 'Teen package', 'package', [
    { productId: driving, quantity: 360 },
    { productId: observing, quantity: 360 },
    { productId: fee, quantity: 1 },
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('purchase', () => {
  it('expands a package paid by check, and the same idempotency key records it once', async () => {
    const input = {
      studentId: anna,
      items: [{ productId: teen, quantity: 1 }],
      paymentMethod: 'check',
      amountCents: 89900,
      paymentReference: 'check 1042',
      expiresAt: inDays(365).toISOString(),
      idempotencyKey: 'checkout-anna-1',
    };
    const first = await graphql(
      server,
      { query: mutation('purchase'), variables: { input } },
      manager,
    );
    expect(first.errors).toBeUndefined();
    const again = await graphql(
      server,
      { query: mutation('purchase'), variables: { input } },
      manager,
    );
    // The answer carries the ledger as the write left it; a replay reads it back.
    expect(first.data!['purchase'].ledger).toEqual({ version: 1, fundsCents: 89900 });
    expect(again.data!['purchase'].replayed).toBe(true);
    expect(again.data!['purchase'].ledger).toEqual({ version: 1, fundsCents: 89900 });
    expect(again.data!['purchase'].entries[0].id).toBe(first.data!['purchase'].entries[0].id);

    const ledger = await ledgerOf(anna);
    expect(ledger.entries.totalCount).toBe(1);
    expect(ledger.fundsCents).toBe(89900);
    expect([balance(ledger, driving), balance(ledger, observing), balance(ledger, fee)]).toEqual([
      360, 360, 1,
    ]);
    expect(ledger.typeBalances).toContainEqual({ productType: 'drivingMinute', quantity: 360 });
    expect(ledger.entries.edges[0].node).toMatchObject({
      kind: 'purchase',
      logType: 'Purchase',
      origin: 'manual',
    });
    // One change-log line, by the manager who recorded it; the replay wrote none.
    const log = await changeLogOf(anna);
    expect(log.totalCount).toBe(1);
    expect(log.edges[0]!.node).toMatchObject({
      kind: 'Manual',
      type: 'ledger.purchase',
      message: 'Purchase: Teen package × 1; $899 paid in (Check)',
    });
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const before = await ledgerOf(anna);
    const logBefore = await changeLogOf(anna);
    const expiresAt = inDays(30).toISOString();
    const purchaseId = before.entries.edges[0].node.id;
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'purchase',
        {
          studentId: anna,
          items: [{ productId: driving, quantity: 60 }],
          paymentMethod: 'cash',
          amountCents: -1,
          expiresAt,
        },
        'VALIDATION_ERROR',
      ],
      [
        'purchase',
        {
          studentId: anna,
          items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
          paymentMethod: 'cash',
          amountCents: 1,
          expiresAt,
        },
        'NOT_FOUND',
      ],
      ['refund', { studentId: anna, purchaseId, amountCents: 89901 }, 'BAD_REQUEST'],
      [
        'transferPurchase',
        { fromStudentId: anna, toStudentId: anna, items: [{ productId: driving, quantity: 1 }] },
        'BAD_REQUEST',
      ],
      [
        'transferPurchase',
        { fromStudentId: anna, toStudentId: ben, items: [{ productId: driving, quantity: 361 }] },
        'NOT_ENOUGH_PRODUCT',
      ],
      [
        'purchase',
        {
          studentId: anna,
          expectedVersion: before.version - 1,
          items: [{ productId: driving, quantity: 60 }],
          paymentMethod: 'cash',
          amountCents: 1,
          expiresAt,
        },
        'LEDGER_OUT_OF_SYNC',
      ],
    ];
    for (const [name, input, code] of cases) {
      expect([name, errorCode(await send(name, input))]).toEqual([name, code]);
    }
    // An impossible date is refused, not moved: `new Date` would have stored March 2nd.
    const february30 = await send('purchase', {
      studentId: anna,
      items: [{ productId: driving, quantity: 60 }],
      paymentMethod: 'cash',
      amountCents: 1,
      expiresAt: '2027-02-30T00:00:00Z',
    });
    expect(errorCode(february30)).toBe('VALIDATION_ERROR');
    expect(february30.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.expiresAt', message: DATE_TIME_PROBLEM },
    ]);
    expect(await ledgerOf(anna)).toEqual(before);
    expect(await ledgerOf(ben)).toMatchObject({ version: 0, balances: [] });
    expect(await changeLogOf(anna)).toEqual(logBefore);
    expect((await changeLogOf(ben)).totalCount).toBe(0);
  });

  it('lets a regional manager record purchases but not refunds', async () => {
    const response = await send(
      'refund',
      {
        studentId: anna,
        purchaseId: (await ledgerOf(anna)).entries.edges[0].node.id,
        amountCents: 1,
      },
      manager,
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('refunds, transfers and voids', () => {
  it('refunds part of a purchase, voids the refund once, and a void of a void is refused', async () => {
    const purchaseId = (await ledgerOf(anna)).entries.edges.at(-1).node.id;
    const refund = await send('refund', {
      studentId: anna,
      purchaseId,
      amountCents: 20000,
      items: [{ productId: fee, quantity: 1 }],
    });
    expect(refund.data!['refund'].ledger).toMatchObject({ fundsCents: 69900 });
    const refundId = refund.data!['refund'].entries[0].id;
    const voided = await send('voidRefund', { studentId: anna, refundId });
    expect(voided.data!['voidRefund'].ledger.fundsCents).toBe(89900);
    expect(errorCode(await send('voidRefund', { studentId: anna, refundId }))).toBe('CONFLICT');
    const voidId = voided.data!['voidRefund'].entries[0].id;
    expect(errorCode(await send('voidRefund', { studentId: anna, refundId: voidId }))).toBe(
      'BAD_REQUEST',
    );
    expect(balance(await ledgerOf(anna), fee)).toBe(1);
  });

  it('transfers minutes to a sibling, conserving the total', async () => {
    const response = await send('transferPurchase', {
      fromStudentId: anna,
      toStudentId: ben,
      items: [{ productId: driving, quantity: 120 }],
    });
    expect(response.errors).toBeUndefined();
    const [a, b] = [await ledgerOf(anna), await ledgerOf(ben)];
    expect([balance(a, driving), balance(b, driving)]).toEqual([240, 120]);
    expect(b.entries.edges[0].node).toMatchObject({
      kind: 'transferPurchase',
      logType: 'IncomingPurchaseTransfer',
    });
    expect(a.entries.edges[0].node).toMatchObject({ logType: 'OutgoingPurchaseTransfer' });
    const [logA, logB] = [await changeLogOf(anna), await changeLogOf(ben)];
    expect(logA.edges[0]!.node.message).toBe('Products transferred: Driving minutes −2 h');
    expect(logB.edges[0]!.node.message).toBe('Products transferred: Driving minutes +2 h');
  });

  it('voids an untouched purchase exactly, once', async () => {
    const bought = await send('purchase', {
      studentId: ben,
      items: [{ productId: observing, quantity: 90 }],
      paymentMethod: 'cash',
      amountCents: 4500,
      expiresAt: inDays(90).toISOString(),
    });
    const purchaseId = bought.data!['purchase'].entries[0].id;
    const voided = await send('voidPurchase', { studentId: ben, purchaseId });
    expect(voided.errors).toBeUndefined();
    const ledger = await ledgerOf(ben);
    expect([ledger.fundsCents, balance(ledger, observing), balance(ledger, driving)]).toEqual([
      0, 0, 120,
    ]);
    expect(errorCode(await send('voidPurchase', { studentId: ben, purchaseId }))).toBe('CONFLICT');
  });
});

describe('expiration', () => {
  it('the daily run expires what passed its date as an Auto entry, and a void gives it back', async () => {
    const [cara] = (await createStudents(server.platform.db.db, ['Cara Diaz'])) as [string];
    await send('purchase', {
      studentId: cara,
      items: [{ productId: driving, quantity: 60 }],
      paymentMethod: 'stripe',
      amountCents: 6000,
      expiresAt: inDays(10).toISOString(),
    });
    expect(await expireDueProducts(server.platform, inDays(5))).toBe(0);
    expect(await expireDueProducts(server.platform, inDays(11))).toBeGreaterThanOrEqual(1);
    const auto = (await ledgerOf(cara, 'Auto')).entries;
    expect(auto.totalCount).toBe(1);
    expect(auto.edges[0].node).toMatchObject({
      kind: 'expireProducts',
      logType: 'Expiration',
      origin: 'auto',
    });
    expect((await readLedger(server.platform, cara)).state.fundsCents).toBe(6000);
    const autoLog = await changeLogOf(cara, 'Auto');
    expect(autoLog.totalCount).toBe(1);
    expect(autoLog.edges[0]!.node.message).toBe('Products expired: Driving minutes −1 h');
    const expirationId = auto.edges[0].node.id;
    const voided = await send('voidExpiration', {
      studentId: cara,
      expirationId,
      expiresAt: inDays(60).toISOString(),
    });
    expect(voided.errors).toBeUndefined();
    expect(balance(await ledgerOf(cara), driving)).toBe(60);
    expect(
      errorCode(
        await send('voidExpiration', {
          studentId: cara,
          expirationId,
          expiresAt: inDays(60).toISOString(),
        }),
      ),
    ).toBe('CONFLICT');
  });
});

describe('bounds (docs/ledger.md "Bounds")', () => {
  const million = 100_000_000; // the most one purchase may take: $1,000,000
  const buy = (studentId: string, amountCents: number, items = [{ productId: fee, quantity: 1 }]) =>
    send('purchase', {
      studentId,
      items,
      paymentMethod: 'cash',
      amountCents,
      expiresAt: inDays(90).toISOString(),
    });
  const fieldOf = (response: Awaited<ReturnType<typeof send>>) =>
    response.errors?.[0]?.extensions?.fields?.[0]?.path;

  it('refuses the purchase that would take funds past $10,000,000, and the ledger stays readable', async () => {
    const [rich, sibling] = (await createStudents(server.platform.db.db, [
      'Rich Bound',
      'Sam Bound',
    ])) as [string, string];
    for (let i = 0; i < 10; i++) expect((await buy(rich, million)).errors).toBeUndefined();
    const before = await ledgerOf(rich);
    expect(before.fundsCents).toBe(1_000_000_000);

    const over = await buy(rich, 1);
    expect(errorCode(over)).toBe('VALIDATION_ERROR');
    expect(fieldOf(over)).toBe('input.amountCents');
    expect(over.errors?.[0]?.message).toContain('$10,000,000');
    const after = await ledgerOf(rich);
    expect([after.version, after.fundsCents]).toEqual([before.version, 1_000_000_000]);

    // Money moved in by a transfer is bounded on the receiving ledger, named by toStudentId.
    expect((await buy(sibling, 5_000)).errors).toBeUndefined();
    const transfer = await send('transferAccount', { fromStudentId: sibling, toStudentId: rich });
    expect(errorCode(transfer)).toBe('VALIDATION_ERROR');
    expect(fieldOf(transfer)).toBe('input.toStudentId');
    expect((await ledgerOf(sibling)).fundsCents).toBe(5_000);
  });

  it('refuses minutes past the bound instead of overflowing the 32-bit total', async () => {
    const [student] = (await createStudents(server.platform.db.db, ['Minnie Bound'])) as [string];
    const bulk = await createProduct(server.platform.db.db, 'Bulk minutes', 'package', [
      { productId: driving, quantity: 1_000_000 },
    ]);
    const over = await buy(student, 0, [{ productId: bulk, quantity: 2_200 }]);
    expect(errorCode(over)).toBe('VALIDATION_ERROR');
    expect(fieldOf(over)).toBe('input.items');
    const ledger = await ledgerOf(student);
    expect([ledger.version, ledger.typeBalances]).toEqual([0, []]);
  });
});
