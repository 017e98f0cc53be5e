// /enrol/confirmation/{id}: the course enrolled in and what was paid, read as the signed-in buyer (a
// checkout is private: anyone else gets "not found"). The same lines as the confirmation email.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import { courseEnrolmentLines } from '../../../domain/courses/course-enrolment-confirmation.ts';
import { CourseCheckoutConfirmationQuery } from '../../features/courses/course-enrolment.queries.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/course-enrol-confirmation';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { courseCheckout } = await context
      .get(publicDataContext)
      .executeAsVisitor(CourseCheckoutConfirmationQuery, { id: params.checkoutId });
    return { checkout: courseCheckout };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_FOUND', 'NOT_SIGNED_IN']))
      return data({ checkout: null }, 404);
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'You are enrolled | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function CourseEnrolConfirmation({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  if (!checkout) return <PageNotFound />;
  const lines = courseEnrolmentLines({
    studentName: '',
    courseName: checkout.course.name,
    cohort: checkout.cohort,
    amountCents: checkout.amountCents,
    discountCents: checkout.discountCents,
    paidWith: checkout.voucherCode ? 'voucher' : 'card',
  }).filter((line) => !line.startsWith('Student:'));
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        You are enrolled
      </Typography>
      <Typography sx={{ mb: 3 }}>We have sent a confirmation email with these details.</Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4 }}>
        {lines.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Link
        href={checkout.onlineEnrollmentId ? '/portal/courses' : '/portal'}
        sx={{ fontWeight: 600 }}
      >
        {checkout.onlineEnrollmentId ? 'Start the course in your portal' : 'Go to your portal'}
      </Link>
    </Box>
  );
}
