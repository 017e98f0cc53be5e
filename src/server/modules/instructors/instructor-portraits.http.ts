// The instructor portrait as plain HTTP (GraphQL carries no file bodies):
//   PUT    /api/instructors/:id/portrait   raw JPEG, PNG or WebP body, at most 2,000,000 bytes
//   GET    /api/instructors/:id/portrait   the image, with an ETag and Last-Modified validator
//   DELETE /api/instructors/:id/portrait
// Writing needs the same permission as updateInstructor. Body reading, type detection, CSRF and
// the error shape are shared with lecture images (src/server/http/image-upload.ts).
import { Router } from 'express';
import { isUuid } from '../../db/is-uuid.ts';
import { AppError } from '../../graphql/errors.ts';
import {
  handled,
  rawImageBody,
  sameOriginOnly,
  sendAppError,
  sendStoredImage,
  signedInViewer,
  uploadedImage,
} from '../../http/image-upload.ts';
import type { Platform } from '../../platform.ts';
import { deletePortrait, putPortrait } from './instructor-portraits.service.ts';
import { instructorsRepository } from './instructors.repository.ts';

export function instructorPortraitsRouter(platform: Platform): Router {
  const router = Router();

  router.put(
    '/:id/portrait',
    sameOriginOnly(platform),
    rawImageBody,
    handled(async (req, res) => {
      const viewer = await signedInViewer(platform, req);
      const image = uploadedImage(req, 'The portrait');
      const url = await putPortrait(platform, viewer, String(req.params['id']), image);
      res.status(200).json({ portraitImage: url });
    }),
  );

  router.delete(
    '/:id/portrait',
    sameOriginOnly(platform),
    handled(async (req, res) => {
      const viewer = await signedInViewer(platform, req);
      await deletePortrait(platform, viewer, String(req.params['id']));
      res.status(204).end();
    }),
  );

  // Portraits are public (the public site shows them); the versioned URL changes with each upload.
  router.get('/:id/portrait', async (req, res, next) => {
    try {
      const id = String(req.params['id']);
      const portrait = isUuid(id) ? await instructorsRepository.portrait(platform.db.db, id) : null;
      if (!portrait) {
        sendAppError(res, new AppError('NOT_FOUND', 'Portrait was not found.'));
        return;
      }
      sendStoredImage(req, res, { ...portrait, changedAt: portrait.updatedAt }, false);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
