// Concurrency and idempotency of ledger writes. PGlite runs one transaction at a time, so the
// transfer storm only proves something on PostgreSQL, where transactions really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByProduct } from '../../../domain/ledger/ledger-state.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger, recordPurchaseAction, transferPurchaseAction } from './ledger.service.ts';
import { createProduct, createStudents, inDays } from './testing/ledger-fixtures.ts';

const author = { id: null, name: 'Test' };
let server: TestServer;
let driving: string;

beforeAll(async () => {
  server = await startTestServer();
  driving = await createProduct(server.platform.db.db, 'Driving minutes', 'drivingMinute');
});

afterAll(async () => {
  await server?.stop();
});

const buy = (studentId: string, idempotencyKey: string, quantity = 100) =>
  recordPurchaseAction(server.platform, author, {
    idempotencyKey,
    studentId,
    items: [{ productId: driving, quantity }],
    paymentMethod: 'cash',
    amountCents: quantity * 100,
    expiresAt: inDays(365),
  });

async function drivingBalance(studentId: string) {
  return balancesByProduct((await readLedger(server.platform, studentId)).state).get(driving) ?? 0;
}

describe('ledger concurrency', () => {
  it('records one purchase when the same idempotency key arrives twice at once', async () => {
    const [student] = (await createStudents(server.platform.db.db, ['Ida Key'])) as [string];
    const [first, second] = await Promise.all([buy(student, 'same-key'), buy(student, 'same-key')]);
    expect(first.entries.map((entry) => entry.id)).toEqual(second.entries.map((entry) => entry.id));
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const ledger = await readLedger(server.platform, student);
    expect(ledger.state.entries.size).toBe(1);
    expect(ledger.version).toBe(1);
    expect(await drivingBalance(student)).toBe(100);
  });

  // PostgreSQL only: on PGlite the transactions queue one behind the other, so nothing overlaps.
  it.skipIf(!onPostgres())(
    'keeps the total and every balance non-negative under 50 concurrent transfers among 10 students',
    async () => {
      const ids = await createStudents(
        server.platform.db.db,
        Array.from({ length: 10 }, (_, i) => `Storm ${i}`),
      );
      for (const [index, id] of ids.entries()) await buy(id, `seed-${index}`, 60);
      const total = async () =>
        (await Promise.all(ids.map(drivingBalance))).reduce((sum, value) => sum + value, 0);
      expect(await total()).toBe(600);

      // Deterministic pseudo-random pairs and amounts, so a failure can be replayed.
      let seed = 7;
      const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
      const transfers = Array.from({ length: 50 }, (_, i) => {
        const from = next(10);
        const to = (from + 1 + next(9)) % 10;
        return transferPurchaseAction(server.platform, author, {
          idempotencyKey: `storm-${i}`,
          fromStudentId: ids[from]!,
          toStudentId: ids[to]!,
          items: [{ productId: driving, quantity: 1 + next(40) }],
        });
      });
      const results = await Promise.allSettled(transfers);
      const refused = results.filter((result) => result.status === 'rejected');
      for (const result of refused)
        expect((result.reason as { code?: string }).code).toBe('NOT_ENOUGH_PRODUCT');
      expect(results.length - refused.length).toBeGreaterThan(10);

      expect(await total()).toBe(600);
      for (const id of ids) {
        const ledger = await readLedger(server.platform, id);
        expect([...ledger.state.lots.values()].every((lot) => lot.quantity >= 0)).toBe(true);
        // One entry per write, versions 1..n without gaps: every write saw the one before it.
        expect([...ledger.state.entries.values()].length).toBe(ledger.version);
      }
    },
  );
});
