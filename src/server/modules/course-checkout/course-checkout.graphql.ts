// GraphQL of the public course enrolment (docs/courses.md "Enrolling online"): `courseQuote` prices
// a course with a coupon for the enrol page; `checkoutCourse` pays and enrols; `courseCheckout(id)`
// reads one back for the confirmation page.
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { Cohort } from '../cohorts/cohorts.graphql.ts';
import { cohortsRepository } from '../cohorts/cohorts.repository.ts';
import { Course } from '../courses/courses.graphql.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import type { CourseCheckoutRow } from './course-checkout.tables.ts';
import {
  checkoutCourse,
  planCourseCheckout,
  readCourseCheckout,
  type CheckoutCourseInput as CheckoutCourseInputValue,
} from './course-checkout.service.ts';
import { startCardPayment } from '../../payments/paid-checkout.ts';
import { CardPaymentStart, cardPaymentStart } from '../../payments/card-payments.graphql.ts';
import { courseQuote, type CourseQuote } from './course-quote.service.ts';

const CourseCheckout = builder.objectRef<CourseCheckoutRow>('CourseCheckout').implement({
  description: 'A completed course enrolment checkout: the course, the class and what was paid.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    course: t.field({
      type: Course,
      resolve: async (row, _args, context) =>
        (await coursesRepository.findById(context.platform.db.db, row.courseId))!,
    }),
    cohort: t.field({
      type: Cohort,
      nullable: true,
      description: 'The classroom class whose seat was taken; null for an online course.',
      resolve: (row, _args, context) =>
        row.cohortId ? cohortsRepository.findById(context.platform.db.db, row.cohortId) : null,
    }),
    onlineEnrollmentId: t.exposeID('onlineEnrollmentId', {
      nullable: true,
      description: 'The online enrolment made (the portal opens the course with it).',
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

const CheckoutCourseInput = builder.inputType('CheckoutCourseInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    studentId: t.id({ required: true }),
    courseId: t.id({ required: true }),
    cohortId: t.id({ description: 'The class, for a classroom course.' }),
    couponCode: t.string(),
    voucherCode: t.string(),
    paymentSource: t.string({
      description: "The payment provider's card token (docs/payments.md).",
    }),
  }),
});

function courseInputOf(input: typeof CheckoutCourseInput.$inferInput): CheckoutCourseInputValue {
  return {
    idempotencyKey: input.idempotencyKey,
    studentId: String(input.studentId),
    courseId: String(input.courseId),
    cohortId: input.cohortId == null ? null : String(input.cohortId),
    couponCode: input.couponCode ?? null,
    voucherCode: input.voucherCode ?? null,
    paymentSource: input.paymentSource ?? null,
  };
}

builder.mutationField('checkoutCourse', (t) =>
  t.field({
    type: CourseCheckout,
    description:
      'Pays for a course and enrols the student (online, or a seat in the class): purchase, enrolment and confirmation email at once; a repeated idempotencyKey answers the first checkout. VALIDATION_ERROR (declined card on input.paymentSource, input.studentId already enrolled, input.couponCode, input.cohortId), CONFLICT (class full), FORBIDDEN.',
    authScopes: { permission: 'courses.checkout' },
    args: { input: t.arg({ type: CheckoutCourseInput, required: true }) },
    resolve: (_root, { input }, context) =>
      checkoutCourse(context.platform, viewerOf(context), courseInputOf(input)),
  }),
);

builder.mutationField('startCourseCardPayment', (t) =>
  t.field({
    type: CardPaymentStart,
    description:
      'Checks and prices an enrolment like checkoutCourse, records the checkout and starts its card payment unconfirmed, for the browser to pay with Stripe’s Payment Element (docs/payments.md); nothing due (a voucher, a free course): enrols at once. VALIDATION_ERROR (as checkoutCourse; input.paymentSource when payments in the browser are not configured), CONFLICT, FORBIDDEN.',
    authScopes: { permission: 'courses.checkout' },
    args: { input: t.arg({ type: CheckoutCourseInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      cardPaymentStart(
        await startCardPayment(
          await planCourseCheckout(context.platform, viewerOf(context), courseInputOf(input)),
        ),
      ),
  }),
);

builder.queryField('courseCheckout', (t) =>
  t.field({
    type: CourseCheckout,
    description:
      'A course checkout of your own (staff with ledger.purchase: any), for its confirmation; NOT_FOUND otherwise.',
    authScopes: { permission: 'courses.checkoutConfirmation' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readCourseCheckout(context.platform, viewerOf(context), String(args.id)),
  }),
);

const CourseQuoteRef = builder.objectRef<CourseQuote>('CourseQuote').implement({
  description:
    'What a published course costs with an optional course coupon, as checkout charges it.',
  fields: (t) => ({
    courseId: t.id({ resolve: (quote) => quote.course.id }),
    isSoldOnline: t.exposeBoolean('isSoldOnline', {
      description: 'False when the course has no ledger product yet: enrol by phone.',
    }),
    subtotalCents: t.exposeInt('subtotalCents'),
    discountCents: t.exposeInt('discountCents'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

builder.queryField('courseQuote', (t) =>
  t.field({
    type: CourseQuoteRef,
    description:
      'The enrol page’s price for a published course, with an optional course coupon. NOT_FOUND (course), VALIDATION_ERROR (couponCode).',
    authScopes: { public: true },
    args: {
      courseId: t.arg.id({ required: true }),
      couponCode: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      courseQuote(context.platform.db.db, {
        courseId: String(args.courseId),
        couponCode: args.couponCode ?? null,
      }),
  }),
);
