// Images for lecture blocks: stored in the database (like instructor portraits, so they survive
// restarts and move with backups), one row per upload, never changed afterwards: a new image is a
// new id, so its URL can be cached for ever. Uploading needs courses.write.
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import type { UploadedImage } from '../../http/image-upload.ts';
import type { Platform } from '../../platform.ts';
import { lecturesRepository } from './lectures.repository.ts';

export const lectureImageUrl = (id: string) => `/api/lecture-images/${id}`;

export async function storeLectureImage(
  platform: Platform,
  viewer: Viewer,
  courseId: string,
  image: UploadedImage,
): Promise<{ id: string; url: string }> {
  if (!can(viewer.roles, 'courses.write')) throw forbidden();
  if (!isUuid(courseId) || !(await lecturesRepository.findCourse(platform.db.db, courseId))) {
    throw notFound('Course');
  }
  const row = await lecturesRepository.insertImage(platform.db.db, { courseId, ...image });
  return { id: row.id, url: lectureImageUrl(row.id) };
}

export async function findLectureImage(platform: Platform, id: string) {
  return isUuid(id) ? lecturesRepository.findImage(platform.db.db, id) : null;
}
