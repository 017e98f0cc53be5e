// POST /monitoring: the same-origin tunnel of the browser's error reporting (SPEC §7). The Sentry
// SDK posts its envelopes here (ad blockers drop requests to the reporting service's own host),
// and this server passes them on, only to the project of the configured SENTRY_DSN: the tunnel
// must not become an open relay that lets anyone make this server post to any address.
//
// An envelope is newline-separated: a JSON header line, then items. With a tunnel the SDK puts
// its DSN in that header, which is all this code reads; the body is forwarded byte for byte.
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Config } from '../config.ts';
import { MAX_REQUEST_BYTES, payloadTooLarge } from './body-limit.ts';
import { allowedOrigins } from './csrf.ts';
import { envelopeUrl, parseDsn, type SentryDsn } from '../../domain/sentry-dsn.ts';

/** SPEC §9's 2,000,000: the largest envelope accepted (replays are the big ones). */
export const MONITORING_MAX_BYTES = MAX_REQUEST_BYTES;
const UPSTREAM_TIMEOUT_MS = 10_000;
/** Upstream headers the SDK needs back: its back-off reads the rate-limit ones. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

export type EnvelopeCheck = { ok: true } | { ok: false; status: 400 | 403; message: string };

/** Accepts an envelope only when its header's DSN names the configured host and project. */
export function checkEnvelope(body: Uint8Array, allowed: SentryDsn): EnvelopeCheck {
  const end = body.indexOf(0x0a); // "\n"
  const headerLine = Buffer.from(body.subarray(0, end === -1 ? body.length : end)).toString('utf8');
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return { ok: false, status: 400, message: 'The envelope header is not JSON.' };
  }
  const dsnText =
    typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
  if (typeof dsnText !== 'string') {
    return { ok: false, status: 400, message: 'The envelope header names no DSN.' };
  }
  const dsn = parseDsn(dsnText);
  if (!dsn) return { ok: false, status: 400, message: 'The envelope header holds an invalid DSN.' };
  if (
    dsn.host !== allowed.host ||
    dsn.pathPrefix !== allowed.pathPrefix ||
    dsn.projectId !== allowed.projectId
  ) {
    return {
      ok: false,
      status: 403,
      message: 'This server forwards error reports to its own project only.',
    };
  }
  return { ok: true };
}

export interface MonitoringTunnelOptions {
  /** The HTTP client used upstream; tests pass a fake. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

type TunnelConfig = Pick<Config, 'SENTRY_DSN' | 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>;

/**
 * Mount as `app.use('/monitoring', monitoringTunnel(config))`. Without SENTRY_DSN the path
 * answers 404: error reporting is off. A SENTRY_DSN that is not a DSN stops the start-up.
 */
export function monitoringTunnel(
  config: TunnelConfig,
  options: MonitoringTunnelOptions = {},
): Router {
  const allowed = config.SENTRY_DSN ? parseDsn(config.SENTRY_DSN) : null;
  if (config.SENTRY_DSN && !allowed) {
    throw new Error('SENTRY_DSN must look like https://<public key>@<host>/<project id>.');
  }
  const router = express.Router();
  if (!allowed) {
    router.post('/', (_req, res) => {
      fail(res, 404, 'NOT_FOUND', 'Error reporting is not configured on this server.');
    });
    return router;
  }
  router.post(
    '/',
    sameOriginOnly(config),
    // The SDK sends text/plain (no CORS preflight), so accept any type; the envelope is checked.
    express.raw({ type: () => true, limit: MONITORING_MAX_BYTES }),
    forward(allowed, options),
  );
  router.use(bodyErrors);
  return router;
}

/** The SDK posts from our own pages; any other site has no reason to use our tunnel. */
function sameOriginOnly(config: TunnelConfig): RequestHandler {
  const origins = allowedOrigins(config);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && !origins.has(origin))
      fail(res, 403, 'FORBIDDEN', 'Requests from this site are not allowed.');
    else next();
  };
}

function forward(allowed: SentryDsn, options: MonitoringTunnelOptions): RequestHandler {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  return async (req, res) => {
    const body: unknown = req.body;
    if (!(body instanceof Uint8Array) || body.length === 0) {
      fail(res, 400, 'BAD_REQUEST', 'The envelope is empty.');
      return;
    }
    const check = checkEnvelope(body, allowed);
    if (!check.ok) {
      req.log.info({ reason: check.message }, 'monitoring envelope refused');
      fail(res, check.status, check.status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST', check.message);
      return;
    }
    let upstream: { status: number; headers: Headers; body: Buffer };
    try {
      const response = await fetchImpl(envelopeUrl(allowed), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = Buffer.from(await response.arrayBuffer());
      upstream = { status: response.status, headers: response.headers, body: answer };
    } catch (error) {
      req.log.warn({ err: error }, 'error reporting service unreachable');
      fail(res, 502, 'INTERNAL_SERVER_ERROR', 'The error reporting service could not be reached.');
      return;
    }
    res.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    res.send(upstream.body);
  };
}

type TunnelErrorCode = 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'INTERNAL_SERVER_ERROR';

function fail(res: express.Response, status: number, code: TunnelErrorCode, message: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (payloadTooLarge(error)) {
    fail(
      res,
      413,
      'BAD_REQUEST',
      `An envelope may not be larger than ${MONITORING_MAX_BYTES} bytes.`,
    );
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    fail(res, status, 'BAD_REQUEST', 'The request body could not be read.');
    return;
  }
  next(error);
};
