// Concurrency through the public checkout (docs/reliability.md "Concurrency through the public
// checkout"), over HTTP through /api/graphql on a whole server: 20 customers racing for one slot's
// hold, and 20 checkouts of one hold (one key sent ten times, ten other keys) end in exactly one
// lesson, one charge kept and every other charge refunded or never taken. Then the recovery
// (docs/payments.md "Recovery"): a charge cut off before its commit is refunded by the job, and a
// checkout whose attempt recovery gave up cannot book on the charge being refunded.
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByType } from '../../../domain/ledger/ledger-state.ts';
import { checkoutAttemptsRepository } from '../../payments/checkout-attempts.ts';
import { recoverCheckouts } from '../../payments/checkout-recovery.ts';
import { checkoutAttempts, payments } from '../../payments/payments.tables.ts';
import { recoverCheckoutsJob } from '../../payments/payments.jobs.ts';
import { createTestPaymentProvider } from '../../payments/test-payment-provider.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { holdSlot } from '../slot-search/transient-slots.service.ts';
import { checkouts } from './booking.tables.ts';
import { checkoutBooking } from './checkout.service.ts';
import {
  AUSTIN,
  buyer,
  priceTheTestRegion,
  wholeHourFromNow,
  type Buyer,
} from './testing/booking-fixtures.ts';

const HOLD = `mutation H($input: HoldSlotInput!) { holdSlot(input: $input) { id } }`;
const CHECKOUT = `mutation C($input: CheckoutBookingInput!) {
  checkoutBooking(input: $input) { id paymentReference lesson { id } } }`;
const RACERS = 20;

let server: TestServer;
let instructorId: string;
let standard: string;
const customers: Buyer[] = [];

beforeAll(async () => {
  server = await startTestServer();
  instructorId = await createInstructor(server.platform, { name: 'Rae Cole' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  await priceTheTestRegion(server);
  // Four at a time: each sign-up and sign-in hashes a password on libuv's four threads.
  for (let first = 0; first < RACERS; first += 4)
    customers.push(
      ...(await Promise.all(
        [0, 1, 2, 3].map((offset) =>
          buyer(server, `Racer ${first + offset}`, `racer${first + offset}@races.test`),
        ),
      )),
    );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const hold = (who: Buyer, start: Date) =>
  graphql(
    server,
    {
      query: HOLD,
      variables: {
        input: {
          instructorId,
          lessonTypeId: standard,
          startTime: start.toISOString(),
          pickup: { lat: AUSTIN.lat, lng: AUSTIN.lng },
        },
      },
    },
    who.cookie,
  );

const checkout = (who: Buyer, holdId: string, idempotencyKey: string) =>
  graphql(
    server,
    {
      query: CHECKOUT,
      variables: {
        input: {
          idempotencyKey,
          holdId,
          studentId: who.studentId,
          pickupLocation: '1100 Congress Ave, Austin, TX',
          paymentSource: 'tok_visa',
        },
      },
    },
    who.cookie,
  );

const codes = (answers: GraphqlResponse[]) =>
  answers.map((answer) => (answer.errors ? errorCode(answer) : 'OK')).sort();

/** The lessons not cancelled at `start` with the instructor: never more than one. */
const lessonsAt = (start: Date) =>
  server.platform.db.db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        eq(lessons.startTime, start),
        isNull(lessons.cancelledAt),
      ),
    );

const paymentsOf = (who: Buyer) =>
  server.platform.db.db
    .select()
    .from(payments)
    .where(like(payments.idempotencyKey, `checkout:${who.viewer.userId}:%`));

describe('concurrency through the public checkout', () => {
  it('20 customers race for one slot: one holds it and books it, nobody else is charged', async () => {
    const start = wholeHourFromNow(50);
    const holds = await Promise.all(customers.map((who) => hold(who, start)));
    expect(codes(holds)).toEqual([...Array<string>(RACERS - 1).fill('CONFLICT'), 'OK']);
    const winner = holds.findIndex((answer) => !answer.errors);
    const holdId = holds[winner]!.data!['holdSlot'].id as string;

    // Everyone then tries to pay for the one hold: only its holder gets past the checks.
    const paid = await Promise.all(
      customers.map((who, index) => checkout(who, holdId, `race-${index}`)),
    );
    expect(codes(paid)).toEqual(['OK', ...Array<string>(RACERS - 1).fill('VALIDATION_ERROR')]);
    expect(paid[winner]!.errors).toBeUndefined();
    expect(await lessonsAt(start)).toHaveLength(1);
    for (const [index, who] of customers.entries())
      expect(await paymentsOf(who)).toHaveLength(index === winner ? 1 : 0);
    expect(await slotSearchRepository.findHold(server.platform.db.db, holdId)).toBeNull();
  });

  it('20 checkouts of one hold book one lesson and keep one charge; every other is refunded', async () => {
    const who = customers[0]!;
    const db = server.platform.db.db;
    const start = wholeHourFromNow(60);
    const held = await hold(who, start);
    const holdId = held.data!['holdSlot'].id as string;
    const before = (await paymentsOf(who)).length;
    // Ten submits of one key (a double-clicking customer) and ten of keys of their own.
    const keys = Array.from({ length: RACERS }, (_, index) =>
      index % 2 === 0 ? 'one-key' : `own-key-${index}`,
    );
    const answers = await Promise.all(keys.map((key) => checkout(who, holdId, key)));

    const ok = answers.filter((answer) => !answer.errors);
    expect(ok.length).toBeGreaterThan(0);
    // Every OK answer is the one checkout (the same key answers its first checkout); the others
    // found the hold gone — before their charge (not a hold of theirs any more) or after it, at
    // the commit — or their key's attempt given up.
    expect(new Set(ok.map((answer) => answer.data!['checkoutBooking'].id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.errors))
      expect(['CONFLICT', 'VALIDATION_ERROR']).toContain(errorCode(answer));
    const booked = ok[0]!.data!['checkoutBooking'];
    expect(await lessonsAt(start)).toHaveLength(1);
    const made = await db.select().from(checkouts).where(eq(checkouts.userId, who.viewer.userId));
    expect(made.filter((row) => row.lessonId === booked.lesson.id)).toHaveLength(1);

    // One charge kept, the booked one; every other one taken was refunded.
    const charges = await paymentsOf(who);
    const raceCharges = charges.filter((row) =>
      keys.some((key) => row.idempotencyKey === `checkout:${who.viewer.userId}:${key}`),
    );
    expect(charges.length - before).toBe(raceCharges.length);
    expect(raceCharges.length).toBeLessThanOrEqual(11);
    for (const row of raceCharges)
      expect(row.status).toBe(row.reference === booked.paymentReference ? 'succeeded' : 'refunded');
    const attempts = await db
      .select()
      .from(checkoutAttempts)
      .where(
        inArray(
          checkoutAttempts.paymentKey,
          raceCharges.map((row) => row.idempotencyKey),
        ),
      );
    expect(attempts.map((row) => row.status).sort()).toEqual(
      ['completed', ...Array<string>(raceCharges.length - 1).fill('refunded')].sort(),
    );
    // The ledger saw one purchase, used whole by the one lesson.
    const ledger = await readLedger(server.platform, who.studentId);
    const entries = await ledgerRepository.entriesOf(db, who.studentId);
    const purchases = entries.filter(
      (entry) => entry.kind === 'purchase' && entry.paymentReference,
    );
    expect(purchases.map((entry) => entry.paymentReference)).toContain(booked.paymentReference);
    expect(balancesByType(ledger.state).get('drivingMinute') ?? 0).toBe(0);
    expect(await slotSearchRepository.findHold(db, holdId)).toBeNull();

    // A key whose charge was given back is spent: sent again, it books nothing.
    const refundedKey = keys.find(
      (key) =>
        raceCharges.find((row) => row.idempotencyKey === `checkout:${who.viewer.userId}:${key}`)
          ?.status === 'refunded',
    );
    if (refundedKey) {
      const again = await hold(who, wholeHourFromNow(63));
      const retry = await checkout(who, again.data!['holdSlot'].id as string, refundedKey);
      expect(errorCode(retry)).toBe('CONFLICT');
    }
  });
});

describe('recovery of a checkout cut off after its charge', () => {
  it('the job refunds the charge and releases the hold once the grace period has passed', async () => {
    const who = customers[1]!;
    const db = server.platform.db.db;
    const provider = createTestPaymentProvider(server.platform.db);
    const held = await holdSlot(server.platform, who.viewer, {
      instructorId,
      lessonTypeId: standard,
      startTime: wholeHourFromNow(70),
      pickup: AUSTIN,
    });
    // What a process killed between the charge and the commit leaves: the attempt and the
    // charge, recorded 20 minutes ago, and nothing else.
    const paymentKey = `checkout:${who.viewer.userId}:cut-off`;
    await checkoutAttemptsRepository.begin(db, {
      paymentKey,
      provider: 'test',
      amountCents: 18_000,
      holdId: held.id,
    });
    await db
      .update(checkoutAttempts)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(checkoutAttempts.paymentKey, paymentKey));
    await provider.createPayment({
      amountCents: 18_000,
      idempotencyKey: paymentKey,
      source: 'tok_visa',
      description: 'cut off',
    });

    await server.platform.jobs.enqueue(recoverCheckoutsJob, {});
    const deadline = Date.now() + 10_000;
    while ((await provider.findPayment(paymentKey))?.status !== 'refunded') {
      if (Date.now() > deadline) throw new Error('the recovery job did not refund in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [attempt] = await db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.paymentKey, paymentKey));
    expect(attempt!.status).toBe('refunded');
    expect(await slotSearchRepository.findHold(db, held.id)).toBeNull();
  });

  it('a checkout whose attempt recovery gave up books nothing and refunds its own charge', async () => {
    const who = customers[2]!;
    const db = server.platform.db.db;
    const real = createTestPaymentProvider(server.platform.db);
    const held = await holdSlot(server.platform, who.viewer, {
      instructorId,
      lessonTypeId: standard,
      startTime: wholeHourFromNow(75),
      pickup: AUSTIN,
    });
    // The charge takes so long that recovery, an hour later by its clock, gives the attempt up
    // between the charge and the commit.
    const slow = {
      ...real,
      createPayment: async (request: Parameters<typeof real.createPayment>[0]) => {
        const result = await real.createPayment(request);
        await recoverCheckouts(server.platform, {
          now: new Date(Date.now() + 3_600_000),
          payments: real,
        });
        return result;
      },
    };
    await expect(
      checkoutBooking(
        server.platform,
        who.viewer,
        {
          idempotencyKey: 'overtaken',
          holdId: held.id,
          studentId: who.studentId,
          pickupLocation: '1100 Congress Ave, Austin, TX',
          paymentSource: 'tok_visa',
        },
        { payments: slow },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const paymentKey = `checkout:${who.viewer.userId}:overtaken`;
    expect((await real.findPayment(paymentKey))?.status).toBe('refunded');
    // This checkout's row only: the customer may have won the first race's booking.
    expect(
      await db
        .select()
        .from(checkouts)
        .where(
          and(eq(checkouts.userId, who.viewer.userId), eq(checkouts.idempotencyKey, 'overtaken')),
        ),
    ).toEqual([]);
    expect(await slotSearchRepository.findHold(db, held.id)).toBeNull();
  });
});
