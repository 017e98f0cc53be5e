// Issuing and reading certificates (docs/certificates.md). putCertificate takes the type's next
// number with one UPDATE … RETURNING on the type row inside the transaction (the row lock queues
// concurrent issues of one type), so numbers are consecutive and never reused; a used-up range
// issues nothing and answers VALIDATION_ERROR on input.certTypeId. Audited (Certificates) and
// written to the student's change log in the same transaction.
import { z } from 'zod';
import { formatCertificateNumber } from '../../../domain/certificates/certificate-number.ts';
import { SHIPPING_SPEEDS } from '../../../domain/certificates/shipping.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import {
  conflict,
  forbidden,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import { pageWindow, toPage, type Page, type PageArgs } from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { myStudents } from '../students/students.service.ts';
import { actorOf, recordUserLog } from '../students/user-logs.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { enqueueShippingOrder, shippingOrdersRepository } from './certificate-shipping.ts';
import {
  certificatesRepository,
  type CertificateFilter,
  type CertificateView,
} from './certificates.repository.ts';
import { certificates } from './certificates.tables.ts';

/** Path `Certificates/<id>`: every issue is in the audit log. */
export const certificatesAudit = auditedEntity({
  collection: 'Certificates',
  table: certificates,
  id: certificates.id,
  ignore: ['idempotencyKey'],
});

const putInput = z.object({
  studentId: z.uuid('is not a student id'),
  certTypeId: z.uuid('is not a certificate type id'),
  shippingSpeed: z.enum(SHIPPING_SPEEDS).nullish(),
  idempotencyKey: z.string().trim().min(1, 'is required').max(200).nullish(),
});

export type PutCertificateInput = z.input<typeof putInput>;

/** The certificate as written, and whether an earlier call with the same key wrote it. */
export interface IssuedCertificate {
  certificate: CertificateView;
  replayed: boolean;
}

async function replay(
  db: Executor,
  key: string,
  input: { studentId: string; certTypeId: string },
): Promise<IssuedCertificate | null> {
  const earlier = await certificatesRepository.findByIdempotencyKey(db, key);
  if (!earlier) return null;
  if (earlier.issuedTo !== input.studentId || earlier.certTypeId !== input.certTypeId) {
    throw conflict('This idempotency key was used for another certificate.');
  }
  const certificate = await certificatesRepository.findView(db, earlier.id);
  return certificate ? { certificate, replayed: true } : null;
}

export interface IssueInput {
  studentId: string;
  certTypeId: string;
  shippingSpeed: (typeof SHIPPING_SPEEDS)[number] | null;
  idempotencyKey: string | null;
  /** Added to the change-log line, e.g. "on completing Online Drivers Ed". */
  reason?: string;
  /** The final exam the certificate was earned with (course completion), recorded on it. */
  finalExam?: { percent: number; attemptId: string } | null;
}

/**
 * Issues the next number of a type inside the caller's transaction (putCertificate, and the
 * course player on completion). The caller replays an idempotency key first; the unique key
 * index refuses a second certificate for the same key. Enqueue the shipping order after commit.
 */
export async function issueInTransaction(
  tx: Executor,
  audit: AuditRecorder,
  viewer: Viewer,
  input: IssueInput,
): Promise<{ id: string; certNumber: string; shippingOrderId: string | null }> {
  const { shippingSpeed, idempotencyKey } = input;
  const [student] = await studentsRepository.findByIds(tx, [input.studentId]);
  if (!student) {
    throw validationError([{ path: 'input.studentId', message: 'is not a student' }]);
  }
  if (student.isDeleted) {
    throw validationError([{ path: 'input.studentId', message: 'is a deleted student' }]);
  }
  const type = await certificatesRepository.takeNextNumber(tx, input.certTypeId);
  if (!type || type.lastIssued === null) {
    const exists = await certificatesRepository.findType(tx, input.certTypeId);
    if (!exists) {
      throw validationError([{ path: 'input.certTypeId', message: 'is not a certificate type' }]);
    }
    throw validationError([
      {
        path: 'input.certTypeId',
        message: `has no numbers left: every number from ${exists.valMin} to ${exists.valMax} is issued`,
      },
    ]);
  }
  const certNumber = formatCertificateNumber(type.prefix, type.lastIssued, type.valMax);
  const row = await audit.insert(certificatesAudit, {
    createdById: viewer.userId,
    createdByName: viewer.name,
    issuedTo: student.id,
    certTypeId: type.id,
    number: type.lastIssued,
    certNumber,
    usStateId: type.usStateId,
    shippingSpeed,
    idempotencyKey,
    finalExamPercent: input.finalExam?.percent ?? null,
    finalExamAttemptId: input.finalExam?.attemptId ?? null,
  });
  const order = shippingSpeed
    ? await shippingOrdersRepository.insert(tx, row.id, shippingSpeed)
    : null;
  await recordUserLog(tx, {
    studentId: student.id,
    kind: 'Manual',
    type: 'certificate.issued',
    message: `Certificate ${certNumber} issued (${type.label})${
      shippingSpeed ? `, to be mailed (${shippingSpeed})` : ''
    }${input.reason ? ` ${input.reason}` : ''}`,
    actor: actorOf(viewer),
  });
  return { id: row.id, certNumber, shippingOrderId: order?.id ?? null };
}

export async function putCertificate(
  platform: Platform,
  viewer: Viewer,
  raw: PutCertificateInput,
): Promise<IssuedCertificate> {
  const parsed = putInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { idempotencyKey, shippingSpeed, ...input } = parsed.data;
  let issued: { id: string; shippingOrderId: string | null };
  try {
    const outcome = await auditedTransaction(
      platform,
      actorFromViewer(viewer),
      async (tx, audit) => {
        if (idempotencyKey) {
          const answered = await replay(tx, idempotencyKey, input);
          if (answered) return answered;
        }
        return issueInTransaction(tx, audit, viewer, {
          ...input,
          shippingSpeed: shippingSpeed ?? null,
          idempotencyKey: idempotencyKey ?? null,
        });
      },
    );
    if ('replayed' in outcome) return outcome;
    issued = outcome;
  } catch (error) {
    // The same key sent twice at once: the unique key index lets one through, the other replays.
    if (idempotencyKey && postgresErrorCode(error) === '23505') {
      const answered = await replay(platform.db.db, idempotencyKey, input);
      if (answered) return answered;
    }
    throw error;
  }
  // After commit: on the embedded database a job enqueued inside the transaction would wait for it.
  if (issued.shippingOrderId) await enqueueShippingOrder(platform, issued.shippingOrderId);
  const certificate = await certificatesRepository.findView(platform.db.db, issued.id);
  if (!certificate) throw notFound('Certificate');
  return { certificate, replayed: false };
}

/** `certificates(studentId?)` for staff: newest first, 40 a page (SPEC §9). */
export async function listCertificates(
  db: Executor,
  query: CertificateFilter,
  pageArgs: PageArgs,
): Promise<Page<CertificateView>> {
  const ids = ['studentId', 'certTypeId'] as const;
  for (const key of ids) {
    const value = query[key];
    if (value && !z.uuid().safeParse(value).success) {
      throw validationError([{ path: key, message: 'is not an id' }]);
    }
  }
  const window = pageWindow(pageArgs);
  const { rows, totalCount } = await certificatesRepository.list(db, query, window);
  return toPage(rows, totalCount, window);
}

/** `myCertificates`: those of the student records linked to the caller's account. */
export async function myCertificates(db: Executor, viewer: Viewer): Promise<CertificateView[]> {
  const records = await myStudents(db, viewer);
  return certificatesRepository.ofStudents(
    db,
    records.map((record) => record.id),
  );
}

/**
 * One certificate for its PDF: staff who read certificates get any; anyone else only one issued
 * to a student record linked to their account (FORBIDDEN otherwise, without saying whether the
 * id exists).
 */
export async function readCertificateAs(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<CertificateView> {
  const staff = can(viewer.roles, 'certificates.read');
  const certificate = z.uuid().safeParse(id).success
    ? await certificatesRepository.findView(db, id)
    : null;
  if (staff) {
    if (!certificate) throw notFound('Certificate');
    return certificate;
  }
  if (!certificate) throw forbidden();
  const own = await myStudents(db, viewer);
  if (!own.some((record) => record.id === certificate.issuedTo)) throw forbidden();
  return certificate;
}
