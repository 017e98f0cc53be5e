// The crash run's checks find what a torn write would leave: they pass on a ledger, bookings and a
// public checkout written through the API, and name each kind of damage planted afterwards — among
// them what a kill inside a checkout would leave if nothing recovered it.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerLines,
  studentLedgers,
} from '../../../modules/ledger/ledger.tables.ts';
import { checkouts } from '../../../modules/booking/booking.tables.ts';
import { lessons, transientSlots } from '../../../modules/lessons/lessons.tables.ts';
import { checkoutAttempts, payments } from '../../../payments/payments.tables.ts';
import { signIn } from '../../auth-client.ts';
import { startTestServer, type TestServer } from '../../test-server.ts';
import { checkInvariants } from './crash-checks.ts';
import { CRASH_ADMIN, CUSTOMER_PASSWORD, seedCrashWorld, type CrashWorld } from './crash-setup.ts';
import {
  customerRequest,
  emptyJournal,
  record,
  send,
  type Client,
  type WriteRequest,
} from './crash-stream.ts';

let server: TestServer;
let world: CrashWorld;
let client: Client;
const journal = emptyJournal();

async function write(request: WriteRequest) {
  const result = await send(client, request);
  expect(result.kind).toBe('ok');
  record(journal, request, result);
  return journal.acknowledged.at(-1)!;
}

beforeAll(async () => {
  server = await startTestServer();
  world = await seedCrashWorld(server.platform, { students: 2, instructors: 1, customers: 1 });
  const session = await signIn(server, CRASH_ADMIN.email, CRASH_ADMIN.password);
  const customer = await signIn(server, world.customers[0]!.email, CUSTOMER_PASSWORD);
  client = { target: server, cookie: session.cookie!, customers: [customer.cookie!] };
});

afterAll(async () => {
  await server?.stop();
});

it('passes on writes made through the API and names planted damage', async () => {
  const [anna, ben] = world.studentIds as [string, string];
  const purchase = await write({
    operation: 'purchase',
    studentId: anna,
    input: {
      idempotencyKey: 'p1',
      studentId: anna,
      items: [{ productId: world.productId, quantity: 120 }],
      paymentMethod: 'cash',
      amountCents: 18_000,
      expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    },
  });
  await write({
    operation: 'transferPurchase',
    studentId: anna,
    input: {
      idempotencyKey: 't1',
      fromStudentId: anna,
      toStudentId: ben,
      items: [{ productId: world.productId, quantity: 30 }],
    },
  });
  const booking = await write({
    operation: 'scheduleLesson',
    studentId: ben,
    input: {
      idempotencyKey: 's1',
      instructorId: world.instructorIds[0],
      lessonTypeId: world.lessonTypeId,
      startTime: new Date(Math.ceil(Date.now() / 3_600_000 + 72) * 3_600_000).toISOString(),
      studentIds: [ben],
      pickupLocation: '12 Oak St, Austin, TX',
      pickupLatitude: 30.27,
      pickupLongitude: -97.74,
    },
  });
  // A customer holds a time and pays for it through the public checkout.
  const held = await write(customerRequest(world, 0, null));
  const paid = await write(customerRequest(world, 0, held.id));
  const db = server.platform.db.db;
  const passed = await checkInvariants(server.platform, journal);
  expect(passed.violations).toEqual([]);
  expect(passed.checkouts).toBe(1);

  // A booking whose ledger half is gone.
  const [taken] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.lessonId, booking.lessonId!), eq(ledgerEntries.studentId, ben)));
  await db.delete(ledgerLines).where(eq(ledgerLines.entryId, taken!.id));
  await db.delete(ledgerEntries).where(eq(ledgerEntries.id, taken!.id));
  // A lesson without its place, an acknowledged purchase lost, a counter out of step.
  await db.insert(lessons).values({
    instructorId: world.instructorIds[0]!,
    lessonTypeId: world.lessonTypeId,
    startTime: new Date('2030-01-01T10:00:00Z'),
    endTime: new Date('2030-01-01T12:00:00Z'),
    durationMinutes: 120,
  });
  journal.acknowledged.push({ ...purchase, entryIds: [randomUUID()] });
  await db
    .update(studentLedgers)
    .set({ version: sql`${studentLedgers.version} + 1` })
    .where(eq(studentLedgers.studentId, anna));

  // A charge with no booking and no refund (a kill between the charge and the commit, never
  // recovered); the customer's booking kept on a refunded payment; an attempt left open long past
  // its grace period; a hold left past its expiry.
  await db.insert(payments).values({
    idempotencyKey: 'checkout:lost',
    provider: 'test',
    amountCents: 18_000,
    status: 'succeeded',
    reference: 'test_lost',
  });
  const [booked] = await db.select().from(checkouts).where(eq(checkouts.id, paid.id!));
  await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(eq(payments.reference, booked!.paymentReference!));
  const hourAgo = new Date(Date.now() - 3_600_000);
  await db.insert(checkoutAttempts).values({
    paymentKey: 'checkout:lost',
    provider: 'test',
    amountCents: 18_000,
    createdAt: hourAgo,
  });
  const [stale] = await db
    .insert(transientSlots)
    .values({
      instructorId: world.instructorIds[0]!,
      lessonTypeId: world.lessonTypeId,
      startTime: new Date('2030-01-02T10:00:00Z'),
      endTime: new Date('2030-01-02T12:00:00Z'),
      expiresAt: hourAgo,
    })
    .returning();

  const { violations } = await checkInvariants(server.platform, journal);
  const has = (pattern: RegExp) => violations.some((violation) => pattern.test(violation));
  expect(has(new RegExp(`lesson ${booking.lessonId}, student ${ben}: no minutes taken`))).toBe(
    true,
  );
  expect(has(new RegExp(`student ${ben}: \\d+ entries but \\d+ change-log lines`))).toBe(true);
  expect(has(/lesson [0-9a-f-]+ has no student/)).toBe(true);
  expect(has(/acknowledged purchase: entry [0-9a-f-]+ lost/)).toBe(true);
  expect(has(new RegExp(`student ${anna}: version counter 4 but 3 entries`))).toBe(true);
  expect(has(/payment test_lost of 18000 taken with no booking and no refund/)).toBe(true);
  expect(has(new RegExp(`checkout ${paid.id}: booking kept on a refunded payment`))).toBe(true);
  expect(has(/checkout attempt checkout:lost still open past its grace/)).toBe(true);
  expect(has(new RegExp(`hold ${stale!.id} left past its expiry`))).toBe(true);
});
