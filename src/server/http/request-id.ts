import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it looks safe, else a new UUID),
 * echoes it in the response and logs one line per request with it.
 */
export function requestLogging(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.log = log.child({ requestId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      req.log[level](
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
    next();
  };
}
