// The only code that touches the certificate tables (audited writes go through the recorder).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  max,
  min,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { students } from '../students/students.tables.ts';
import {
  certificates,
  certificateTypes,
  shippingOrders,
  type CertificateRow,
  type CertificateTypeRow,
  type ShippingOrderRow,
} from './certificates.tables.ts';

/** A certificate with what its screens and PDF show beside it. */
export interface CertificateView extends CertificateRow {
  studentName: string;
  /** YYYY-MM-DD, for the printed certificate. */
  studentDob: string | null;
  certTypeLabel: string;
  shippingStatus: ShippingOrderRow['status'] | null;
}

export interface CertificateFilter {
  studentId?: string | null;
  certTypeId?: string | null;
  usStateId?: string | null;
  issuedFrom?: Date | null;
  issuedBefore?: Date | null;
}

const viewColumns = {
  certificate: certificates,
  studentName: students.name,
  studentDob: students.dob,
  certTypeLabel: certificateTypes.label,
  shippingStatus: shippingOrders.status,
};

type ViewRow = Omit<CertificateView, keyof CertificateRow> & { certificate: CertificateRow };

const toView = ({ certificate, ...rest }: ViewRow): CertificateView => ({
  ...certificate,
  ...rest,
});

function whereOf(filter: CertificateFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.studentId) conditions.push(eq(certificates.issuedTo, filter.studentId));
  if (filter.certTypeId) conditions.push(eq(certificates.certTypeId, filter.certTypeId));
  if (filter.usStateId) conditions.push(eq(certificates.usStateId, filter.usStateId));
  if (filter.issuedFrom) conditions.push(gte(certificates.issuedAt, filter.issuedFrom));
  if (filter.issuedBefore) conditions.push(lte(certificates.issuedAt, filter.issuedBefore));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export const certificatesRepository = {
  async listTypes(db: Executor): Promise<CertificateTypeRow[]> {
    return db
      .select()
      .from(certificateTypes)
      .orderBy(asc(certificateTypes.usStateId), asc(sql`lower(${certificateTypes.label})`));
  },

  async findType(db: Executor, id: string): Promise<CertificateTypeRow | null> {
    const [row] = await db.select().from(certificateTypes).where(eq(certificateTypes.id, id));
    return row ?? null;
  },

  /** The type, its row locked until the transaction ends (issuing waits meanwhile). */
  async lockType(tx: Executor, id: string): Promise<CertificateTypeRow | null> {
    const [row] = await tx
      .select()
      .from(certificateTypes)
      .where(eq(certificateTypes.id, id))
      .for('update');
    return row ?? null;
  },

  /** Another type of the same state with this label (any case). */
  async labelTaken(
    db: Executor,
    values: { id: string | null; label: string; usStateId: string },
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: certificateTypes.id })
      .from(certificateTypes)
      .where(
        and(
          eq(certificateTypes.usStateId, values.usStateId),
          sql`lower(${certificateTypes.label}) = lower(${values.label})`,
          values.id ? ne(certificateTypes.id, values.id) : undefined,
        ),
      );
    return !!row;
  },

  /** The lowest and highest numbers issued of a type, or null when none. */
  async issuedNumbers(
    db: Executor,
    certTypeId: string,
  ): Promise<{ lowest: number; highest: number } | null> {
    const [row] = await db
      .select({ lowest: min(certificates.number), highest: max(certificates.number) })
      .from(certificates)
      .where(eq(certificates.certTypeId, certTypeId));
    return row?.lowest != null && row.highest != null
      ? { lowest: row.lowest, highest: row.highest }
      : null;
  },

  /**
   * Takes the next number of a type in one statement: the row lock of the UPDATE makes
   * concurrent issues of one type wait for each other, and the WHERE refuses a used-up range.
   * Null when the type does not exist or its range is used up.
   */
  async takeNextNumber(tx: Executor, certTypeId: string): Promise<CertificateTypeRow | null> {
    const next = sql`greatest(coalesce(${certificateTypes.lastIssued} + 1, ${certificateTypes.valMin}), ${certificateTypes.valMin})`;
    const [row] = await tx
      .update(certificateTypes)
      .set({ lastIssued: next })
      .where(and(eq(certificateTypes.id, certTypeId), sql`${next} <= ${certificateTypes.valMax}`))
      .returning();
    return row ?? null;
  },

  async findByIdempotencyKey(db: Executor, key: string): Promise<CertificateRow | null> {
    const [row] = await db.select().from(certificates).where(eq(certificates.idempotencyKey, key));
    return row ?? null;
  },

  async findView(db: Executor, id: string): Promise<CertificateView | null> {
    const [row] = await db
      .select(viewColumns)
      .from(certificates)
      .innerJoin(students, eq(students.id, certificates.issuedTo))
      .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.certTypeId))
      .leftJoin(shippingOrders, eq(shippingOrders.certificateId, certificates.id))
      .where(eq(certificates.id, id));
    return row ? toView(row) : null;
  },

  /** Newest first. */
  async list(
    db: Executor,
    filter: CertificateFilter,
    window: PageWindow,
  ): Promise<{ rows: CertificateView[]; totalCount: number }> {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select(viewColumns)
        .from(certificates)
        .innerJoin(students, eq(students.id, certificates.issuedTo))
        .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.certTypeId))
        .leftJoin(shippingOrders, eq(shippingOrders.certificateId, certificates.id))
        .where(where)
        .orderBy(desc(certificates.issuedAt), desc(certificates.certNumber))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(certificates).where(where),
    ]);
    return { rows: rows.map(toView), totalCount: total?.value ?? 0 };
  },

  /** Every certificate of these students, newest first (the portal: a handful per student). */
  async ofStudents(db: Executor, studentIds: readonly string[]): Promise<CertificateView[]> {
    if (studentIds.length === 0) return [];
    const rows = await db
      .select(viewColumns)
      .from(certificates)
      .innerJoin(students, eq(students.id, certificates.issuedTo))
      .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.certTypeId))
      .leftJoin(shippingOrders, eq(shippingOrders.certificateId, certificates.id))
      .where(inArray(certificates.issuedTo, [...studentIds]))
      .orderBy(desc(certificates.issuedAt), desc(certificates.certNumber));
    return rows.map(toView);
  },
};
