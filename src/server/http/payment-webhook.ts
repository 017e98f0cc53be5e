// POST /api/payments/webhook: Stripe's webhook events (docs/payments.md "Webhooks"). The body is
// read raw, because Stripe signs the exact bytes it sent: the `Stripe-Signature` header is checked
// against STRIPE_WEBHOOK_SECRET before anything is parsed, and a forged or stale signature is
// refused with 400 and changes nothing. A verified event is handled once by its id (a repeated
// delivery answers 200 and does nothing); a failure answers 500, so Stripe delivers it again.
// Cross-site checks do not apply: Stripe is not a browser and sends no cookie, only its signature.
import express, { type Router } from 'express';
import Stripe from 'stripe';
import type { Platform } from '../platform.ts';
import { handleStripeEvent } from '../payments/stripe-webhooks.ts';

/** Stripe's events are a few kilobytes; far more is not Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

/** The GraphQL error shape every plain endpoint answers in (http/README.md). */
const failure = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

export function paymentWebhookRouter(platform: Platform): Router {
  const router = express.Router();
  router.post('/', express.raw({ type: () => true, limit: MAX_EVENT_BYTES }), (req, res, next) => {
    const secret = platform.config.STRIPE_WEBHOOK_SECRET;
    // Without a secret nothing can be verified, and nothing is accepted.
    if (!secret) {
      res.status(404).json(failure('Payment webhooks are not configured.', 'NOT_FOUND'));
      return;
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        req.get('stripe-signature') ?? '',
        secret,
      );
    } catch {
      req.log.warn('payment webhook refused: its signature does not verify');
      res.status(400).json(failure('The signature does not verify.', 'BAD_REQUEST'));
      return;
    }
    handleStripeEvent(platform, event, { log: req.log })
      .then((outcome) => {
        req.log.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
        res.json({ received: true, outcome });
      })
      .catch(next);
  });
  return router;
}
