// Checkout of the public course enrolment (docs/courses.md "Enrolling online"). The same order as
// the lesson checkout: check student, course, class and price with no writes (an already-enrolled
// student or a full class is refused before any money moves) → charge (the payment port, keyed by
// the checkout's idempotency key) → one audited transaction that records the purchase of the
// course's ledger product (or redeems the voucher), enrols the student online or takes a seat in
// the cohort, writes the checkout row and queues the confirmation email. A decline writes nothing;
// a transaction that fails after the charge refunds it (`chargeThenCommit`).
import { z } from 'zod';
import { isCohortClosed, isCohortFull } from '../../../domain/cohorts/cohort-enrollment.ts';
import { courseEnrolmentEmail } from '../../../domain/courses/course-enrolment-confirmation.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import {
  type CheckoutPlan,
  type PaidCheckout,
  runCheckout,
  queueCheckoutEmail,
} from '../../payments/paid-checkout.ts';
import type { PaymentProvider } from '../../payments/payment-port.ts';
import { paymentProviderFor } from '../../payments/payment-provider.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { buyerStudent } from '../booking/checkout.service.ts';
import { cohortWriteError, takeSeatWithin } from '../cohorts/cohort-roster.service.ts';
import { cohortsRepository } from '../cohorts/cohorts.repository.ts';
import type { CohortRow } from '../cohorts/cohorts.tables.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import type { CourseRow } from '../courses/courses.tables.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import {
  enrollWithin,
  isEnrolledOnline,
  uniqueAsConflict,
} from '../online-enrollments/online-enrollments.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { redeemVoucherWithin } from '../vouchers/vouchers.service.ts';
import type { CourseCheckoutRow } from './course-checkout.tables.ts';
import { courseCheckoutsRepository } from './course-checkouts.repository.ts';
import { courseQuote } from './course-quote.service.ts';

/** How long a course purchase stays valid in the ledger (a course is not consumed like minutes). */
const PURCHASE_VALID_DAYS = 365;
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

const checkoutCourseInput = z.object({
  idempotencyKey: text(200).min(1, 'is required'),
  studentId: z.uuid('must be a student id'),
  courseId: z.uuid('must be a course id'),
  /** The classroom class; absent for an online course. */
  cohortId: z.uuid('must be a class id').nullish(),
  couponCode: text(64).nullish(),
  voucherCode: text(64).nullish(),
  /** The payment provider's token for the card (docs/payments.md); not needed when nothing is due. */
  paymentSource: text(200).nullish(),
});
export type CheckoutCourseInput = z.input<typeof checkoutCourseInput>;

const ALREADY_ENROLLED = 'is already enrolled in this course';

/** Checks, prices and pays for the checkout on the server (a card token), then commits it. */
export async function checkoutCourse(
  platform: Platform,
  viewer: Viewer,
  raw: CheckoutCourseInput,
  options: { payments?: PaymentProvider; now?: Date } = {},
): Promise<CourseCheckoutRow> {
  return runCheckout(await planCourseCheckout(platform, viewer, raw, options));
}

/**
 * The checkout checked and priced, with what paying for it takes (docs/payments.md): charged on
 * the server by `checkoutCourse`, or started for the browser to pay.
 */
export async function planCourseCheckout(
  platform: Platform,
  viewer: Viewer,
  raw: CheckoutCourseInput,
  options: { payments?: PaymentProvider; now?: Date } = {},
): Promise<CheckoutPlan<CourseCheckoutRow>> {
  const db = platform.db.db;
  // Whose enrolment it is comes first: a caller without the right learns nothing about the input.
  const student = await buyerStudent(db, viewer, raw.studentId);
  const parsed = checkoutCourseInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const now = options.now ?? new Date();
  const payments = options.payments ?? paymentProviderFor(platform.config, platform.db);
  const earlier = await courseCheckoutsRepository.byKey(db, viewer.userId, input.idempotencyKey);
  if (earlier) return { earlier };

  const course = await sellableCourse(db, input.courseId);
  const cohort = await chosenClass(db, course, input.cohortId ?? null, student.id, now);
  const priced = input.voucherCode
    ? { totalCents: 0, discountCents: 0, couponId: null }
    : await courseQuote(db, {
        courseId: course.id,
        couponCode: input.couponCode,
        studentId: student.id,
        at: now,
        couponPath: 'input.couponCode',
      });

  const paymentKey = `course-checkout:${viewer.userId}:${input.idempotencyKey}`;
  const paid: PaidCheckout<CourseCheckoutRow> = {
    db,
    payments,
    request: { kind: 'course', viewer, input: raw },
    amountCents: priced.totalCents,
    paymentKey,
    source: input.paymentSource,
    description: `${course.name} for ${student.name}`,
    completedBefore: () => courseCheckoutsRepository.byKey(db, viewer.userId, input.idempotencyKey),
    commit: (payment, complete) =>
      enrolmentTransaction(platform, viewer, cohort !== null, async (tx, audit) => {
        await complete(tx);
        const author = { id: viewer.userId, name: viewer.name };
        if (input.voucherCode) {
          const voucher = await redeemVoucherWithin(
            tx,
            audit,
            viewer,
            { code: input.voucherCode, studentId: student.id },
            now,
          );
          if (voucher.productId !== course.productId)
            throw validationError([
              { path: 'input.voucherCode', message: 'does not pay for this course' },
            ]);
        } else {
          await recordPurchase(
            tx,
            {
              idempotencyKey: `${paymentKey}:purchase`,
              studentId: student.id,
              items: [{ productId: course.productId!, quantity: 1 }],
              // Card payments are `stripe` whichever adapter took them (docs/payments.md).
              paymentMethod: priced.totalCents > 0 ? 'stripe' : 'complimentary',
              amountCents: priced.totalCents,
              paymentReference: payment?.reference ?? null,
              expiresAt: new Date(now.getTime() + PURCHASE_VALID_DAYS * 86_400_000),
              couponId: priced.couponId,
            },
            { author, now },
          );
        }
        const onlineEnrollmentId = cohort
          ? null
          : await enrollWithin(
              tx,
              audit,
              viewer,
              { studentId: student.id, courseId: course.id },
              now,
            );
        if (cohort) await takeSeatWithin(tx, audit, cohort.id, student);
        const checkout = await courseCheckoutsRepository.insert(tx, {
          userId: viewer.userId,
          idempotencyKey: input.idempotencyKey,
          studentId: student.id,
          courseId: course.id,
          onlineEnrollmentId,
          cohortId: cohort?.id ?? null,
          amountCents: priced.totalCents,
          discountCents: priced.discountCents,
          paymentProvider: payment ? payments.name : null,
          paymentReference: payment?.reference ?? null,
          couponCode: priced.couponId ? (input.couponCode ?? null) : null,
          voucherCode: input.voucherCode ?? null,
          createdAt: now,
        });
        const email = courseEnrolmentEmail({
          studentName: student.name,
          courseName: course.name,
          cohort,
          amountCents: priced.totalCents,
          discountCents: priced.discountCents,
          paidWith: input.voucherCode ? 'voucher' : 'card',
        });
        const queued = await queueCheckoutEmail(
          platform.outbox,
          tx,
          { studentEmail: student.email, buyer: viewer },
          email,
        );
        return { result: checkout, queued };
      }),
  };
  return { checkout: paid };
}

/** The enrolment's transaction, with the database's refusals turned into the answers they mean. */
async function enrolmentTransaction<T>(
  platform: Platform,
  viewer: Viewer,
  isClassroom: boolean,
  work: Parameters<typeof auditedTransaction<T>>[2],
): Promise<T> {
  const run = () => auditedTransaction(platform, actorFromViewer(viewer), work);
  if (!isClassroom) return uniqueAsConflict(run);
  try {
    return await run();
  } catch (error) {
    throw cohortWriteError(error, 'input.studentId');
  }
}

/** A published course with a ledger product: what the checkout can sell. */
async function sellableCourse(db: Executor, courseId: string): Promise<CourseRow> {
  const course = await coursesRepository.findById(db, courseId);
  if (!course?.isPublished)
    throw validationError([{ path: 'input.courseId', message: 'is not a published course' }]);
  if (!course.productId)
    throw validationError([
      { path: 'input.courseId', message: 'is not sold online yet: please call us to enrol' },
    ]);
  return course;
}

/**
 * The class the student joins: for a classroom course (no online offering) a cohort of the course
 * that is open, not full and not over, the student not on its roster yet; for an online course
 * none, the student not enrolled yet. Both refusals come before any money moves.
 */
async function chosenClass(
  db: Executor,
  course: CourseRow,
  cohortId: string | null,
  studentId: string,
  now: Date,
): Promise<CohortRow | null> {
  const offerings = await coursesRepository.offeringsOf(db, [course.id]);
  const isOnline = offerings.some((offering) => offering.format === 'online');
  if (!cohortId) {
    if (!isOnline)
      throw validationError([{ path: 'input.cohortId', message: 'is required: choose a class' }]);
    if (await isEnrolledOnline(db, studentId, course.id))
      throw validationError([{ path: 'input.studentId', message: ALREADY_ENROLLED }]);
    return null;
  }
  const cohort = await cohortsRepository.findById(db, cohortId);
  if (!cohort || cohort.courseId !== course.id)
    throw validationError([{ path: 'input.cohortId', message: 'is not a class of this course' }]);
  if (await cohortsRepository.isEnrolled(db, cohort.id, studentId))
    throw validationError([{ path: 'input.studentId', message: ALREADY_ENROLLED }]);
  if (isCohortClosed(cohort, now))
    throw validationError([{ path: 'input.cohortId', message: 'is not taking enrolments' }]);
  if (isCohortFull(cohort)) throw conflict('The class is full: no seat is left.');
  return cohort;
}

/**
 * A course checkout for its confirmation page: the buyer's own; staff with `ledger.purchase` read
 * any. Anyone else's reads as NOT_FOUND, like an unknown id, so a guess tells nothing.
 */
export async function readCourseCheckout(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<CourseCheckoutRow> {
  const staff = can(viewer.roles, 'ledger.purchase');
  const row = isUuid(id) ? await courseCheckoutsRepository.byId(platform.db.db, id) : null;
  if (row && (staff || row.userId === viewer.userId)) return row;
  throw notFound('Checkout');
}
