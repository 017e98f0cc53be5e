// A stand-in for Stripe.js, served by the local fake of Stripe (fake-stripe.ts) at `/v3/` so
// browser tests load it instead of Stripe's (STRIPE_JS_URL). It implements only what the payment
// page uses: `Stripe(publishableKey)`, `elements({ clientSecret })`, `elements.create('payment')`,
// `mount`, and `confirmPayment({ elements, confirmParams: { return_url } })`. Its "card form" is a
// choice of Stripe's test PaymentMethods; confirming posts to the fake's confirm endpoint with the
// publishable key and the client secret, as Stripe.js does, then, like Stripe.js: a decline
// resolves with `{ error }`, a card needing 3-D Secure goes to the fake bank's page (which comes
// back to `return_url`), and a payment that went through goes to `return_url` with
// `payment_intent`, `payment_intent_client_secret` and `redirect_status`. The function is sent to
// the browser as its source text, so it must stay self-contained.

export function standInStripeJs(): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const api = new URL(script?.src ?? window.location.href).origin;
  const cards = [
    ['pm_card_visa', 'Visa that pays'],
    ['pm_card_chargeDeclined', 'Card that is declined'],
    ['pm_card_threeDSecure2Required', 'Card that needs 3-D Secure'],
  ];
  (window as unknown as Record<string, unknown>)['Stripe'] = (publishableKey: string) => {
    let clientSecret = '';
    let chosen: HTMLSelectElement | null = null;
    const elements = {
      create: () => ({
        mount(target: string | HTMLElement) {
          const host = typeof target === 'string' ? document.querySelector(target) : target;
          if (!host) throw new Error('stand-in Stripe.js: nothing to mount into');
          const label = document.createElement('label');
          label.htmlFor = 'stand-in-card';
          label.textContent = 'Test card';
          label.style.cssText = 'display:block;font-weight:600';
          chosen = document.createElement('select');
          chosen.id = 'stand-in-card';
          chosen.style.cssText =
            'display:block;width:100%;max-width:420px;padding:10px;font:inherit';
          for (const [value, text] of cards) chosen.add(new Option(text, value));
          host.replaceChildren(label, chosen);
        },
      }),
    };
    const leave = (url: string) => {
      window.location.assign(url);
      // Stripe.js never resolves once it leaves the page.
      return new Promise<never>(() => undefined);
    };
    return {
      elements(options: { clientSecret: string }) {
        clientSecret = options.clientSecret;
        return elements;
      },
      async confirmPayment(options: { confirmParams: { return_url: string } }) {
        const intentId = clientSecret.split('_secret_')[0] ?? '';
        const returnUrl = options.confirmParams.return_url;
        const response = await fetch(`${api}/v1/payment_intents/${intentId}/confirm`, {
          method: 'POST',
          body: new URLSearchParams({
            key: publishableKey,
            client_secret: clientSecret,
            payment_method: chosen?.value ?? '',
            return_url: returnUrl,
          }),
        });
        const answer = (await response.json()) as {
          error?: { type: string; message: string };
          status?: string;
          next_action?: { redirect_to_url: { url: string } };
        };
        if (answer.error) return { error: answer.error };
        if (answer.status === 'requires_action' && answer.next_action)
          return leave(answer.next_action.redirect_to_url.url);
        const back = new URL(returnUrl);
        back.searchParams.set('payment_intent', intentId);
        back.searchParams.set('payment_intent_client_secret', clientSecret);
        back.searchParams.set(
          'redirect_status',
          answer.status === 'succeeded' ? 'succeeded' : 'failed',
        );
        return leave(back.href);
      },
    };
  };
}

/** The stand-in's source, as the fake serves it. */
export const standInStripeJsSource = `(${standInStripeJs.toString()})();`;

/** The fake bank's 3-D Secure page for an intent: confirm or fail, as the buyer chooses. */
export function challengePage(intentId: string, amountCents: number): string {
  const amount = `$${(amountCents / 100).toFixed(2)}`;
  const action = `/3ds/${encodeURIComponent(intentId)}`;
  const button = (result: string, text: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="result" value="${result}"><button type="submit">${text}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test bank: confirm your payment</title></head><body><main><h1>Confirm your payment</h1><p>Your test bank asks you to confirm the card payment of ${amount}.</p>${button('pass', 'Complete authentication')}${button('fail', 'Fail authentication')}</main></body></html>`;
}
