// Use cases on certificate types: create one, change one. A type's range may grow at any time but
// never shrink past numbers already issued (VALIDATION_ERROR naming valMin or valMax), and its
// state is fixed once certificates of it exist (they carry that state). Audited (CertificateTypes).
import { z } from 'zod';
import { findUsState } from '../../../domain/us-states.ts';
import { certificateRangeProblems } from '../../../domain/certificates/certificate-range.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import type { Transaction } from '../../db/client.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { certificatesRepository } from './certificates.repository.ts';
import { certificateTypes, type CertificateTypeRow } from './certificates.tables.ts';

/** Path `CertificateTypes/<id>`; the counter moves with every issue and is not a change of the type. */
export const certificateTypesAudit = auditedEntity({
  collection: 'CertificateTypes',
  table: certificateTypes,
  id: certificateTypes.id,
  ignore: ['updatedAt', 'createdAt', 'lastIssued'],
});

const typeInput = z.object({
  label: z.string().trim().min(1, 'is required').max(100, 'at most 100 characters'),
  prefix: z.string().trim().max(20, 'at most 20 characters'),
  valMin: z.number(),
  valMax: z.number(),
  usStateId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
});

export type CertificateTypeInput = z.input<typeof typeInput>;

const LABEL_TAKEN = 'is taken by another certificate type of this state';

async function checked(
  tx: Transaction,
  id: string | null,
  raw: CertificateTypeInput,
  issued: { lowest: number; highest: number } | null,
) {
  const parsed = typeInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const values = parsed.data;
  const problems = certificateRangeProblems(values, issued).map((problem) => ({
    path: `input.${problem.field}`,
    message: problem.message,
  }));
  if (problems.length > 0) throw validationError(problems);
  if (!findUsState(values.usStateId)) {
    throw validationError([{ path: 'input.usStateId', message: 'is not a US state code' }]);
  }
  if (await certificatesRepository.labelTaken(tx, { id, ...values })) {
    throw validationError([{ path: 'input.label', message: LABEL_TAKEN }]);
  }
  return values;
}

/** Two saves of one label at once: the unique index decides, the loser hears why. */
function labelClash(error: unknown): never {
  if (postgresErrorCode(error) === '23505') {
    throw validationError([{ path: 'input.label', message: LABEL_TAKEN }]);
  }
  throw error;
}

export async function createCertificateType(
  platform: Platform,
  viewer: Viewer,
  raw: CertificateTypeInput,
): Promise<CertificateTypeRow> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const values = await checked(tx, null, raw, null);
    return audit.insert(certificateTypesAudit, values);
  }).catch(labelClash);
}

export async function updateCertificateType(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: CertificateTypeInput,
): Promise<CertificateTypeRow> {
  if (!z.uuid().safeParse(id).success) throw notFound('Certificate type');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    // Lock the counter first: no certificate of this type is issued while its range is checked.
    const current = await certificatesRepository.lockType(tx, id);
    if (!current) throw notFound('Certificate type');
    const issued = await certificatesRepository.issuedNumbers(tx, id);
    const values = await checked(tx, id, raw, issued);
    if (issued && values.usStateId !== current.usStateId) {
      throw validationError([
        {
          path: 'input.usStateId',
          message: 'cannot change once certificates of this type are issued',
        },
      ]);
    }
    const changed = await audit.update(certificateTypesAudit, id, {
      ...values,
      updatedAt: new Date(),
    });
    if (!changed) throw notFound('Certificate type');
    return changed.after;
  }).catch(labelClash);
}
