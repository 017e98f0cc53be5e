// Where paying in the browser happens (docs/payments.md "Paying in the browser"): the payment page
// of a started payment, and the return page Stripe.js sends the buyer to after paying.

export const PAYMENT_RETURN_PATH = '/payment/return';

export const paymentPagePath = (reference: string) => `/payment/${encodeURIComponent(reference)}`;

/** After a card payment was started: its payment page, or the confirmation when nothing was due. */
export function paidOrPaymentPage(
  started: { paymentReference?: string | null; checkoutId?: string | null },
  confirmationPath: string,
): string {
  return started.paymentReference
    ? paymentPagePath(started.paymentReference)
    : `${confirmationPath}/${started.checkoutId ?? ''}`;
}
