// Direct reads and writes of better-auth's users table that better-auth has no API for.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from './auth.tables.ts';

export async function hasAnyUser(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Sets last_active_at to now unless it was set less than `throttleSeconds` ago. The condition
 * is part of the UPDATE, so several processes serving the same user write at most once.
 */
export async function touchLastActive(
  db: Executor,
  userId: string,
  throttleSeconds: number,
): Promise<void> {
  await db
    .update(users)
    // Activity is not an edit of the account: updated_at keeps its value.
    .set({ lastActiveAt: sql`now()`, updatedAt: sql`${users.updatedAt}` })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.lastActiveAt),
          lt(users.lastActiveAt, sql`now() - ${throttleSeconds} * interval '1 second'`),
        ),
      ),
    );
}
