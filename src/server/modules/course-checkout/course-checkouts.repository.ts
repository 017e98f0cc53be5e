import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseCheckouts, type CourseCheckoutRow } from './course-checkout.tables.ts';

export const courseCheckoutsRepository = {
  async byKey(db: Executor, userId: string, key: string): Promise<CourseCheckoutRow | null> {
    const [row] = await db
      .select()
      .from(courseCheckouts)
      .where(and(eq(courseCheckouts.userId, userId), eq(courseCheckouts.idempotencyKey, key)));
    return row ?? null;
  },
  async byId(db: Executor, id: string): Promise<CourseCheckoutRow | null> {
    const [row] = await db.select().from(courseCheckouts).where(eq(courseCheckouts.id, id));
    return row ?? null;
  },
  async insert(
    db: Executor,
    values: typeof courseCheckouts.$inferInsert,
  ): Promise<CourseCheckoutRow> {
    const [row] = await db.insert(courseCheckouts).values(values).returning();
    return row!;
  },
};
