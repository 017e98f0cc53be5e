// GraphQL of paying in the browser (docs/payments.md "Paying in the browser"): `cardPayment` gives
// the payment page what Stripe's Payment Element needs; `completeCardPayment` is the return page's
// (it completes the checkout from what Stripe says, like the `payment_intent.succeeded` webhook).
// The checkouts start a card payment with `startBookingCardPayment` / `startCourseCardPayment`,
// which answer `CardPaymentStart`.
import { builder } from '../graphql/builder.ts';
import { viewerOf } from '../modules/students/viewer-of.ts';
import {
  completeCardPayment,
  readCardPayment,
  type CardPaymentOutcome,
  type CardPaymentView,
} from './card-payments.ts';

/** What starting a card payment answered: the payment to confirm, or the checkout already made. */
export interface CardPaymentStartView {
  paymentReference: string | null;
  checkoutId: string | null;
}

export const CardPaymentStart = builder
  .objectRef<CardPaymentStartView>('CardPaymentStart')
  .implement({
    description:
      'A checkout started for paying in the browser: the payment to confirm on the payment page, or, when nothing was due (a voucher) or its key already completed, the checkout made.',
    fields: (t) => ({
      paymentReference: t.exposeString('paymentReference', {
        nullable: true,
        description: 'The payment (a Stripe PaymentIntent id) for the payment page.',
      }),
      checkoutId: t.exposeID('checkoutId', { nullable: true }),
    }),
  });

/** A plan's answer as the GraphQL type: the payment to confirm, or the checkout made. */
export const cardPaymentStart = (
  started: { done: { id: string } } | { reference: string },
): CardPaymentStartView =>
  'done' in started
    ? { paymentReference: null, checkoutId: started.done.id }
    : { paymentReference: started.reference, checkoutId: null };

const CardPayment = builder.objectRef<CardPaymentView>('CardPayment').implement({
  description: 'A payment of your own checkout, to confirm in the browser.',
  fields: (t) => ({
    reference: t.exposeString('reference'),
    clientSecret: t.exposeString('clientSecret', {
      description: "What Stripe.js confirms the payment with (Stripe's client secret).",
    }),
    amountCents: t.exposeInt('amountCents'),
    description: t.exposeString('description'),
    payable: t.exposeBoolean('payable', {
      description: 'False once paid, or when its checkout finished or was given up.',
    }),
  }),
});

const CardPaymentResult = builder.enumType('CardPaymentResult', {
  values: {
    PAID: { description: 'Paid and booked (or enrolled).' },
    PROCESSING: { description: 'The bank has not answered yet; the webhook completes it.' },
    REFUNDED: { description: 'Paid, but the checkout could not be completed: given back.' },
    FAILED: { description: 'Not paid: declined, or the bank’s check failed.' },
  } as const,
});

const RESULTS = {
  paid: 'PAID',
  processing: 'PROCESSING',
  refunded: 'REFUNDED',
  failed: 'FAILED',
} as const;

const CardPaymentOutcomeRef = builder
  .objectRef<CardPaymentOutcome>('CardPaymentOutcome')
  .implement({
    description: 'How a payment confirmed in the browser ended.',
    fields: (t) => ({
      result: t.field({ type: CardPaymentResult, resolve: (row) => RESULTS[row.outcome] }),
      bookingCheckoutId: t.id({
        nullable: true,
        resolve: (row) => (row.kind === 'booking' ? row.checkoutId : null),
      }),
      courseCheckoutId: t.id({
        nullable: true,
        resolve: (row) => (row.kind === 'course' ? row.checkoutId : null),
      }),
      message: t.exposeString('message', {
        nullable: true,
        description: 'For the buyer, when it is not paid and booked.',
      }),
      canRetry: t.exposeBoolean('canRetry', {
        description: 'Whether the same payment may be tried again with another card.',
      }),
      startAgainPath: t.string({
        description: 'Where the buyer starts the checkout again: the booking or the course list.',
        resolve: (row) => (row.kind === 'booking' ? '/book' : '/courses'),
      }),
    }),
  });

builder.queryField('cardPayment', (t) =>
  t.field({
    type: CardPayment,
    description:
      'A payment your checkout started, for the payment page; NOT_FOUND for anyone else’s or an unknown one.',
    authScopes: { permission: 'payments.card' },
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      readCardPayment(context.platform, viewerOf(context), args.reference),
  }),
);

builder.mutationField('completeCardPayment', (t) =>
  t.field({
    type: CardPaymentOutcomeRef,
    description:
      'The return page after paying in the browser: reads the payment from Stripe (never from the URL) and, when it succeeded, completes its checkout as the payment_intent.succeeded webhook does (whichever comes first books). NOT_FOUND for anyone else’s payment.',
    authScopes: { permission: 'payments.card' },
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      completeCardPayment(context.platform, viewerOf(context), args.reference, context.log),
  }),
);
