// The setup both Stripe integration suites share (docs/payments.md "Tests"): the local fake of
// Stripe, a test server (configured for Stripe when asked), an Austin instructor with the lesson
// types, the test region priced, and one buyer who holds times and checks out lessons with keys
// of the suite's own prefix.
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { lessonStudents } from '../../modules/lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
} from '../../modules/lessons/testing/lesson-fixtures.ts';
import { holdSlot } from '../../modules/slot-search/transient-slots.service.ts';
import {
  AUSTIN,
  buyer,
  priceTheTestRegion,
  wholeHourFromNow,
  type Buyer,
} from '../../modules/booking/testing/booking-fixtures.ts';
import { checkoutAttempts } from '../payments.tables.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

export interface StripeCheckoutFixture {
  server: TestServer;
  fake: FakeStripe;
  buyer: Buyer;
  /** Holds the next free test time for the buyer; the hold's id. */
  hold(): Promise<string>;
  /** A lesson checkout's input for a hold, keyed `<prefix>-<holdId>`. */
  input(holdId: string, paymentSource?: string | null): LessonCheckoutInput;
  /** The checkout attempt of a hold's checkout. */
  attemptOf(holdId: string): Promise<typeof checkoutAttempts.$inferSelect | undefined>;
  /** How many lessons the buyer's student has. */
  lessons(): Promise<number>;
  stop(): Promise<void>;
}

interface LessonCheckoutInput {
  idempotencyKey: string;
  holdId: string;
  studentId: string;
  pickupLocation: string;
  paymentSource: string | null;
}

export async function startStripeCheckoutFixture(options: {
  /** The server's settings (Stripe's keys and URL); the fake's URL is passed to build them. */
  env?: (fakeUrl: string) => Record<string, string>;
  buyer: { name: string; email: string };
  /** Prefix of the suite's idempotency keys. */
  keyPrefix: string;
  /** Hours from now of the first held time: suites sharing a day keep apart. */
  firstHour: number;
}): Promise<StripeCheckoutFixture> {
  const fake = await startFakeStripe();
  const server = await startTestServer(options.env?.(fake.url) ?? {});
  const instructorId = await createInstructor(server.platform, { name: 'Iris Lane' });
  const { Standard: standard } = await createLessonTypes(server.platform);
  await priceTheTestRegion(server);
  const who = await buyer(server, options.buyer.name, options.buyer.email);
  const db = server.platform.db.db;
  let hour = options.firstHour;
  const keyOf = (holdId: string) => `${options.keyPrefix}-${holdId}`;
  return {
    server,
    fake,
    buyer: who,
    async hold() {
      hour += 3;
      const row = await holdSlot(server.platform, who.viewer, {
        instructorId,
        lessonTypeId: standard,
        startTime: wholeHourFromNow(hour),
        pickup: AUSTIN,
      });
      return row.id;
    },
    input: (holdId, paymentSource = 'pm_card_visa') => ({
      idempotencyKey: keyOf(holdId),
      holdId,
      studentId: who.studentId,
      pickupLocation: '1100 Congress Ave, Austin, TX',
      paymentSource,
    }),
    attemptOf: async (holdId) =>
      (
        await db
          .select()
          .from(checkoutAttempts)
          .where(eq(checkoutAttempts.paymentKey, `checkout:${who.viewer.userId}:${keyOf(holdId)}`))
      )[0],
    lessons: async () =>
      (await db.select().from(lessonStudents).where(eq(lessonStudents.studentId, who.studentId)))
        .length,
    async stop() {
      await server.stop();
      await fake.close();
    },
  };
}
