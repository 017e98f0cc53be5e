// Which payment adapter this process uses: Stripe when STRIPE_SECRET_KEY is configured, the test
// provider otherwise (docs/payments.md).
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import type { RecoverablePaymentProvider } from './payment-port.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

export function paymentProviderFor(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'TEST_PAYMENT_LATENCY_MS'>,
  db: DbHandle,
): RecoverablePaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripePaymentProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
      })
    : createTestPaymentProvider(db, { latencyMs: config.TEST_PAYMENT_LATENCY_MS });
}
