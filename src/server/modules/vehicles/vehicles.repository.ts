// The only code that touches the vehicles table (writes go through the audit recorder).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { vehicles, type VehicleRow } from './vehicles.tables.ts';

export const vehiclesRepository = {
  async list(
    db: Executor,
    window: PageWindow,
  ): Promise<{ rows: VehicleRow[]; totalCount: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(vehicles)
        .orderBy(asc(sql`lower(${vehicles.name})`), asc(vehicles.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(vehicles),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  },

  async findById(db: Executor, id: string): Promise<VehicleRow | null> {
    const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
    return row ?? null;
  },

  /** Another vehicle already using this name (any case) or telematics id. */
  async clash(
    db: Executor,
    values: { id: string | null; name: string; samsaraId: string | null },
  ): Promise<'name' | 'samsaraId' | null> {
    const others = values.id ? ne(vehicles.id, values.id) : undefined;
    const [byName] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(sql`lower(${vehicles.name}) = lower(${values.name})`, others));
    if (byName) return 'name';
    if (!values.samsaraId) return null;
    const [bySamsara] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.samsaraId, values.samsaraId), others));
    return bySamsara ? 'samsaraId' : null;
  },

  /** Instructor records not retired, by name: who can be given a vehicle. */
  async instructors(db: Executor): Promise<{ id: string; name: string }[]> {
    return db
      .select({ id: instructors.id, name: instructors.name })
      .from(instructors)
      .where(ne(instructors.status, 'Retired'))
      .orderBy(asc(instructors.name), asc(instructors.id));
  },
};
