// /book/confirmation/{id}: what was booked and paid, read as the signed-in buyer (a checkout is
// private: anyone else gets "not found"). The lesson time is shown in the lesson's time zone.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import { confirmationLines } from '../../../domain/booking/booking-confirmation.ts';
import { BookConfirmationQuery } from '../../features/booking/booking.queries.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/book-confirmation';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { checkout } = await context
      .get(publicDataContext)
      .executeAsVisitor(BookConfirmationQuery, { id: params.checkoutId });
    return { checkout };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_FOUND', 'NOT_SIGNED_IN']))
      return data({ checkout: null }, 404);
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Lesson booked | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function BookConfirmation({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  if (!checkout) return <PageNotFound />;
  const { lesson } = checkout;
  const lines = confirmationLines({
    studentName: '',
    lessonLabel: lesson.lessonType.label,
    startTime: new Date(String(lesson.startTime)),
    durationMinutes: lesson.durationMinutes,
    timeZone: lesson.instructor.timeZone,
    instructorName: lesson.instructor.name,
    pickup: lesson.pickup.meetingPointLabel
      ? `${lesson.pickup.meetingPointLabel}, ${lesson.pickup.location}`
      : lesson.pickup.location,
    atMeetingPoint: lesson.pickup.meetingPointId !== null,
    amountCents: checkout.amountCents,
    discountCents: checkout.discountCents,
    paidWith: checkout.voucherCode ? 'voucher' : 'card',
  }).map((line, index) => (index === 0 ? line.replace(/ for $/, '') : line));
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Your lesson is booked
      </Typography>
      <Typography sx={{ mb: 3 }}>We have sent a confirmation email with these details.</Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4 }}>
        {lines.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Link href="/portal" sx={{ fontWeight: 600 }}>
        See your lessons in the portal
      </Link>
    </Box>
  );
}
