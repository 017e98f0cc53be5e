// The service API other modules use inside their own transactions: lessons consume and return
// minutes, the booking checkout records a purchase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByType } from '../../../domain/ledger/ledger-state.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consumeProducts, readLedger, recordPurchase, returnProducts } from './ledger.service.ts';
import { createProduct, createStudents, inDays } from './testing/ledger-fixtures.ts';

const author = { id: null, name: 'Lessons' };
let server: TestServer;
let student: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  [student] = (await createStudents(db, ['Lena Park'])) as [string];
  const driving = await createProduct(db, 'Driving minutes', 'drivingMinute');
  await server.platform.db.transaction((tx) =>
    recordPurchase(
      tx,
      {
        idempotencyKey: 'checkout-1',
        studentId: student,
        items: [{ productId: driving, quantity: 120 }],
        paymentMethod: 'stripe',
        amountCents: 12000,
        expiresAt: inDays(180),
      },
      { author },
    ),
  );
});

afterAll(async () => {
  await server?.stop();
});

const minutes = async () =>
  balancesByType((await readLedger(server.platform, student)).state).get('drivingMinute') ?? 0;
const lesson = (quantity: number) => ({
  studentId: student,
  lessonId: 'lesson-1',
  items: [{ productType: 'drivingMinute' as const, quantity }],
});

describe('ledger service API', () => {
  it('a scheduled lesson takes minutes and a cancellation gives them back', async () => {
    await server.platform.db.transaction((tx) =>
      consumeProducts(tx, 'scheduleLesson', lesson(90), { author }),
    );
    expect(await minutes()).toBe(30);
    await server.platform.db.transaction((tx) =>
      returnProducts(tx, 'cancelLesson', lesson(90), { author }),
    );
    expect(await minutes()).toBe(120);
  });

  it('refuses a lesson the balance cannot cover, rolling back the caller’s transaction', async () => {
    const before = await readLedger(server.platform, student);
    await expect(
      server.platform.db.transaction((tx) =>
        consumeProducts(tx, 'scheduleLesson', lesson(121), { author }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH_PRODUCT' });
    await expect(
      server.platform.db.transaction((tx) =>
        returnProducts(tx, 'cancelLesson', { ...lesson(1), lessonId: 'never-booked' }, { author }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await readLedger(server.platform, student)).version).toBe(before.version);
  });
});
