// GraphQL of the public booking checkout (docs/booking.md): `checkoutBooking` pays for and books
// a held slot; `checkout(id)` reads one back for the confirmation page.
import { builder } from '../../graphql/builder.ts';
import { lessonById } from '../lessons/lessons.service.ts';
import { LessonRef } from '../lessons/lessons.graphql.ts';
import { Student } from '../students/students.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { createMyStudent } from './my-student.service.ts';
import type { CheckoutRow } from './booking.tables.ts';
import { bookingPlaces } from './booking-places.service.ts';
import { bookingFromPrices } from './booking-from-prices.service.ts';
import { bookingQuote } from './booking-quote.service.ts';
import {
  checkoutBooking,
  planBookingCheckout,
  readCheckout,
  type CheckoutInput,
} from './checkout.service.ts';
import { startCardPayment } from '../../payments/paid-checkout.ts';
import { CardPaymentStart, cardPaymentStart } from '../../payments/card-payments.graphql.ts';

const Checkout = builder.objectRef<CheckoutRow>('Checkout').implement({
  description: 'A completed booking checkout: the lesson booked and what was paid.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    lesson: t.field({
      type: LessonRef,
      resolve: (row, _args, context) =>
        lessonById(context.platform, viewerOf(context), row.lessonId),
    }),
    amountCents: t.exposeInt('amountCents', { description: 'What was charged, in cents.' }),
    discountCents: t.exposeInt('discountCents'),
    paymentProvider: t.exposeString('paymentProvider', {
      nullable: true,
      description: '`test` or `stripe`; null when a voucher paid.',
    }),
    paymentReference: t.exposeString('paymentReference', { nullable: true }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    voucherCode: t.exposeString('voucherCode', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const CheckoutBookingInput = builder.inputType('CheckoutBookingInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    holdId: t.id({ required: true }),
    studentId: t.id({ required: true }),
    pickupLocation: t.string({ required: true }),
    meetingPointId: t.id(),
    pickupDetails: t.string(),
    couponCode: t.string(),
    voucherCode: t.string(),
    paymentSource: t.string({
      description: "The payment provider's card token (docs/payments.md).",
    }),
  }),
});

function checkoutInputOf(input: typeof CheckoutBookingInput.$inferInput): CheckoutInput {
  return {
    idempotencyKey: input.idempotencyKey,
    holdId: String(input.holdId),
    studentId: String(input.studentId),
    pickupLocation: input.pickupLocation,
    meetingPointId: input.meetingPointId == null ? null : String(input.meetingPointId),
    pickupDetails: input.pickupDetails ?? '',
    couponCode: input.couponCode ?? null,
    voucherCode: input.voucherCode ?? null,
    paymentSource: input.paymentSource ?? null,
  };
}

builder.mutationField('checkoutBooking', (t) =>
  t.field({
    type: Checkout,
    description:
      'Pays for and books a held slot: purchase, lesson and confirmation email at once; a repeated idempotencyKey answers the first checkout. VALIDATION_ERROR (declined card on input.paymentSource), CONFLICT (hold expired, slot taken), FORBIDDEN.',
    authScopes: { permission: 'booking.checkout' },
    args: { input: t.arg({ type: CheckoutBookingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      checkoutBooking(context.platform, viewerOf(context), checkoutInputOf(input)),
  }),
);

builder.mutationField('startBookingCardPayment', (t) =>
  t.field({
    type: CardPaymentStart,
    description:
      'Checks and prices a held slot like checkoutBooking, records the checkout and starts its card payment unconfirmed, for the browser to pay with Stripe’s Payment Element (docs/payments.md); nothing due (a voucher): books at once. VALIDATION_ERROR (as checkoutBooking; input.paymentSource when payments in the browser are not configured), CONFLICT, FORBIDDEN.',
    authScopes: { permission: 'booking.checkout' },
    args: { input: t.arg({ type: CheckoutBookingInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      cardPaymentStart(
        await startCardPayment(
          await planBookingCheckout(context.platform, viewerOf(context), checkoutInputOf(input)),
        ),
      ),
  }),
);

builder.queryField('checkout', (t) =>
  t.field({
    type: Checkout,
    description:
      'A checkout of your own (staff with ledger.purchase: any), for its confirmation; NOT_FOUND otherwise.',
    authScopes: { permission: 'booking.confirmation' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readCheckout(context.platform, viewerOf(context), String(args.id)),
  }),
);

const BookingQuoteRef = builder
  .objectRef<Awaited<ReturnType<typeof bookingQuote>>>('BookingQuote')
  .implement({
    description:
      'What a lesson or test costs at a ZIP code or meeting point, as checkout will charge it; served false when the place is outside the areas the school serves or the test is not sold online there.',
    fields: (t) => ({
      served: t.exposeBoolean('served'),
      state: t.exposeString('state', { nullable: true }),
      durationMinutes: t.exposeInt('durationMinutes'),
      subtotalCents: t.exposeInt('subtotalCents', { nullable: true }),
      discountCents: t.exposeInt('discountCents'),
      totalCents: t.exposeInt('totalCents', { nullable: true }),
    }),
  });

builder.queryField('bookingQuote', (t) =>
  t.field({
    type: BookingQuoteRef,
    description:
      'The public booking page’s price for a lesson type at a ZIP code or a meeting point (one of them), with an optional coupon: lesson coupons for lessons, road-test coupons for tests. NOT_FOUND (lesson type), VALIDATION_ERROR (zip, meetingPointId restricted or unknown, couponCode).',
    authScopes: { public: true },
    args: {
      lessonTypeId: t.arg.id({ required: true }),
      zip: t.arg.string(),
      meetingPointId: t.arg.id(),
      couponCode: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      bookingQuote(context.platform.db.db, {
        lessonTypeId: String(args.lessonTypeId),
        zip: args.zip ?? null,
        meetingPointId: args.meetingPointId == null ? null : String(args.meetingPointId),
        couponCode: args.couponCode ?? null,
      }),
  }),
);

const BookingFromPriceRef = builder
  .objectRef<Awaited<ReturnType<typeof bookingFromPrices>>[number]>('BookingFromPrice')
  .implement({
    description:
      'The least a lesson type costs where it is sold online, without a coupon: the booking page’s "from" price.',
    fields: (t) => ({
      lessonTypeId: t.exposeID('lessonTypeId'),
      fromCents: t.exposeInt('fromCents'),
    }),
  });

builder.queryField('bookingFromPrices', (t) =>
  t.field({
    type: [BookingFromPriceRef],
    description:
      'For each lesson type sold online in the state (a two-letter code; every state when omitted), its lowest price; lesson types not sold online there are left out.',
    authScopes: { public: true },
    args: { state: t.arg.string() },
    resolve: (_root, args, context) =>
      bookingFromPrices(context.platform.db.db, args.state?.trim().toUpperCase() || null),
  }),
);

const BookingMeetingPoint = builder
  .objectRef<Awaited<ReturnType<typeof bookingPlaces>>['meetingPoints'][number]>(
    'BookingMeetingPoint',
  )
  .implement({
    description: 'A meeting point a booked lesson or test may start at.',
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label'),
      address: t.exposeString('address'),
      description: t.exposeString('description'),
    }),
  });

const BookingPlacesRef = builder
  .objectRef<Awaited<ReturnType<typeof bookingPlaces>>>('BookingPlaces')
  .implement({
    description: 'Where a booked lesson or test may start in a state.',
    fields: (t) => ({
      homePickup: t.exposeBoolean('homePickup', {
        description: 'Whether the instructor picks students up at home in this state.',
      }),
      meetingPoints: t.field({ type: [BookingMeetingPoint], resolve: (row) => row.meetingPoints }),
    }),
  });

builder.queryField('bookingPlaces', (t) =>
  t.field({
    type: BookingPlacesRef,
    description:
      'Where a lesson may start in a state, for the booking page: home pickup (state config hasHomePickup) and the meeting points (hasMeetingPoints) that take the lesson type.',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true }),
      lessonTypeId: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      bookingPlaces(context.platform.db.db, {
        state: args.state,
        lessonTypeId: args.lessonTypeId == null ? null : String(args.lessonTypeId),
      }),
  }),
);

const CreateMyStudentInput = builder.inputType('CreateMyStudentInput', {
  fields: (t) => ({
    forTeen: t.boolean({
      required: true,
      description: 'True when a parent books for their teen: the record is the teen’s.',
    }),
    name: t.string({ required: true }),
    dob: t.string({ description: 'YYYY-MM-DD; required for a teen.' }),
    usStateId: t.string(),
  }),
});

builder.mutationField('createMyStudent', (t) =>
  t.field({
    type: Student,
    description:
      'Creates a student record your account holds: your own (forTeen false; CONFLICT when the account has one already), or, as a parent, a teen’s record linked to your account (forTeen true; one per teen, as many as you have).',
    authScopes: { permission: 'students.createOwn' },
    args: { input: t.arg({ type: CreateMyStudentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createMyStudent(context.platform, viewerOf(context), {
        forTeen: input.forTeen,
        name: input.name,
        dob: input.dob ?? null,
        usStateId: input.usStateId ?? null,
      }),
  }),
);
