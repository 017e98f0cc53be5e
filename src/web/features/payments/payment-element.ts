// The payment page's own script (docs/payments.md "Paying in the browser"): mounts Stripe's Payment
// Element in the page's form and confirms the payment with Stripe.js when the form is sent;
// Stripe.js then takes the browser to the return page (after the bank's 3-D Secure page when the
// card needs it). A decline comes back here and is shown in the form, which can be sent again with
// another card. The function runs in the browser only: the page inlines its source as a module
// script (`paymentElementScript`), so it must stay self-contained (no imports, no outer names).

/** The part of Stripe.js this page uses. */
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: 'payment'): { mount(target: string | HTMLElement): void };
}

export function mountPaymentElement(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-payment-element]');
  const target = form?.querySelector<HTMLElement>('[data-element-target]');
  const problem = form?.querySelector<HTMLElement>('[role="alert"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !target || !problem || !button) return;
  const say = (message: string) => {
    problem.textContent = message;
  };
  const load = (window as unknown as { Stripe?: (key: string) => StripeJs }).Stripe;
  if (!load) {
    say('The card form could not be loaded. Please reload the page, or call us to pay.');
    return;
  }
  const { publishableKey = '', clientSecret = '', returnUrl = '' } = form.dataset;
  const stripe = load(publishableKey);
  const elements = stripe.elements({ clientSecret });
  elements.create('payment').mount(target);
  button.disabled = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    say('');
    void stripe
      .confirmPayment({ elements, confirmParams: { return_url: returnUrl } })
      .then(({ error }) => {
        // Only a payment that did not go through comes back: a paid one leaves the page.
        if (error) say(error.message ?? 'The payment did not go through. Please try again.');
        button.disabled = false;
      });
  });
}

/** The module script the payment page inlines: the function above, called once. */
export const paymentElementScript = `(${mountPaymentElement.toString()})();`;
