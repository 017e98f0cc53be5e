// Every environment variable the server reads lives here, validated once at start-up.
// A bad value stops the process with a message naming the variable (see loadConfig).
// The README's configuration table documents the same list; keep the two in step.
import { z } from 'zod';
import { parseDsn } from '../domain/sentry-dsn.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .url()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where people open the site; unset, the address the server listens on (loadConfig). */
    PUBLIC_URL: z.string().url().optional(),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    TRUST_PROXY: z.string().default('loopback'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),

    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_ON_EMPTY: booleanFromEnv.default(true),

    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).default('School sign-in'),
    SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    SIGN_IN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),

    RUN_WORKERS: booleanFromEnv.default(true),
    REDIS_URL: z
      .string()
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),

    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('RoadReady <no-reply@roadready.local>'),
    // SMS through Twilio (mail/sms-transport.ts): all three, or SMS stay in the outbox.
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number (E.164) or a Messaging Service SID (MG…). */
    TWILIO_FROM: z.string().min(1).optional(),
    /** Twilio's API base; tests point it at a local fake. */
    TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),

    SENTRY_DSN: z
      .string()
      .refine((value) => parseDsn(value) !== null, 'must be a DSN like https://key@host/123')
      .optional(),
    ANALYTICS_KEY: z.string().min(1).optional(),
    ANALYTICS_HOST: z.string().url().optional(),
    BOOKING_PHONE: z.string().min(3).default('(855) 762-3732'),
    /** The school as its receipts name it. */
    SCHOOL_NAME: z.string().min(1).default('RoadReady Driving School'),
    SCHOOL_ADDRESS: z.string().min(1).default('1100 Congress Ave, Austin, TX 78701'),
    /**
     * A geocoding service to place addresses (meeting points) on the map: a URL with `{address}`
     * (and optionally `{zip}`) where the address goes, answering JSON (src/server/geo/geocoder.ts
     * lists the shapes read). Unset: the centre of the address's ZIP code, offline.
     */
    GEOCODER_URL_TEMPLATE: z
      .string()
      .url()
      .refine(
        (value) => value.includes('{address}') || value.includes('{zip}'),
        'must contain {address} or {zip}',
      )
      .optional(),
    /**
     * Raster map tiles drawn under the offline basemap of the back-office maps, e.g.
     * `https://tile.example.org/{z}/{x}/{y}.png`. Unset: the offline basemap alone.
     */
    MAP_TILE_URL: z
      .string()
      .url()
      .refine(
        (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        'must contain {z}, {x} and {y}',
      )
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .refine((value) => /^(sk|rk)_(test|live)_/.test(value), 'must be a Stripe secret key (sk_…)')
      .optional(),
    /**
     * Stripe publishable key (`pk_…`), public by design: with STRIPE_SECRET_KEY it turns on
     * Stripe's Payment Element on the payment step of both checkouts (docs/payments.md).
     */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .refine((value) => /^pk_(test|live)_/.test(value), 'must be a Stripe publishable key (pk_…)')
      .optional(),
    /**
     * Where the payment step loads Stripe.js from. Stripe's own address; tests point it at the
     * local fake's stand-in (docs/payments.md "Tests").
     */
    STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3/'),
    /**
     * Where the `stripe` package sends its requests; unset for Stripe's own API. Tests point it at
     * a local fake of Stripe (docs/payments.md "Tests").
     */
    STRIPE_API_URL: z.string().url().optional(),
    /**
     * The signing secret of the webhook endpoint set up in Stripe's dashboard for
     * `/api/payments/webhook` (docs/payments.md "Webhooks"). Unset: the endpoint accepts nothing.
     */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .refine((value) => value.startsWith('whsec_'), 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /**
     * Test payment provider only (no Stripe key): milliseconds it waits after recording a
     * payment before answering, like a card processor's round trip. The crash test sets it so a
     * kill lands between the charge and the checkout's commit (docs/reliability.md); 0 otherwise.
     */
    TEST_PAYMENT_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),

    /**
     * Who may send GraphQL documents other than the web app's own (src/server/graphql/
     * app-documents.ts): `anyone`, signed-in `staff` (their tools), or `nobody`. Unset: staff in
     * production, anyone elsewhere.
     */
    GRAPHQL_FREE_FORM: z.enum(['anyone', 'staff', 'nobody']).optional(),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(20000),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    const oidc = [config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
  });

/**
 * The validated settings; AUTH_SECRET is always set (a development default outside production),
 * and PUBLIC_URL too (the listening address when unset).
 */
export type Config = Omit<z.infer<typeof configSchema>, 'AUTH_SECRET' | 'PUBLIC_URL'> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Development-only secret so the quick start needs no setup; production refuses to start without one. */
const DEVELOPMENT_AUTH_SECRET = 'roadready-development-secret-change-me-0123456789';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PORT, PUBLIC_URL, TRUSTED_ORIGINS } = parsed.data;
  // Unset, the site is where the server listens: `PORT=3100 npm start` signs people in at
  // http://localhost:3100 and at http://127.0.0.1:3100. Port 0 (any free port, as tests use)
  // keeps the conventional address, since the real one is known only after listening.
  const listening = PORT === 0 ? 3000 : PORT;
  return {
    ...parsed.data,
    AUTH_SECRET: parsed.data.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${listening}`,
    TRUSTED_ORIGINS: PUBLIC_URL
      ? TRUSTED_ORIGINS
      : [...new Set([...TRUSTED_ORIGINS, `http://127.0.0.1:${listening}`])],
  };
}

/**
 * A one-line warning when PUBLIC_URL names this machine on another port than the one the server
 * listens on: sign-in from the address people actually open would be refused (INVALID_ORIGIN).
 */
export function publicUrlPortWarning(
  config: Pick<Config, 'PUBLIC_URL'>,
  port: number,
): string | null {
  const url = new URL(config.PUBLIC_URL);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  const publicPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (publicPort === port) return null;
  return `PUBLIC_URL is ${url.origin} but the server listens on port ${port}: sign-in at http://localhost:${port} will be refused. Unset PUBLIC_URL, or set it to the address people open.`;
}

export const isDevelopment = (config: Config) => config.NODE_ENV !== 'production';
