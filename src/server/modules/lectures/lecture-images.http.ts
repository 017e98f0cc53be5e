// Lecture images as plain HTTP (GraphQL carries no file bodies):
//   POST /api/lecture-images?courseId=…   raw JPEG, PNG or WebP body, at most 2,000,000 bytes
//                                         → 201 { id, url }
//   GET  /api/lecture-images/:id          the image with its own content type (signed-in users)
// The shared upload helpers (src/server/http/image-upload.ts) check type, size, origin and sign-in.
import { Router } from 'express';
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
import { findLectureImage, storeLectureImage } from './lecture-images.service.ts';

export function lectureImagesRouter(platform: Platform): Router {
  const router = Router();

  router.post(
    '/',
    sameOriginOnly(platform),
    rawImageBody,
    handled(async (req, res) => {
      const viewer = await signedInViewer(platform, req);
      const courseId = typeof req.query['courseId'] === 'string' ? req.query['courseId'] : '';
      const image = uploadedImage(req, 'The image');
      res.status(201).json(await storeLectureImage(platform, viewer, courseId, image));
    }),
  );

  // Course content is for signed-in students and staff; a URL names one upload for ever.
  router.get(
    '/:id',
    handled(async (req, res) => {
      await signedInViewer(platform, req);
      const image = await findLectureImage(platform, String(req.params['id']));
      if (!image) {
        sendAppError(res, new AppError('NOT_FOUND', 'Image was not found.'));
        return;
      }
      sendStoredImage(req, res, { ...image, changedAt: image.createdAt }, true);
    }),
  );

  return router;
}
