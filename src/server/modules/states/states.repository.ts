// The only code that touches the us_states table.
import { asc, sql } from 'drizzle-orm';
import type { UsState } from '../../../domain/us-states.ts';
import type { Executor } from '../../db/client.ts';
import { usStates, type UsStateRow } from './states.tables.ts';

/** Inserts the list, or brings existing rows in line with it (names and supported flags). */
export async function upsertUsStates(db: Executor, states: readonly UsState[]): Promise<void> {
  if (states.length === 0) return;
  await db
    .insert(usStates)
    .values(states.map(({ code, name, isSupported }) => ({ code, name, isSupported })))
    .onConflictDoUpdate({
      target: usStates.code,
      set: { name: sql`excluded.name`, isSupported: sql`excluded.is_supported` },
    });
}

export async function listUsStates(db: Executor): Promise<UsStateRow[]> {
  return db.select().from(usStates).orderBy(asc(usStates.code));
}
