// Course checkout through GraphQL and the service (docs/courses.md "Enrolling online"): a paid
// online enrolment with a course coupon, a double submit, a decline, an already-enrolled student
// refused before the charge, a full class refunded, a voucher, the quote and who may do what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/auth.service.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import type { PaymentProvider } from '../../payments/payment-port.ts';
import { payments } from '../../payments/payments.tables.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { buyer, type Buyer } from '../booking/testing/booking-fixtures.ts';
import { cohortsRepository } from '../cohorts/cohorts.repository.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { onlineEnrollmentsRepository } from '../online-enrollments/online-enrollments.repository.ts';
import { createVouchers } from '../vouchers/vouchers.service.ts';
import { courseCheckouts } from './course-checkout.tables.ts';
import { checkoutCourse } from './course-checkout.service.ts';
import { createTestCourses, type TestCourses } from './testing/course-checkout-fixtures.ts';

const CHECKOUT = `mutation C($input: CheckoutCourseInput!) { checkoutCourse(input: $input) {
  id studentId amountCents discountCents paymentProvider paymentReference couponCode voucherCode
  onlineEnrollmentId course { id name } cohort { id name numEnrolled }
} }`;
const QUOTE = `query Q($courseId: ID!, $couponCode: String) { courseQuote(courseId: $courseId, couponCode: $couponCode) {
  courseId isSoldOnline subtotalCents discountCents totalCents
} }`;
const READ = `query R($id: ID!) { courseCheckout(id: $id) { id amountCents course { id } } }`;

let server: TestServer;
let catalogue: TestCourses;
let admin: Viewer;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await createTestCourses(server.platform.db.db);
});

afterAll(async () => {
  await server?.stop();
});

const newBuyer = () => {
  seq += 1;
  return buyer(server, `Course Buyer ${seq}`, `course-buyer-${seq}@checkout.test`);
};

const input = (who: Buyer, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: `key-${who.studentId}`,
  studentId: who.studentId,
  courseId: catalogue.online.id,
  paymentSource: 'tok_visa',
  ...extra,
});

const checkout = (who: Buyer, variables: Record<string, unknown>) =>
  graphql(server, { query: CHECKOUT, variables: { input: variables } }, who.cookie);

const entriesOf = (studentId: string) =>
  ledgerRepository.entriesOf(server.platform.db.db, studentId);
const mailTo = (email: string) =>
  server.platform.db.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
const enrolmentsOf = (studentId: string) =>
  onlineEnrollmentsRepository.ofStudents(server.platform.db.db, [studentId]);

/** A provider that records what it was asked, paying every charge. */
function recordingProvider(calls: string[]): PaymentProvider {
  let next = 0;
  return {
    name: 'test',
    createPayment: (request) => {
      calls.push(`charge ${request.amountCents}`);
      next += 1;
      return Promise.resolve({
        status: 'succeeded',
        reference: `pay_${next}`,
        declineMessage: null,
      });
    },
    refundPayment: (reference) => {
      calls.push(`refund ${reference}`);
      return Promise.resolve();
    },
  };
}

describe('courseQuote', () => {
  it('prices the course with its course coupon, for a visitor', async () => {
    const response = await graphql(server, {
      query: QUOTE,
      variables: { courseId: catalogue.online.id, couponCode: 'teen10' },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!['courseQuote']).toEqual({
      courseId: catalogue.online.id,
      isSoldOnline: true,
      subtotalCents: 9900,
      discountCents: 1000,
      totalCents: 8900,
    });
  });

  it('refuses a coupon of another course on couponCode without saying why', async () => {
    const response = await graphql(server, {
      query: QUOTE,
      variables: { courseId: catalogue.classroom.id, couponCode: 'TEEN10' },
    });
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.errors)).toContain('couponCode');
    expect(JSON.stringify(response.errors)).toContain('This coupon code is not valid.');
  });
});

describe('checkoutCourse', () => {
  it('charges the price less the coupon, records the purchase, enrols online and mails once', async () => {
    const ava = await newBuyer();
    const response = await checkout(ava, input(ava, { couponCode: 'TEEN10' }));
    expect(response.errors).toBeUndefined();
    const done = response.data!['checkoutCourse'];
    expect(done).toMatchObject({
      amountCents: 8900,
      discountCents: 1000,
      paymentProvider: 'test',
      couponCode: 'TEEN10',
      course: { id: catalogue.online.id },
      cohort: null,
    });
    const entries = await entriesOf(ava.studentId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'purchase',
      paymentMethod: 'stripe',
      amountCents: 8900,
      paymentReference: done.paymentReference,
    });
    expect(entries[0]!.couponId).not.toBeNull();
    const [payment] = await server.platform.db.db
      .select()
      .from(payments)
      .where(eq(payments.reference, done.paymentReference));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 8900 });
    const enrolments = await enrolmentsOf(ava.studentId);
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]!.enrollment.id).toBe(done.onlineEnrollmentId);
    const mail = await mailTo(ava.viewer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('You are enrolled: Texas teen drivers ed (test)');
    expect(mail[0]!.text).toContain('Paid: $89.00 (card, $10.00 off)');

    // The confirmation reads back for the buyer only.
    const mine = await graphql(server, { query: READ, variables: { id: done.id } }, ava.cookie);
    expect(mine.data!['courseCheckout']).toMatchObject({ id: done.id, amountCents: 8900 });
    const other = await newBuyer();
    const theirs = await graphql(server, { query: READ, variables: { id: done.id } }, other.cookie);
    expect(errorCode(theirs)).toBe('NOT_FOUND');
  });

  it('a repeated submit answers the first checkout and charges once', async () => {
    const ben = await newBuyer();
    const calls: string[] = [];
    const provider = recordingProvider(calls);
    const first = await checkoutCourse(server.platform, ben.viewer, input(ben), {
      payments: provider,
    });
    const again = await checkoutCourse(server.platform, ben.viewer, input(ben), {
      payments: provider,
    });
    expect(again.id).toBe(first.id);
    expect(calls).toEqual(['charge 9900']);
    expect(await entriesOf(ben.studentId)).toHaveLength(1);
    expect(await enrolmentsOf(ben.studentId)).toHaveLength(1);
    expect(await mailTo(ben.viewer.email)).toHaveLength(1);
  });

  it('a declined card writes nothing and names input.paymentSource', async () => {
    const cy = await newBuyer();
    const response = await checkout(cy, input(cy, { paymentSource: 'tok_chargeDeclined' }));
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.errors)).toContain('input.paymentSource');
    expect(await entriesOf(cy.studentId)).toHaveLength(0);
    expect(await enrolmentsOf(cy.studentId)).toHaveLength(0);
    expect(await mailTo(cy.viewer.email)).toHaveLength(0);
    const rows = await server.platform.db.db
      .select()
      .from(courseCheckouts)
      .where(eq(courseCheckouts.studentId, cy.studentId));
    expect(rows).toHaveLength(0);
  });

  it('refuses an already-enrolled student before any charge', async () => {
    const dee = await newBuyer();
    await checkout(dee, input(dee));
    const calls: string[] = [];
    await expect(
      checkoutCourse(server.platform, dee.viewer, input(dee, { idempotencyKey: 'second' }), {
        payments: recordingProvider(calls),
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.studentId', message: 'is already enrolled in this course' }],
    });
    expect(calls).toEqual([]);
    expect(await entriesOf(dee.studentId)).toHaveLength(1);
  });

  it('takes the last seat of a class; a class filled after the check refunds the charge', async () => {
    const eve = await newBuyer();
    const classroom = { courseId: catalogue.classroom.id, cohortId: catalogue.classroom.cohortId };
    const response = await checkout(eve, input(eve, classroom));
    expect(response.errors).toBeUndefined();
    expect(response.data!['checkoutCourse']).toMatchObject({
      onlineEnrollmentId: null,
      cohort: { id: catalogue.classroom.cohortId, numEnrolled: 1 },
      amountCents: 9900,
    });
    expect(await mailTo(eve.viewer.email)).toHaveLength(1);

    // A full class is refused before the charge...
    const fay = await newBuyer();
    const calls: string[] = [];
    await expect(
      checkoutCourse(server.platform, fay.viewer, input(fay, classroom), {
        payments: recordingProvider(calls),
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(calls).toEqual([]);

    // ...and one that fills between the check and the transaction refunds it.
    const db = server.platform.db.db;
    await cohortsRepository.giveBackSeat(db, catalogue.classroom.cohortId);
    const racing: PaymentProvider = {
      ...recordingProvider(calls),
      createPayment: async (request) => {
        calls.push(`charge ${request.amountCents}`);
        await cohortsRepository.takeSeat(db, catalogue.classroom.cohortId);
        return { status: 'succeeded', reference: 'pay_race', declineMessage: null };
      },
    };
    await expect(
      checkoutCourse(server.platform, fay.viewer, input(fay, classroom), { payments: racing }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(calls).toEqual(['charge 9900', 'refund pay_race']);
    expect(await entriesOf(fay.studentId)).toHaveLength(0);
    expect(await mailTo(fay.viewer.email)).toHaveLength(0);
  });

  it('a voucher for the course pays instead of a card; one for another product is refused', async () => {
    const gus = await newBuyer();
    admin = { ...gus.viewer, roles: ['Admin'] };
    const [right] = await createVouchers(server.platform, admin, {
      productId: catalogue.online.productId,
      count: 1,
    });
    const [wrong] = await createVouchers(server.platform, admin, {
      productId: catalogue.classroom.productId,
      count: 1,
    });
    const refused = await checkout(
      gus,
      input(gus, { voucherCode: wrong!.code, paymentSource: null, idempotencyKey: 'wrong' }),
    );
    expect(errorCode(refused)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(refused.errors)).toContain('input.voucherCode');
    expect(await entriesOf(gus.studentId)).toHaveLength(0);

    const response = await checkout(
      gus,
      input(gus, { voucherCode: right!.code, paymentSource: null }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!['checkoutCourse']).toMatchObject({
      amountCents: 0,
      paymentProvider: null,
      voucherCode: right!.code,
    });
    const entries = await entriesOf(gus.studentId);
    expect(entries.map((entry) => entry.paymentMethod)).toEqual(['voucher']);
    expect(await enrolmentsOf(gus.studentId)).toHaveLength(1);
  });

  it('refuses someone else’s student, an unknown course and a signed-out caller', async () => {
    const hal = await newBuyer();
    const ida = await newBuyer();
    const forbidden = await checkout(hal, input(ida));
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    const unknown = await checkout(
      hal,
      input(hal, { courseId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(errorCode(unknown)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(unknown.errors)).toContain('input.courseId');
    const signedOut = await graphql(server, { query: CHECKOUT, variables: { input: input(hal) } });
    expect(errorCode(signedOut)).toBe('NOT_SIGNED_IN');
  });
});
