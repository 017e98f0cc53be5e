// The only code that reads the vouchers table; writes go through the audit recorder
// (vouchers.service.ts), which inserts and updates the rows and logs each change.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import type { ListSort } from '../../../domain/list-sort.ts';
import type { VoucherSortField } from '../../../domain/voucher-sort-fields.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { orderByOf } from '../../graphql/sorting.ts';
import { vouchers, type VoucherRow } from './vouchers.tables.ts';

export interface VoucherFilter {
  /** Part of a code, regardless of case. */
  code?: string | null;
  productId?: string | null;
  /** true: redeemed only; false: not redeemed only; absent: both. */
  redeemed?: boolean | null;
  batchId?: string | null;
}

function where(filter: VoucherFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const code = filter.code?.trim();
  if (code) {
    const pattern = `%${code.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`${vouchers.code} ilike ${pattern}`);
  }
  if (filter.productId) conditions.push(eq(vouchers.productId, filter.productId));
  if (filter.batchId) conditions.push(eq(vouchers.batchId, filter.batchId));
  if (filter.redeemed === true) conditions.push(isNotNull(vouchers.redeemedAt));
  if (filter.redeemed === false) conditions.push(isNull(vouchers.redeemedAt));
  return conditions.length ? and(...conditions) : undefined;
}

export const vouchersRepository = {
  /** Newest batches first, codes in order inside a batch, unless `sort` says otherwise. */
  async list(
    db: Executor,
    filter: VoucherFilter,
    window: PageWindow,
    sort: ListSort<VoucherSortField> | null = null,
  ) {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(vouchers)
        .where(condition)
        .orderBy(
          ...orderByOf(
            sort,
            { code: vouchers.code, created: vouchers.createdAt },
            [desc(vouchers.createdAt), asc(vouchers.code)],
            vouchers.id,
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(vouchers).where(condition),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<VoucherRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(vouchers)
      .where(inArray(vouchers.id, [...ids]))
      .orderBy(asc(vouchers.code));
  },

  /**
   * The voucher with this code, locked until the transaction ends: a second redemption of the
   * same code waits here and then sees the first one's redeemedAt.
   */
  async lockByCode(tx: Transaction, code: string): Promise<VoucherRow | undefined> {
    const [row] = await tx
      .select()
      .from(vouchers)
      .where(sql`lower(${vouchers.code}) = lower(${code.trim()})`)
      .for('update');
    return row;
  },

  /** Those of `codes` already given to a voucher (compared without case). */
  async takenCodes(db: Executor, codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const lowered = codes.map((code) => code.toLowerCase());
    const rows = await db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(inArray(sql`lower(${vouchers.code})`, lowered));
    return new Set(rows.map((row) => row.code.toUpperCase()));
  },
};
