// /payment/{reference}: the payment step of a checkout paid in the browser (docs/payments.md
// "Paying in the browser"). The pay form of /book or of a course's enrol page started the payment;
// here Stripe's Payment Element takes the card. This is the only public page with JavaScript:
// Stripe.js (from STRIPE_JS_URL) and our small module that mounts the element and confirms the
// payment; React itself is not loaded (a static page, scripts/check-bundle-size.ts).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, redirect } from 'react-router';
import { formatCents } from '../../../domain/booking/booking-confirmation.ts';
import { buttonSx } from '../../features/booking/booking-form-parts.tsx';
import { CardPaymentQuery } from '../../features/payments/card-payment.queries.ts';
import { PAYMENT_RETURN_PATH } from '../../features/payments/card-payment-paths.ts';
import { paymentElementScript } from '../../features/payments/payment-element.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/payment';

export const handle = STATIC_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const settings = context.get(publicSettingsContext);
  if (!settings.cardPayments) return data(null, 404);
  const returnPath = `${PAYMENT_RETURN_PATH}?payment_intent=${encodeURIComponent(params.reference)}`;
  try {
    const { cardPayment } = await context
      .get(publicDataContext)
      .executeAsVisitor(CardPaymentQuery, { reference: params.reference });
    // Paid already, or its checkout finished: the return page says how it ended.
    if (!cardPayment.payable) throw redirect(returnPath);
    return {
      payment: cardPayment,
      publishableKey: settings.cardPayments.publishableKey,
      scriptUrl: settings.cardPayments.scriptUrl,
      returnUrl: new URL(PAYMENT_RETURN_PATH, settings.publicUrl).href,
    };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN'])) {
      const here = new URL(request.url);
      throw redirect(`/sign-in?next=${encodeURIComponent(here.pathname)}`);
    }
    if (isPublicDataError(error, ['NOT_FOUND'])) return data(null, 404);
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Pay by card | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function Payment({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  const { payment } = loaderData;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Pay by card
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {payment.description}: <strong>{formatCents(payment.amountCents)}</strong>
      </Typography>
      <Box
        component="form"
        data-payment-element=""
        data-publishable-key={loaderData.publishableKey}
        data-client-secret={payment.clientSecret}
        data-return-url={loaderData.returnUrl}
        aria-label="Card payment"
      >
        <Typography role="alert" sx={{ mb: 2, fontWeight: 600, color: '#B3261E' }} />
        <Box data-element-target="" sx={{ mb: 3, minHeight: 48 }} />
        {/* Enabled by the script once the card form is there. */}
        <Box component="button" type="submit" disabled sx={buttonSx}>
          Pay {formatCents(payment.amountCents)}
        </Box>
      </Box>
      <Typography sx={{ mt: 3, color: 'text.secondary' }}>
        Your card is entered in Stripe’s secure form and never reaches us. Some banks ask you to
        confirm the payment on their own page first.
      </Typography>
      <script src={loaderData.scriptUrl} />
      <script type="module" dangerouslySetInnerHTML={{ __html: paymentElementScript }} />
    </Box>
  );
}
