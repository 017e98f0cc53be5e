// CSRF protection for cookie-authenticated API calls. A cross-site page can only send "simple"
// requests without a CORS preflight: form encodings or text/plain. We accept JSON bodies only,
// which force a preflight that this server never grants, and we refuse any request whose Origin
// header names a site other than ours.
import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';

export function allowedOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>,
): Set<string> {
  return new Set([new URL(config.PUBLIC_URL).origin, ...config.TRUSTED_ORIGINS]);
}

export function csrfProtection(
  config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>,
): RequestHandler {
  const origins = allowedOrigins(config);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && origin !== 'null' && !origins.has(origin)) {
      res.status(403).json({
        errors: [
          {
            message: 'Requests from this site are not allowed.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      });
      return;
    }
    if (origin === 'null') {
      res.status(403).json({
        errors: [
          {
            message: 'Requests from an opaque origin are not allowed.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      });
      return;
    }
    if (!req.is(['application/json', 'application/graphql-response+json'])) {
      res.status(415).json({
        errors: [
          {
            message: 'Send the request body as JSON (Content-Type: application/json).',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
      return;
    }
    next();
  };
}
