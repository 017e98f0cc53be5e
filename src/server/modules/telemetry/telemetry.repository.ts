// The only file of telemetry that touches Drizzle: adding counted operations and reading them back.
import { and, asc, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiCallCounts } from './telemetry.tables.ts';

export interface CountedOperation {
  day: string;
  operationName: string;
  count: number;
}

/** Adds the counts in one statement: rows that exist grow, new ones are inserted. */
export async function addCounts(db: Executor, rows: readonly CountedOperation[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(apiCallCounts)
    .values([...rows])
    .onConflictDoUpdate({
      target: [apiCallCounts.day, apiCallCounts.operationName],
      set: { count: sql`${apiCallCounts.count} + excluded.count` },
    });
}

const inRange = (from: string, to: string, operationName?: string) =>
  and(
    gte(apiCallCounts.day, from),
    lte(apiCallCounts.day, to),
    operationName === undefined ? undefined : eq(apiCallCounts.operationName, operationName),
  );

/** Total per day within [from, to], days without calls left out. */
export async function countsByDay(
  db: Executor,
  range: { from: string; to: string; operationName?: string },
): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .select({ day: apiCallCounts.day, count: sum(apiCallCounts.count).mapWith(Number) })
    .from(apiCallCounts)
    .where(inRange(range.from, range.to, range.operationName))
    .groupBy(apiCallCounts.day)
    .orderBy(asc(apiCallCounts.day));
  return rows;
}

/** Total per operation within [from, to], most called first. */
export async function countsByOperation(
  db: Executor,
  range: { from: string; to: string; limit: number },
): Promise<{ operationName: string; count: number }[]> {
  const total = sum(apiCallCounts.count).mapWith(Number);
  return db
    .select({ operationName: apiCallCounts.operationName, count: total })
    .from(apiCallCounts)
    .where(inRange(range.from, range.to))
    .groupBy(apiCallCounts.operationName)
    .orderBy(desc(total), asc(apiCallCounts.operationName))
    .limit(range.limit);
}
