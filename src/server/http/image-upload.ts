// Image uploads over plain HTTP (GraphQL carries no file bodies), shared by every endpoint that
// takes one: instructor portraits and lecture images. The body is read raw up to
// MAX_REQUEST_BYTES (2,000,000; larger → 413 from the app's error handler); its magic bytes, not
// the Content-Type a client claims, decide whether it is a JPEG, PNG or WebP image. CSRF (ADR
// 0002): writes are PUT, POST with a non-form body, or DELETE, which need a CORS preflight this
// server never grants, and a foreign Origin is refused as for GraphQL.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import {
  detectImageType,
  UPLOAD_IMAGE_TYPES,
  type UploadImageType,
} from '../../domain/image-type.ts';
import type { Viewer } from '../auth/auth.service.ts';
import { AppError, type ErrorCode } from '../graphql/errors.ts';
import type { Platform } from '../platform.ts';
import { MAX_REQUEST_BYTES } from './body-limit.ts';
import { allowedOrigins } from './csrf.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
};

/** Answers an AppError in the GraphQL error shape every endpoint of the server uses. */
export function sendAppError(res: Response, error: AppError): void {
  res.status(STATUS[error.code] ?? 400).json({
    errors: [
      {
        message: error.message,
        extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
      },
    ],
  });
}

/** Refuses a request whose Origin is not this site's (403 FORBIDDEN). */
export function sameOriginOnly(platform: Platform): RequestHandler {
  const origins = allowedOrigins(platform.config);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && !origins.has(origin)) {
      sendAppError(res, new AppError('FORBIDDEN', 'Requests from this site are not allowed.'));
      return;
    }
    next();
  };
}

/** Runs a handler, answering an AppError it throws and passing anything else on. */
export const handled =
  (work: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res, next) => {
    try {
      await work(req, res);
    } catch (error) {
      if (error instanceof AppError) sendAppError(res, error);
      else next(error);
    }
  };

export async function signedInViewer(platform: Platform, req: Request): Promise<Viewer> {
  const viewer = await platform.auth.getViewer(fromNodeHeaders(req.headers));
  if (!viewer) throw new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
  return viewer;
}

/** Reads any content type as bytes: the magic bytes, not the header, decide the type. */
export const rawImageBody: RequestHandler = express.raw({
  type: () => true,
  limit: MAX_REQUEST_BYTES,
});

export interface UploadedImage {
  contentType: UploadImageType;
  bytes: Uint8Array;
}

/** The image in the body, or VALIDATION_ERROR on `body` naming `what` ("The portrait"). */
export function uploadedImage(req: Request, what: string): UploadedImage {
  const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  const contentType = detectImageType(bytes);
  if (!contentType) {
    throw new AppError('VALIDATION_ERROR', `${what} must be a JPEG, PNG or WebP image.`, [
      { path: 'body', message: `must be one of ${UPLOAD_IMAGE_TYPES.join(', ')}` },
    ]);
  }
  return { contentType, bytes };
}

/**
 * Sends a stored image with its own type and a validator. `immutable`: the URL names one version
 * for ever (lecture images), so browsers keep it; otherwise they revalidate each time.
 */
export function sendStoredImage(
  req: Request,
  res: Response,
  image: { contentType: string; bytes: Uint8Array; changedAt: Date },
  immutable: boolean,
): void {
  const etag = `"${image.changedAt.getTime().toString(36)}"`;
  res.set({
    'Content-Type': image.contentType,
    ETag: etag,
    'Last-Modified': image.changedAt.toUTCString(),
    'Cache-Control': immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).send(Buffer.from(image.bytes));
}
