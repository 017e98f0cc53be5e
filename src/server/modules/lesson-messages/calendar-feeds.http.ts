// The private calendar feed as plain HTTP, for calendar apps that subscribe to it:
//   GET /calendar/<token>.ics
// No sign-in (calendar apps cannot): the token is the key. An unknown, revoked or malformed token
// answers 404, the same for each, so a guess learns nothing. The token is in the path, not the
// query, because some calendar apps drop query strings; the answer is never shared by caches.
import { Router } from 'express';
import type { Platform } from '../../platform.ts';
import { calendarOfToken } from './calendar-feeds.service.ts';

export function calendarFeedsRouter(platform: Pick<Platform, 'db'>): Router {
  const router = Router();
  router.get('/:file', async (req, res, next) => {
    try {
      const file = String(req.params['file']);
      const calendar = file.endsWith('.ics')
        ? await calendarOfToken(platform, file.slice(0, -'.ics'.length))
        : null;
      res.set({
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
        'X-Content-Type-Options': 'nosniff',
      });
      if (calendar === null) {
        res
          .status(404)
          .type('text/plain')
          .send('No calendar here: the link may have been replaced.');
        return;
      }
      res.set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="roadready-lessons.ics"',
      });
      res.status(200).send(calendar);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
