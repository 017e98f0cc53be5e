// Express wiring of one process: health, auth, GraphQL, client logs, then the web app.
import express, { type ErrorRequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import { migrationStatus } from './db/migrate.ts';
import { createGraphqlHandler } from './graphql/handler.ts';
import { appLogsRouter } from './http/app-logs.ts';
import { csrfProtection } from './http/csrf.ts';
import { monitoringTunnel } from './http/monitoring-tunnel.ts';
import { paymentWebhookRouter } from './http/payment-webhook.ts';
import { instructorPortraitsRouter } from './modules/instructors/instructor-portraits.http.ts';
import { certificatesRouter } from './modules/certificates/certificates.http.ts';
import { seatTimeReportsRouter } from './modules/seat-time-report/seat-time-report.http.ts';
import { lectureImagesRouter } from './modules/lectures/lecture-images.http.ts';
import { calendarFeedsRouter } from './modules/lesson-messages/calendar-feeds.http.ts';
import { requestLogging } from './http/request-id.ts';
import { MAX_REQUEST_BYTES, payloadTooLarge } from './http/body-limit.ts';
import type { Platform } from './platform.ts';
import { mountWeb } from './web/mount-web.ts';

export interface AppOptions {
  web: boolean;
}

export async function createApp(platform: Platform, options: AppOptions): Promise<express.Express> {
  const { config, db, log } = platform;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));
  app.use(requestLogging(log));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (req, res) => {
    try {
      await db.db.execute(sql`select 1`);
      const migrations = await migrationStatus(db);
      const ready = migrations.applied >= migrations.expected;
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'migrating', migrations });
    } catch (error) {
      req.log.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  // better-auth reads the raw request itself: mount it before any body parser.
  app.all('/api/auth/{*rest}', platform.auth.handler);

  // Client logs (SPEC §7) and the error-reporting tunnel; each parses its own body with its own limit.
  app.use('/api/app-logs', appLogsRouter(platform));
  app.use('/monitoring', monitoringTunnel(config));
  // Stripe's webhook events: a raw body, whose signature is checked before it is parsed.
  app.use('/api/payments/webhook', paymentWebhookRouter(platform));
  // Instructor portraits: raw image bodies (GraphQL carries no files).
  app.use('/api/instructors', instructorPortraitsRouter(platform));
  // Lecture images, the same way (src/server/http/image-upload.ts).
  app.use('/api/lecture-images', lectureImagesRouter(platform));
  // Printable certificates (PDF).
  app.use('/api/certificates', certificatesRouter(platform));
  // Audit reports of online-course seat time (PDF and CSV downloads).
  app.use('/api/seat-time-reports', seatTimeReportsRouter(platform));
  // Private calendar feeds that calendar apps subscribe to (token only, no sign-in).
  app.use('/calendar', calendarFeedsRouter(platform));

  const graphql = createGraphqlHandler(platform);
  app.post(
    '/api/graphql',
    csrfProtection(config),
    express.json({
      limit: MAX_REQUEST_BYTES,
      type: ['application/json', 'application/graphql-response+json'],
    }),
    (req, res) => graphql(req, res, { req, res }),
  );

  if (options.web) await mountWeb(app, platform);

  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (payloadTooLarge(error)) {
    res.status(413).json({
      errors: [
        {
          message: `The request body is larger than ${MAX_REQUEST_BYTES} bytes.`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({
      errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({
    errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });
};

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
