// POST /api/app-logs: the browser's client logger (SPEC §7) sends what went wrong (or right) on
// people's screens, in batches: { logs: [{ message, data, severity, timestamp, userId? }] },
// every 5 seconds and when the page is hidden, with `fetch(…, { keepalive: true })`. Each entry
// becomes one line of the server's structured log with `source: "client"`, next to the request
// lines of the same moment. Nothing is stored in the database.
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { Platform } from '../platform.ts';
import { payloadTooLarge } from './body-limit.ts';
import { csrfProtection } from './csrf.ts';

/** Browsers refuse keepalive requests whose bodies total more than 64 KiB, so a bigger batch is never legitimate. */
export const APP_LOGS_MAX_BYTES = 64 * 1024;
export const APP_LOGS_MAX_ENTRIES = 100;
export const APP_LOGS_MAX_MESSAGE_LENGTH = 2000;
/**
 * Requests per client IP per minute. One tab sends at most one batch per 5 seconds (12 a minute)
 * plus one when hidden; 120 leaves room for a school office where many staff share one address.
 */
export const APP_LOGS_PER_MINUTE = 120;

/**
 * Client severities → pino levels. SPEC §4's alert severities (error, info, success, warning)
 * plus `warn` and `debug`, which the browser console's names make easy to send by mistake.
 */
export const CLIENT_SEVERITY_LEVELS = {
  error: 'error',
  warning: 'warn',
  warn: 'warn',
  info: 'info',
  success: 'info',
  debug: 'debug',
} as const;

type ClientSeverity = keyof typeof CLIENT_SEVERITY_LEVELS;
const severities = Object.keys(CLIENT_SEVERITY_LEVELS) as [ClientSeverity, ...ClientSeverity[]];

const logEntry = z.object({
  message: z.string().max(APP_LOGS_MAX_MESSAGE_LENGTH),
  data: z.unknown().optional(),
  severity: z.enum(severities),
  // The client's clock: an ISO date-time or epoch milliseconds. Kept as sent, next to the
  // server's own time, because the two differ when a batch was queued offline.
  timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]),
  // Claimed by the browser, not checked against the session: logged as clientUserId.
  userId: z.string().max(200).nullish(),
});

const appLogsBody = z.object({ logs: z.array(logEntry).max(APP_LOGS_MAX_ENTRIES) });

/** How many field problems a 400 lists; a batch of 100 bad entries would otherwise list hundreds. */
const MAX_REPORTED_FIELDS = 20;

export interface AppLogsOptions {
  /** Requests per client IP per minute (default APP_LOGS_PER_MINUTE). */
  perMinute?: number;
}

export function appLogsRouter(
  platform: Pick<Platform, 'config'>,
  options: AppLogsOptions = {},
): Router {
  const router = express.Router();
  router.post(
    '/',
    // Same rule as /api/graphql: JSON bodies only, from our own origins.
    csrfProtection(platform.config),
    perIpLimit(options.perMinute ?? APP_LOGS_PER_MINUTE),
    express.json({ limit: APP_LOGS_MAX_BYTES }),
    writeLogs,
  );
  router.use(bodyErrors);
  return router;
}

/**
 * Counted in this process's memory. With several processes a client gets up to N times the
 * limit, which is fine: the limit only keeps one noisy or hostile browser from flooding the
 * logs; it guards no secret and no money. A shared counter would cost a database or Redis
 * write per log batch, more than writing the log itself. Behind a proxy, TRUST_PROXY must be
 * set so that req.ip is the visitor's address and not the proxy's.
 */
function perIpLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({
        errors: [
          {
            message: 'Too many log uploads. Try again later.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    },
  });
}

const writeLogs: RequestHandler = (req, res) => {
  const parsed = appLogsBody.safeParse(req.body);
  if (!parsed.success) {
    const fields = parsed.error.issues.slice(0, MAX_REPORTED_FIELDS).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    res.status(400).json({
      errors: [
        {
          message: `The logs could not be read: ${fields.map((f) => `${f.path || '(body)'}: ${f.message}`).join('; ')}`,
          extensions: { code: 'BAD_REQUEST', fields },
        },
      ],
    });
    return;
  }
  const userAgent = req.get('user-agent')?.slice(0, 300);
  for (const entry of parsed.data.logs) {
    req.log[CLIENT_SEVERITY_LEVELS[entry.severity]](
      {
        source: 'client',
        severity: entry.severity,
        clientTimestamp: entry.timestamp,
        ...(entry.userId ? { clientUserId: entry.userId } : {}),
        ...(entry.data === undefined ? {} : { data: entry.data }),
        userAgent,
      },
      entry.message,
    );
  }
  res.status(204).end();
};

/** Answers body-parser failures here, with this endpoint's own limit in the message. */
const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (payloadTooLarge(error)) {
    res.status(413).json({
      errors: [
        {
          message: `A log batch may not be larger than ${APP_LOGS_MAX_BYTES} bytes.`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (error as { type?: unknown }).type === 'entity.parse.failed'
        ? 'The body is not valid JSON.'
        : 'The request body could not be read.';
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  next(error);
};
