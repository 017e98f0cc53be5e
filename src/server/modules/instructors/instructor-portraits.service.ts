// Storing and removing an instructor's portrait. Who may: the same as updateInstructor (staff
// with `instructors.write` for anyone, an instructor for their own record). Each change is
// audited under the instructor's path `Instructors/<id>` with its type and time, never the bytes.
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { AppError, forbidden, notFound } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { findInstructor } from './instructors.service.ts';
import { instructorPortraits } from './instructors.tables.ts';

const portraitsAudit = auditedEntity({
  collection: 'Instructors',
  table: instructorPortraits,
  id: instructorPortraits.instructorId,
  ignore: ['bytes'],
});

/** The URL of a portrait version: a new upload makes a new URL, so caches never show an old one. */
export const portraitUrl = (instructorId: string, updatedAt: Date | null): string | null =>
  updatedAt
    ? `/api/instructors/${instructorId}/portrait?v=${updatedAt.getTime().toString(36)}`
    : null;

async function assertMayChange(platform: Platform, viewer: Viewer, id: string) {
  if (!can(viewer.roles, 'instructors.updateProfile')) throw forbidden();
  const instructor = await findInstructor(platform.db.db, id);
  if (!can(viewer.roles, 'instructors.write') && instructor.userId !== viewer.userId) {
    throw new AppError('FORBIDDEN', 'Instructors may change only their own portrait.');
  }
  return instructor;
}

export async function putPortrait(
  platform: Platform,
  viewer: Viewer,
  id: string,
  image: { contentType: string; bytes: Uint8Array },
): Promise<string> {
  await assertMayChange(platform, viewer, id);
  const updatedAt = await auditedTransaction(
    platform,
    actorFromViewer(viewer),
    async (_tx, audit) => {
      const values = { ...image, updatedAt: new Date() };
      const replaced = await audit.update(portraitsAudit, id, values);
      if (replaced) return replaced.after.updatedAt;
      return (await audit.insert(portraitsAudit, { instructorId: id, ...values })).updatedAt;
    },
  );
  return portraitUrl(id, updatedAt)!;
}

export async function deletePortrait(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<void> {
  await assertMayChange(platform, viewer, id);
  await auditedTransaction(platform, actorFromViewer(viewer), async (_tx, audit) => {
    if (!(await audit.delete(portraitsAudit, id))) throw notFound('Portrait');
  });
}
