// Issuing the behind-the-wheel certificate from a student's progress (docs/behind-the-wheel.md
// "Certificate"): only once the state's requirement is met and the state names its certificate
// type, through the certificates module's own issuing (the type's next number, audited, in the
// student's change log). The idempotency key is derived from the student and the type, so a
// double click or two staff at once issue one certificate.
import { btwRemainingText } from '../../../domain/behind-the-wheel/btw-progress-text.ts';
import { BTW_STATUS_LABELS } from '../../../domain/behind-the-wheel/student-btw-progress.ts';
import type { ShippingSpeed } from '../../../domain/certificates/shipping.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { AppError, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { putCertificate, type IssuedCertificate } from '../certificates/certificates.service.ts';
import { readBtwProgress } from './btw.service.ts';

export const btwCertificateKey = (studentId: string, certTypeId: string) =>
  `behind-the-wheel:${studentId}:${certTypeId}`;

export async function issueBtwCertificate(
  platform: Platform,
  viewer: Viewer,
  input: { studentId: string; shippingSpeed: ShippingSpeed | null },
): Promise<IssuedCertificate> {
  if (!isUuid(input.studentId))
    throw validationError([{ path: 'studentId', message: 'is not a student id' }]);
  const db = platform.db.db;
  const view = await readBtwProgress(db, viewer, input.studentId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw validationError([{ path: 'studentId', message: 'is not a student' }]);
    throw error;
  });
  const { result, certificateType, certificate, student } = view;
  if (!result.rule)
    throw new AppError(
      'BAD_REQUEST',
      `${student.name} has no behind-the-wheel requirement: ${BTW_STATUS_LABELS[result.status].toLowerCase()}.`,
    );
  if (result.status !== 'Met')
    throw new AppError(
      'BAD_REQUEST',
      `${student.name} has not met ${result.rule.stateName}'s behind-the-wheel requirement yet: ${btwRemainingText(result)}.`,
    );
  if (!certificateType)
    throw new AppError(
      'BAD_REQUEST',
      `${result.rule.stateName} has no behind-the-wheel certificate type: an Admin chooses one in the state's config.`,
    );
  if (certificate) return { certificate, replayed: true };
  return putCertificate(platform, viewer, {
    studentId: student.id,
    certTypeId: certificateType.id,
    shippingSpeed: input.shippingSpeed,
    idempotencyKey: btwCertificateKey(student.id, certificateType.id),
  });
}
