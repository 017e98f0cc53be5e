// The only file of feature flags that touches Drizzle for reading; writes go through the audit
// recorder (feature-flags.service.ts) so each one leaves its audit log entry.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { featureFlags, type FeatureFlagRow } from './feature-flags.tables.ts';

export async function listFlags(db: Executor): Promise<FeatureFlagRow[]> {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.key));
}

export async function findFlag(db: Executor, key: string): Promise<FeatureFlagRow | null> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
  return row ?? null;
}
