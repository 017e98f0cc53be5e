// /{state}/course/{category}/enrol: enrolling in and paying for a course in plain server-rendered
// steps (docs/courses.md "Enrolling online"). GET shows the price (with the coupon of the query
// string), then the sign-in or sign-up forms or, signed in, the pay form; POST creates an account
// (intent=sign-up) or pays (intent=pay) and redirects to the confirmation. No JavaScript.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data, redirect, useOutletContext } from 'react-router';
import { testCardToken } from '../../../domain/booking/test-card-token.ts';
import { createAccount } from '../../features/accounts/create-account.ts';
import { AccountForms } from '../../features/booking/booking-account.tsx';
import { buyerProblem } from '../../features/booking/buyer-problem.ts';
import { PUBLIC_COHORTS_QUERY } from '../../features/cohorts/cohorts.queries.ts';
import { PayStep, PriceStep } from '../../features/courses/course-enrol-steps.tsx';
import {
  CheckoutCourseMutation,
  CourseQuoteQuery,
  EnrolCreateMyStudentMutation,
  EnrolMyStudentsQuery,
  StartCourseCardPaymentMutation,
} from '../../features/courses/course-enrolment.queries.ts';
import { paidOrPaymentPage } from '../../features/payments/card-payment-paths.ts';
import { CoursePageQuery } from '../../features/courses/courses.queries.ts';
import { EnrolCallToAction } from '../../features/courses/enrol-call-to-action.tsx';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { NOT_FOUND_META } from '../../features/site/page-meta.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext, type PublicData } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/course-enrol';

export const handle = STATIC_PAGE;

const text = (source: FormData | URLSearchParams, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
};

/** The enrol page's own address, with the coupon when one was given. */
const enrolPath = (coursePath: string, coupon: string) =>
  `${coursePath}/enrol${coupon ? `?${new URLSearchParams({ coupon }).toString()}` : ''}`;

async function priceOf(publicData: PublicData, courseId: string, coupon: string) {
  try {
    const { courseQuote } = await publicData.execute(CourseQuoteQuery, {
      courseId,
      couponCode: coupon || null,
    });
    return { quote: courseQuote, couponProblem: null };
  } catch (error) {
    if (!coupon || !isPublicDataError(error, ['VALIDATION_ERROR'])) throw error;
    const { courseQuote } = await publicData.execute(CourseQuoteQuery, { courseId });
    return { quote: courseQuote, couponProblem: 'This coupon code is not valid for this course.' };
  }
}

/** The visitor's student records, or null when signed out. */
async function studentsOfVisitor(publicData: PublicData) {
  try {
    return (await publicData.executeAsVisitor(EnrolMyStudentsQuery, {})).myStudents;
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN'])) return null;
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const { coursePage: course } = await publicData.execute(CoursePageQuery, {
    state: params.state,
    category: params.category,
  });
  if (!course) return data(null, { status: 404 });
  const coupon = text(new URL(request.url).searchParams, 'coupon');
  const isClassroom = !course.offerings.some((offering) => offering.format === 'online');
  const [{ quote, couponProblem }, students, cohorts] = await Promise.all([
    priceOf(publicData, course.id, coupon),
    studentsOfVisitor(publicData),
    isClassroom
      ? publicData
          .execute(PUBLIC_COHORTS_QUERY, { courseId: course.id })
          .then((answer) => answer.cohorts.filter((cohort) => cohort.isEnrollmentOpen))
      : Promise.resolve(null),
  ]);
  return {
    course: { id: course.id, name: course.name, path: course.path },
    isSoldOnline: quote.isSoldOnline,
    quote,
    coupon: couponProblem ? '' : coupon,
    couponProblem,
    students,
    cohorts,
    // A fresh key per rendered pay form: a repeated submit of this form answers the first checkout.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const publicData = context.get(publicDataContext);
  const form = await request.formData();
  const { coursePage: course } = await publicData.execute(CoursePageQuery, {
    state: params.state,
    category: params.category,
  });
  if (!course) return data({ problem: 'This course is not offered.' }, 404);
  const coupon = text(form, 'coupon');
  const back = enrolPath(course.path, coupon);
  if (text(form, 'intent') === 'sign-up') {
    const account = await createAccount(context.get(publicSettingsContext).publicUrl, form);
    if ('problem' in account) return data({ signUpProblem: account.problem, problem: null }, 400);
    return redirect(back, { headers: account.headers });
  }
  const voucher = text(form, 'voucher');
  // With Stripe's Payment Element the card is entered on the payment page, not here.
  const cardInBrowser = Boolean(context.get(publicSettingsContext).cardPayments);
  const source = voucher || cardInBrowser ? null : testCardToken(text(form, 'card'));
  if (!voucher && !cardInBrowser && !source)
    return data({ problem: 'Enter a valid card number.' }, 400);
  try {
    const studentId =
      text(form, 'studentId') ||
      (
        await publicData.executeAsVisitor(EnrolCreateMyStudentMutation, {
          input: {
            forTeen: text(form, 'forTeen') === 'yes',
            name: text(form, 'studentName'),
            dob: text(form, 'studentDob') || null,
            usStateId: course.state,
          },
        })
      ).createMyStudent.id;
    const input = {
      idempotencyKey: text(form, 'idempotencyKey'),
      studentId,
      courseId: course.id,
      cohortId: text(form, 'cohortId') || null,
      couponCode: coupon || null,
      voucherCode: voucher || null,
      paymentSource: source,
    };
    if (cardInBrowser) {
      const { startCourseCardPayment: started } = await publicData.executeAsVisitor(
        StartCourseCardPaymentMutation,
        { input },
      );
      return redirect(paidOrPaymentPage(started, '/enrol/confirmation'));
    }
    const { checkoutCourse } = await publicData.executeAsVisitor(CheckoutCourseMutation, { input });
    return redirect(`/enrol/confirmation/${checkoutCourse.id}`);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'PublicDataError') throw error;
    const status = isPublicDataError(error, ['CONFLICT']) ? 409 : 400;
    return data({ problem: buyerProblem(error.message) }, status);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `Enrol: ${loaderData.course.name} | RoadReady` },
        { name: 'robots', content: 'noindex' },
      ]
    : NOT_FOUND_META;

export default function CourseEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const { bookingPhone, cardInBrowser } = useOutletContext<PublicOutletContext>();
  if (!loaderData) return <PageNotFound />;
  const { course, quote, coupon, students, cohorts } = loaderData;
  const path = enrolPath(course.path, coupon);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link href={course.path}>{course.name}</Link>
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 3 }}>
        Enrol in {course.name}
      </Typography>
      {!loaderData.isSoldOnline ? (
        <EnrolCallToAction enrolPath={null} bookingPhone={bookingPhone} />
      ) : (
        <>
          <PriceStep
            path={enrolPath(course.path, '')}
            quote={quote}
            coupon={coupon}
            couponProblem={loaderData.couponProblem}
          />
          {students === null ? (
            <Box component="section" aria-labelledby="enrol-account" sx={{ mt: 5 }}>
              <Typography id="enrol-account" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
                2. Sign in or create an account
              </Typography>
              <Typography sx={{ mb: 2 }}>
                Students, and parents enrolling a teen, need an account: it is where the course and
                its progress live.
              </Typography>
              <AccountForms
                next={path}
                hidden={{ coupon }}
                problem={
                  actionData && 'signUpProblem' in actionData ? actionData.signUpProblem : null
                }
              />
            </Box>
          ) : (
            <PayStep
              path={path}
              coupon={coupon}
              idempotencyKey={loaderData.idempotencyKey}
              students={students}
              cohorts={cohorts}
              problem={actionData?.problem ?? null}
              cardInBrowser={cardInBrowser}
            />
          )}
        </>
      )}
    </Box>
  );
}
