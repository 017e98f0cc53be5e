// Mailing printed certificates (docs/certificates.md "Mailing"). Issuing with a shipping speed
// writes a Requested shipping order in the same transaction as the certificate, so a mailing is
// never lost; the "create-shipping-order" job (SPEC §3 jobs) then places it in the fulfilment
// queue — the offline default of the shipping service (DESIGN §3) — where staff mark it Shipped
// once mailed. The job is idempotent: it only moves an order that is still Requested.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  SHIPPING_ORDER_STATUSES,
  type ShippingOrderStatus,
  type ShippingSpeed,
} from '../../../domain/certificates/shipping.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../graphql/errors.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import type { Platform } from '../../platform.ts';
import { students } from '../students/students.tables.ts';
import {
  certificates,
  certificateTypes,
  shippingOrders,
  type ShippingOrderRow,
} from './certificates.tables.ts';

export interface ShippingOrderView extends ShippingOrderRow {
  certNumber: string;
  certTypeLabel: string;
  studentId: string;
  studentName: string;
}

const viewColumns = {
  order: shippingOrders,
  certNumber: certificates.certNumber,
  certTypeLabel: certificateTypes.label,
  studentId: students.id,
  studentName: students.name,
};

export const shippingOrdersRepository = {
  async insert(tx: Executor, certificateId: string, speed: ShippingSpeed) {
    const [row] = await tx.insert(shippingOrders).values({ certificateId, speed }).returning();
    if (!row) throw new Error('shipping order insert returned no row');
    return row;
  },

  /** Requested → Queued; false when the order is gone or already past Requested. */
  async markQueued(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .update(shippingOrders)
      .set({ status: 'Queued', queuedAt: new Date() })
      .where(and(eq(shippingOrders.id, id), eq(shippingOrders.status, 'Requested')))
      .returning({ id: shippingOrders.id });
    return rows.length > 0;
  },

  /** Oldest first: the order staff work the queue in. */
  async list(
    db: Executor,
    statuses: readonly ShippingOrderStatus[],
    window: PageWindow,
  ): Promise<{ rows: ShippingOrderView[]; totalCount: number }> {
    const where = inArray(shippingOrders.status, [...statuses]);
    const [rows, [total]] = await Promise.all([
      db
        .select(viewColumns)
        .from(shippingOrders)
        .innerJoin(certificates, eq(certificates.id, shippingOrders.certificateId))
        .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.certTypeId))
        .innerJoin(students, eq(students.id, certificates.issuedTo))
        .where(where)
        .orderBy(asc(shippingOrders.createdAt), asc(shippingOrders.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(shippingOrders).where(where),
    ]);
    return {
      rows: rows.map(({ order, ...rest }) => ({ ...order, ...rest })),
      totalCount: total?.value ?? 0,
    };
  },
};

export const createShippingOrderJob = defineJob({
  name: 'create-shipping-order',
  payload: z.object({ shippingOrderId: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: async (payload, ctx) => {
    const queued = await shippingOrdersRepository.markQueued(
      ctx.platform.db.db,
      payload.shippingOrderId,
    );
    ctx.log.info({ shippingOrderId: payload.shippingOrderId, queued }, 'shipping order');
  },
});

/** Queues the job for a new order; a failure leaves the order Requested, still listed. */
export async function enqueueShippingOrder(platform: Platform, shippingOrderId: string) {
  try {
    await platform.jobs.enqueue(createShippingOrderJob, { shippingOrderId });
  } catch (error) {
    platform.log.warn({ err: error, shippingOrderId }, 'could not queue the shipping order job');
  }
}

/** Queued (or still Requested) → Shipped, by a member of staff. */
export async function markShippingOrderShipped(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<ShippingOrderRow> {
  if (!z.uuid().safeParse(id).success) throw notFound('Shipping order');
  return platform.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shippingOrders)
      .where(eq(shippingOrders.id, id))
      .for('update');
    if (!current) throw notFound('Shipping order');
    if (current.status === 'Shipped') throw conflict('This certificate is already shipped.');
    const [row] = await tx
      .update(shippingOrders)
      .set({ status: 'Shipped', shippedAt: new Date(), shippedByName: viewer.name })
      .where(eq(shippingOrders.id, id))
      .returning();
    if (!row) throw notFound('Shipping order');
    return row;
  });
}

export const OPEN_SHIPPING_STATUSES: readonly ShippingOrderStatus[] =
  SHIPPING_ORDER_STATUSES.filter((status) => status !== 'Shipped');
