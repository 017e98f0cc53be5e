// Scholarship applications (docs/scholarships.md): anyone applies for a published course; staff
// (ClassroomManager, Admin) list, grant and decline. A grant creates one voucher for the course's
// product through the vouchers module in the same audited transaction, so an application is
// never granted without its voucher nor a voucher made without its application. The row is
// locked first, so two reviewers at once cannot both decide it.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { checkScholarshipApplication } from '../../../domain/scholarships/scholarship-application.ts';
import type { ScholarshipStatus } from '../../../domain/scholarships/scholarship-application.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { conflict, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { issueVouchers } from '../vouchers/vouchers.service.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';
import { scholarshipApplications, type ScholarshipApplicationRow } from './scholarships.tables.ts';

export const scholarshipsAudit = auditedEntity({
  collection: 'ScholarshipApplications',
  table: scholarshipApplications,
  id: scholarshipApplications.id,
});

type AuditPlatform = Pick<Platform, 'db' | 'events' | 'log'>;

export interface ApplyInput {
  userName: string;
  email: string;
  dob: string;
  scholarshipAnswer: string;
  courseId: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Public: stores a pending application for a published course. */
export async function applyForScholarship(
  platform: AuditPlatform,
  raw: ApplyInput,
): Promise<ScholarshipApplicationRow> {
  const { values, problems } = checkScholarshipApplication(raw, today());
  const fields = Object.entries(problems).map(([path, message]) => ({ path, message }));
  const course = isUuid(raw.courseId)
    ? await coursesRepository.findById(platform.db.db, raw.courseId)
    : null;
  if (!course?.isPublished) fields.push({ path: 'courseId', message: 'is not a course on offer' });
  if (fields.length > 0) throw validationError(fields);
  const actor = { id: null, name: values.userName, role: 'Visitor' };
  return auditedTransaction(platform, actor, (_tx, audit) =>
    audit.insert(scholarshipsAudit, { ...values, courseId: raw.courseId }),
  );
}

export interface ScholarshipView extends ScholarshipApplicationRow {
  courseName: string;
  voucherCode: string | null;
}

export async function listScholarshipApplications(
  db: Executor,
  filter: { status?: ScholarshipStatus | null; id?: string },
): Promise<ScholarshipView[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(scholarshipApplications.status, filter.status));
  if (filter.id) where.push(eq(scholarshipApplications.id, filter.id));
  const rows = await db
    .select()
    .from(scholarshipApplications)
    .leftJoin(vouchers, eq(vouchers.id, scholarshipApplications.voucherId))
    .where(and(...where))
    .orderBy(desc(scholarshipApplications.createdAt), desc(scholarshipApplications.id))
    .limit(200);
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((row) => row.scholarship_applications.courseId))) {
    names.set(id, (await coursesRepository.findById(db, id))?.name ?? '');
  }
  return rows.map((row) => ({
    ...row.scholarship_applications,
    courseName: names.get(row.scholarship_applications.courseId) ?? '',
    voucherCode: row.vouchers?.code ?? null,
  }));
}

async function lockPending(tx: Executor, id: string): Promise<ScholarshipApplicationRow> {
  const [row] = await tx
    .select()
    .from(scholarshipApplications)
    .where(eq(scholarshipApplications.id, id))
    .for('update');
  if (!row) throw notFound('Scholarship application');
  if (row.status !== 'pending') throw conflict(`This application was already ${row.status}.`);
  return row;
}

/** Grants: one voucher for the course's product, recorded on the application. */
export async function grantScholarship(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string,
): Promise<ScholarshipApplicationRow> {
  if (!isUuid(id)) throw notFound('Scholarship application');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const application = await lockPending(tx, id);
    const course = await coursesRepository.findById(tx, application.courseId);
    if (!course?.productId) {
      throw validationError([
        { path: 'id', message: 'is for a course with no product on sale to make a voucher for' },
      ]);
    }
    const [voucher] = await issueVouchers(tx, audit, viewer, {
      productId: course.productId,
      count: 1,
      prefix: 'SCHOLAR',
      note: `Scholarship for ${application.userName} <${application.email}>`,
    });
    const written = await audit.update(scholarshipsAudit, id, {
      status: 'granted',
      voucherId: voucher!.id,
      reviewedByName: viewer.name,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    });
    return written!.after;
  });
}

export async function declineScholarship(
  platform: AuditPlatform,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<ScholarshipApplicationRow> {
  if (!isUuid(id)) throw notFound('Scholarship application');
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > 1000) {
    throw validationError([{ path: 'reason', message: 'is required, at most 1000 characters' }]);
  }
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    await lockPending(tx, id);
    const written = await audit.update(scholarshipsAudit, id, {
      status: 'declined',
      declineReason: trimmed,
      reviewedByName: viewer.name,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    });
    return written!.after;
  });
}

/** One application with its course name and voucher code, after a decision. */
export async function scholarshipView(db: Executor, id: string): Promise<ScholarshipView> {
  const [view] = await listScholarshipApplications(db, { id });
  if (!view) throw notFound('Scholarship application');
  return view;
}
