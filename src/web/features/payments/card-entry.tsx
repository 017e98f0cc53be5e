// The card part of both pay forms (lesson and course, docs/payments.md). With the test provider the
// card number is typed here and turned into a test token on the server; with Stripe's Payment
// Element the card is entered on the payment page that follows, in Stripe's own form, so this
// form (and its page) stays free of JavaScript either way.
import Typography from '@mui/material/Typography';
import { TextField } from '../booking/booking-form-parts.tsx';

export function CardEntry({ inBrowser }: { inBrowser: boolean }) {
  if (inBrowser)
    return (
      <Typography sx={{ mb: 2.5 }}>
        You pay by card on the next page, in Stripe’s secure card form. Your card number never
        reaches us.
      </Typography>
    );
  return (
    <TextField
      label="Card number"
      name="card"
      autoComplete="cc-number"
      hint="Test payments: any valid card number pays; 4000 0000 0000 0002 is declined. Card numbers are never stored."
    />
  );
}

/** The pay form's button: it pays at once, or leads to the payment page. */
export const payButtonLabel = (inBrowser: boolean, paysNow: string) =>
  inBrowser ? 'Continue to payment' : paysNow;
