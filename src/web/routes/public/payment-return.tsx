// /payment/return: where Stripe.js sends the buyer after paying in the browser (a 3-D Secure page,
// any redirect; docs/payments.md "Paying in the browser"). The query's `payment_intent` only names
// the payment: the server reads it from Stripe and, when it is paid, completes its checkout as the
// `payment_intent.succeeded` webhook does (whichever comes first books; the other finds it done).
// Paid: on to the booking's or enrolment's confirmation. Otherwise: what happened and a way back.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data, redirect } from 'react-router';
import { CompleteCardPaymentMutation } from '../../features/payments/card-payment.queries.ts';
import { paymentPagePath } from '../../features/payments/card-payment-paths.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/payment-return';

export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const here = new URL(request.url);
  const reference = here.searchParams.get('payment_intent')?.trim() ?? '';
  if (!reference) return data(null, 404);
  try {
    const { completeCardPayment: outcome } = await context
      .get(publicDataContext)
      .executeAsVisitor(CompleteCardPaymentMutation, { reference });
    if (outcome.bookingCheckoutId)
      throw redirect(`/book/confirmation/${outcome.bookingCheckoutId}`);
    if (outcome.courseCheckoutId) throw redirect(`/enrol/confirmation/${outcome.courseCheckoutId}`);
    return {
      pending: outcome.result === 'PROCESSING',
      message: outcome.message ?? 'The payment was not completed.',
      retryPath: outcome.canRetry ? paymentPagePath(reference) : null,
      startAgainPath: outcome.startAgainPath,
    };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN']))
      throw redirect(`/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`);
    if (isPublicDataError(error, ['NOT_FOUND'])) return data(null, 404);
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Payment | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        {loaderData.pending ? 'Your payment is being confirmed' : 'Your payment did not go through'}
      </Typography>
      <Typography role={loaderData.pending ? 'status' : 'alert'} sx={{ mb: 3, fontWeight: 600 }}>
        {loaderData.message}
      </Typography>
      {!loaderData.pending && (
        <Box component="ul" sx={{ pl: 3 }}>
          {loaderData.retryPath && (
            <Typography component="li" sx={{ mb: 1 }}>
              <Link href={loaderData.retryPath} sx={{ fontWeight: 600 }}>
                Pay again with another card
              </Link>
            </Typography>
          )}
          <Typography component="li">
            <Link href={loaderData.startAgainPath}>Start again</Link>
          </Typography>
        </Box>
      )}
    </Box>
  );
}
