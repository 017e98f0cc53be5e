// Checkout of the public booking flow (docs/booking.md "Checkout"). Order, so that a payment never
// leaves a half-made booking: check the hold and price the lesson (no writes) → charge (the
// payment port, keyed by the checkout's idempotency key) → one audited transaction that records
// the purchase, books the lesson (taking the minutes just bought), deletes the hold, writes the
// checkout row and queues the confirmation email. If the charge is declined, the hold is released
// and nothing else is written; if the transaction fails after a charge, the payment is refunded
// and the hold released. A repeated key answers the first checkout.
import { z } from 'zod';
import { confirmationEmail } from '../../../domain/booking/booking-confirmation.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  AppError,
  conflict,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import { type CheckoutPlan, type PaidCheckout, runCheckout } from '../../payments/paid-checkout.ts';
import { queueLessonsBooked } from '../lesson-messages/lesson-messages.ts';
import type { PaymentProvider } from '../../payments/payment-port.ts';
import { paymentProviderFor } from '../../payments/payment-provider.ts';
import type { Platform } from '../../platform.ts';
import { couponsRepository } from '../coupons/coupons.repository.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import { bookLesson, lessonTransaction } from '../lessons/lesson-booking.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { quoteFor } from '../pricing/quote.service.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { findStudent, myStudents } from '../students/students.service.ts';
import { redeemVoucherWithin } from '../vouchers/vouchers.service.ts';
import { lessonTypesRepository } from '../lesson-types/lesson-types.repository.ts';
import { productsRepository } from '../products/products.repository.ts';
import { usableMeetingPoint } from './booking-place.ts';
import { bookingProductAt, type BookedType } from './booking-product.ts';
import type { CheckoutRow } from './booking.tables.ts';
import { checkoutsRepository } from './checkouts.repository.ts';
import { waitlistRepository } from '../waitlist/waitlist.repository.ts';

/** How long minutes bought at checkout stay valid (the lesson uses them at once). */
const PURCHASE_VALID_DAYS = 365;
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

export const checkoutInput = z.object({
  idempotencyKey: text(200).min(1, 'is required'),
  holdId: z.uuid('must be a hold id'),
  studentId: z.uuid('must be a student id'),
  pickupLocation: text(500).min(1, 'is required: the pickup address'),
  meetingPointId: z.uuid('must be a meeting point id').nullish(),
  pickupDetails: text(1000).default(''),
  couponCode: text(64).nullish(),
  voucherCode: text(64).nullish(),
  /** The payment provider's token for the card (docs/payments.md); not needed when nothing is due. */
  paymentSource: text(200).nullish(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

interface Priced {
  productId: string | null;
  /** Driving minutes for a lesson, one unit for a test. */
  quantity: number;
  amountCents: number;
  discountCents: number;
  couponId: string | null;
}

/** Checks, prices and pays for the checkout on the server (a card token), then commits it. */
export async function checkoutBooking(
  platform: Platform,
  viewer: Viewer,
  raw: CheckoutInput,
  options: { payments?: PaymentProvider; now?: Date } = {},
): Promise<CheckoutRow> {
  return runCheckout(await planBookingCheckout(platform, viewer, raw, options));
}

/**
 * The checkout checked and priced, with what paying for it takes (docs/payments.md): charged on
 * the server by `checkoutBooking`, or started for the browser to pay.
 */
export async function planBookingCheckout(
  platform: Platform,
  viewer: Viewer,
  raw: CheckoutInput,
  options: { payments?: PaymentProvider; now?: Date } = {},
): Promise<CheckoutPlan<CheckoutRow>> {
  const db = platform.db.db;
  // Whose booking it is comes first: a caller without the right learns nothing about the input.
  const student = await buyerStudent(db, viewer, raw.studentId);
  const parsed = checkoutInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const now = options.now ?? new Date();
  const payments = options.payments ?? paymentProviderFor(platform.config, platform.db);
  const earlier = await checkoutsRepository.byKey(db, viewer.userId, input.idempotencyKey);
  if (earlier) return { earlier };

  const hold = await slotSearchRepository.findHold(db, input.holdId);
  if (!hold || hold.heldById !== viewer.userId)
    throw validationError([{ path: 'input.holdId', message: 'is not a time you are holding' }]);
  if (hold.expiresAt <= now)
    throw conflict('Your hold on this time has expired. Please choose a time again.');
  const type = await lessonTypesRepository.findById(db, hold.lessonTypeId);
  if (!type) throw validationError([{ path: 'input.holdId', message: 'has no lesson type' }]);
  if (hold.pickupLatitude === null || hold.pickupLongitude === null)
    throw validationError([{ path: 'input.holdId', message: 'has no pickup point' }]);
  const point = { latitude: hold.pickupLatitude, longitude: hold.pickupLongitude };
  if (input.meetingPointId) {
    // The meeting point must take this type and be where the held time starts: the hold's point
    // is what the slot was checked and the price is looked up at.
    const meeting = await usableMeetingPoint(
      db,
      input.meetingPointId,
      type.name,
      'input.meetingPointId',
    );
    if (meeting.latitude !== point.latitude || meeting.longitude !== point.longitude)
      throw validationError([
        { path: 'input.meetingPointId', message: 'is not where the held time starts' },
      ]);
  }

  const priced = await price(platform, input, student.id, point, type, now);
  const paymentKey = `checkout:${viewer.userId}:${input.idempotencyKey}`;
  const paid: PaidCheckout<CheckoutRow> = {
    db,
    payments,
    holdId: hold.id,
    request: { kind: 'booking', viewer, input: raw },
    amountCents: priced.amountCents,
    paymentKey,
    source: input.paymentSource,
    description: `${type.label} for ${student.name}`,
    completedBefore: () => checkoutsRepository.byKey(db, viewer.userId, input.idempotencyKey),
    release: () => slotSearchRepository.deleteHold(db, hold.id),
    commit: (payment, complete) =>
      lessonTransaction(platform, viewer, async (tx, audit) => {
        await complete(tx);
        // The hold is read again inside the transaction: the cleanup job may have removed it.
        const still = await slotSearchRepository.findHold(tx, hold.id);
        if (!still)
          throw conflict('Your hold on this time has expired. Please choose a time again.');
        const author = { id: viewer.userId, name: viewer.name };
        if (input.voucherCode) {
          const voucher = await redeemVoucherWithin(
            tx,
            audit,
            viewer,
            { code: input.voucherCode, studentId: student.id },
            now,
          );
          if (!(await voucherPaysFor(tx, voucher.productId, priced.productId)))
            throw validationError([
              { path: 'input.voucherCode', message: `does not pay for a ${type.label}` },
            ]);
        } else if (priced.productId) {
          await recordPurchase(
            tx,
            {
              idempotencyKey: `${paymentKey}:purchase`,
              studentId: student.id,
              items: [{ productId: priced.productId, quantity: priced.quantity }],
              // Card payments are `stripe` whichever adapter took them (docs/payments.md).
              paymentMethod: priced.amountCents > 0 ? 'stripe' : 'complimentary',
              amountCents: priced.amountCents,
              paymentReference: payment?.reference ?? null,
              expiresAt: new Date(now.getTime() + PURCHASE_VALID_DAYS * 86_400_000),
              couponId: priced.couponId,
            },
            { author, now },
          );
        }
        const lessonId = await bookLesson(
          tx,
          audit,
          viewer,
          {
            instructorId: hold.instructorId,
            lessonTypeId: hold.lessonTypeId,
            startTime: hold.startTime,
            studentIds: [student.id],
            meetingPointId: input.meetingPointId ?? null,
            pickupLocation: input.pickupLocation,
            pickupLatitude: point.latitude,
            pickupLongitude: point.longitude,
            pickupDetails: input.pickupDetails,
            comments: '',
            isObserverAllowed: false,
            priceCents: priced.amountCents,
          },
          { key: `${paymentKey}:lesson`, kind: 'scheduleLesson', prefix: 'input', now },
        );
        // A time offered from the waiting list is booked: its entry leaves the line.
        await waitlistRepository.markBookedByHold(tx, hold.id, now);
        await slotSearchRepository.deleteHold(tx, hold.id);
        const checkout = await checkoutsRepository.insert(tx, {
          userId: viewer.userId,
          idempotencyKey: input.idempotencyKey,
          studentId: student.id,
          lessonId,
          amountCents: priced.amountCents,
          discountCents: priced.discountCents,
          paymentProvider: payment ? payments.name : null,
          paymentReference: payment?.reference ?? null,
          couponCode: priced.couponId ? (input.couponCode ?? null) : null,
          voucherCode: input.voucherCode ?? null,
          createdAt: now,
        });
        const [view] = await lessonsRepository.views(tx, [lessonId]);
        const email = confirmationEmail({
          studentName: student.name,
          lessonLabel: type.label,
          startTime: hold.startTime,
          durationMinutes: type.durationMinutes,
          timeZone: view!.instructor.timeZone,
          instructorName: view!.instructor.name,
          // A meeting point by its name and address (the lesson keeps the address as its location).
          pickup: view!.meetingPoint
            ? `${view!.meetingPoint.label}, ${view!.lesson.pickupLocation}`
            : view!.lesson.pickupLocation,
          atMeetingPoint: view!.meetingPoint !== null,
          amountCents: priced.amountCents,
          discountCents: priced.discountCents,
          paidWith: input.voucherCode ? 'voucher' : 'card',
        });
        // The family's confirmation says what was paid; the instructor's, the SMS and the
        // calendar file are those of any booking (docs/messages.md).
        const queued = await queueLessonsBooked(platform, tx, [lessonId], {
          familyEmail: email,
          fallback: { to: viewer.email, userId: viewer.userId },
        });
        return { result: checkout, queued };
      }),
  };
  return { checkout: paid };
}

/**
 * The student the booking is for: a student or parent books for the record linked to their own
 * account; staff who record purchases (`ledger.purchase`) may book for any student.
 */
export async function buyerStudent(db: Executor, viewer: Viewer, studentId: unknown) {
  const id = typeof studentId === 'string' ? studentId : '';
  if (can(viewer.roles, 'ledger.purchase')) return findStudent(db, id);
  const own = (await myStudents(db, viewer)).find((record) => record.id === id);
  if (!own) throw forbidden();
  return own;
}

/**
 * What is due: nothing with a voucher; otherwise the quote for what the booking sells (the
 * lesson's driving minutes, or one unit of the test's fee product, with its own coupon kind).
 */
async function price(
  platform: Platform,
  input: z.output<typeof checkoutInput>,
  studentId: string,
  point: { latitude: number; longitude: number },
  type: BookedType,
  now: Date,
): Promise<Priced> {
  const none = {
    productId: null,
    quantity: 0,
    amountCents: 0,
    discountCents: 0,
    couponId: null,
  };
  const db = platform.db.db;
  const product = await bookingProductAt(db, point, type);
  if (!product)
    throw validationError([
      { path: 'input.holdId', message: 'this is not sold online at this place: please call us' },
    ]);
  // A voucher pays instead of a card, but only one for what is sold here (checked on redeeming).
  if (input.voucherCode) return { ...none, productId: product.productId };
  const quoted = await quoteFor(db, {
    productId: product.productId,
    quantity: product.quantity,
    couponKind: product.couponKind,
    pickup: point,
    couponCode: input.couponCode ?? null,
    studentId,
    at: now,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.fields)
      throw new AppError(
        error.code,
        error.message,
        error.fields.map((f) => ({ ...f, path: `input.${f.path}` })),
      );
    throw error;
  });
  if (quoted.totalCents === null)
    throw validationError([{ path: 'input.holdId', message: 'this lesson has no price here' }]);
  const coupon =
    input.couponCode && quoted.discountCents > 0
      ? await couponsRepository.findByCode(db, input.couponCode.trim())
      : undefined;
  return {
    productId: product.productId,
    quantity: product.quantity,
    amountCents: quoted.totalCents,
    discountCents: quoted.discountCents,
    couponId: coupon?.id ?? null,
  };
}

/**
 * A checkout for its confirmation page: the buyer's own; staff with `ledger.purchase` read any.
 * Anyone else's reads as NOT_FOUND, like an unknown id, so a guess tells nothing.
 */
export async function readCheckout(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<CheckoutRow> {
  const staff = can(viewer.roles, 'ledger.purchase');
  const row = isUuid(id) ? await checkoutsRepository.byId(platform.db.db, id) : null;
  if (row && (staff || row.userId === viewer.userId)) return row;
  throw notFound('Checkout');
}

/**
 * A voucher pays for what is sold when it is that product or a package holding it. Driving
 * minutes are one balance in the ledger whichever minutes product bought them, so for a lesson any
 * minutes (or a package of minutes) pay; a test's fee product must be the very one sold, or a
 * registration fee voucher would pay for a road test.
 */
async function voucherPaysFor(
  db: Executor,
  voucherProductId: string,
  soldProductId: string | null,
): Promise<boolean> {
  if (!soldProductId) return false;
  const [voucherProduct] = await productsRepository.findByIds(db, [voucherProductId]);
  if (!voucherProduct) return false;
  const paid = [voucherProductId, ...voucherProduct.components.map((part) => part.productId)];
  if (paid.includes(soldProductId)) return true;
  const products = await productsRepository.findByIds(db, [soldProductId, ...paid]);
  const typeOf = (id: string) => products.find((product) => product.id === id)?.type;
  return (
    typeOf(soldProductId) === 'drivingMinute' && paid.some((id) => typeOf(id) === 'drivingMinute')
  );
}
