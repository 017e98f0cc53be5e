// The instructor portrait as plain HTTP (GraphQL carries no file bodies):
//   PUT    /api/instructors/:id/portrait   raw JPEG, PNG or WebP body, at most 2,000,000 bytes
//   GET    /api/instructors/:id/portrait   the image, with an ETag and Last-Modified validator
//   DELETE /api/instructors/:id/portrait
// Writing needs the same permission as updateInstructor. CSRF (ADR 0002): PUT and DELETE always
// need a CORS preflight this server never grants, and a foreign Origin is refused as for GraphQL.
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { detectImageType, PORTRAIT_IMAGE_TYPES } from '../../../domain/image-type.ts';
import { MAX_REQUEST_BYTES } from '../../http/body-limit.ts';
import { allowedOrigins } from '../../http/csrf.ts';
import { AppError, type ErrorCode } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { deletePortrait, putPortrait } from './instructor-portraits.service.ts';
import { instructorsRepository } from './instructors.repository.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
};

function sendError(res: Response, error: AppError): void {
  res.status(STATUS[error.code] ?? 400).json({
    errors: [
      {
        message: error.message,
        extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      },
    ],
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function instructorPortraitsRouter(platform: Platform): Router {
  const router = Router();
  const origins = allowedOrigins(platform.config);

  const sameOrigin: RequestHandler = (req, res, next) => {
    const origin = req.get('origin');
    if (origin && !origins.has(origin)) {
      sendError(res, new AppError('FORBIDDEN', 'Requests from this site are not allowed.'));
      return;
    }
    next();
  };

  const write =
    (work: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res, next) => {
      try {
        await work(req, res);
      } catch (error) {
        if (error instanceof AppError) sendError(res, error);
        else next(error);
      }
    };

  const viewerOf = async (req: Request) => {
    const viewer = await platform.auth.getViewer(fromNodeHeaders(req.headers));
    if (!viewer) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
    return viewer;
  };

  router.put(
    '/:id/portrait',
    sameOrigin,
    // Any content type is read as bytes: the magic bytes, not the header, decide the type.
    express.raw({ type: () => true, limit: MAX_REQUEST_BYTES }),
    write(async (req, res) => {
      const viewer = await viewerOf(req);
      const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
      const contentType = detectImageType(bytes);
      if (!contentType) {
        throw new AppError('VALIDATION_ERROR', 'The portrait must be a JPEG, PNG or WebP image.', [
          { path: 'body', message: `must be one of ${PORTRAIT_IMAGE_TYPES.join(', ')}` },
        ]);
      }
      const url = await putPortrait(platform, viewer, String(req.params['id']), {
        contentType,
        bytes,
      });
      res.status(200).json({ portraitImage: url });
    }),
  );

  router.delete(
    '/:id/portrait',
    sameOrigin,
    write(async (req, res) => {
      const viewer = await viewerOf(req);
      await deletePortrait(platform, viewer, String(req.params['id']));
      res.status(204).end();
    }),
  );

  // Portraits are public (the public site shows them); the versioned URL changes with each upload.
  router.get('/:id/portrait', async (req, res, next) => {
    try {
      const id = String(req.params['id']);
      const portrait = UUID.test(id)
        ? await instructorsRepository.portrait(platform.db.db, id)
        : null;
      if (!portrait) {
        sendError(res, new AppError('NOT_FOUND', 'Portrait was not found.'));
        return;
      }
      const etag = `"${portrait.updatedAt.getTime().toString(36)}"`;
      res.set({
        'Content-Type': portrait.contentType,
        ETag: etag,
        'Last-Modified': portrait.updatedAt.toUTCString(),
        'Cache-Control': 'public, max-age=0, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.status(200).send(Buffer.from(portrait.bytes));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
