import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { checkouts, type CheckoutRow } from './booking.tables.ts';

export const checkoutsRepository = {
  async byKey(db: Executor, userId: string, key: string): Promise<CheckoutRow | null> {
    const [row] = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)));
    return row ?? null;
  },
  async byId(db: Executor, id: string): Promise<CheckoutRow | null> {
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
    return row ?? null;
  },
  async insert(db: Executor, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
    const [row] = await db.insert(checkouts).values(values).returning();
    return row!;
  },
};
