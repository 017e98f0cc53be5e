// Our side of a sync check in set-based SQL, one batch of students (an id range) at a time.
// These must give the numbers of `syncQuantities` (src/domain/sync/sync-quantities.ts) over the
// ledger fold; sync-ledger-queries.int.test.ts checks that on a varied ledger.
import { sql, type SQL } from 'drizzle-orm';
import type { DayChange } from '../../../domain/sync/day-breakdown.ts';
import type { SyncQuantities } from '../../../domain/sync/sync-quantities.ts';
import type { Executor } from '../../db/client.ts';

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The school's days (SPEC §9: America/Los_Angeles is the only zone). */
const dayOf = (column: SQL) =>
  sql`to_char((${column} at time zone 'America/Los_Angeles')::date, 'YYYY-MM-DD')`;

/** An expiration that still stands: neither voided nor transferred to another student. */
const standingExpiration = sql`e.kind = 'expireProducts' and not exists (
  select 1 from ledger_entries s where s.reference_entry_id = e.id
  and s.kind in ('voidExpiration', 'transferExpiration'))`;

const MINUTE_TYPES = sql`('drivingMinute', 'observationMinute')`;

/** Students in [from, to] (by id) whose ledger has entries, with their quantities. */
export async function ledgerQuantities(
  db: Executor,
  from: string,
  to: string,
): Promise<Map<string, SyncQuantities>> {
  const found = await rows<{
    student_id: string;
    driving: string | null;
    observation: string | null;
    funds: string | null;
    expired: string | null;
  }>(
    db,
    sql`with funds as (
        select student_id, sum(amount_cents) as funds from ledger_entries
        where student_id between ${from} and ${to} group by student_id),
      minutes as (
        select student_id,
          sum(quantity) filter (where product_type = 'drivingMinute') as driving,
          sum(quantity) filter (where product_type = 'observationMinute') as observation
        from ledger_lines where student_id between ${from} and ${to} group by student_id),
      expired as (
        select e.student_id, -sum(l.quantity) as expired
        from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where e.student_id between ${from} and ${to} and l.product_type in ${MINUTE_TYPES}
          and ${standingExpiration}
        group by e.student_id)
      select f.student_id, m.driving, m.observation, f.funds, x.expired
      from funds f left join minutes m using (student_id) left join expired x using (student_id)`,
  );
  return new Map(
    found.map((row) => [
      row.student_id,
      {
        drivingMinute: Number(row.driving ?? 0),
        observationMinute: Number(row.observation ?? 0),
        fundsCents: Number(row.funds ?? 0),
        expiredMinutes: Number(row.expired ?? 0),
      },
    ]),
  );
}

export type BreakdownQuantity = 'drivingMinute' | 'observationMinute' | 'funds' | 'expired';

/** Per student, per quantity, the net change of each day in our ledger. */
export async function ledgerDays(
  db: Executor,
  studentIds: readonly string[],
): Promise<Map<string, Record<BreakdownQuantity, DayChange[]>>> {
  const result = new Map<string, Record<BreakdownQuantity, DayChange[]>>();
  if (studentIds.length === 0) return result;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rows<{
    student_id: string;
    quantity: BreakdownQuantity;
    day: string;
    change: string;
  }>(
    db,
    sql`select e.student_id, 'funds' as quantity, ${dayOf(sql`e.created_at`)} as day, sum(e.amount_cents) as change
        from ledger_entries e where e.student_id in (${ids}) group by 1, 2, 3
      union all
      select e.student_id, l.product_type, ${dayOf(sql`e.created_at`)}, sum(l.quantity)
        from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where e.student_id in (${ids}) and l.product_type in ${MINUTE_TYPES} group by 1, 2, 3
      union all
      select e.student_id, 'expired', ${dayOf(sql`e.created_at`)}, -sum(l.quantity)
        from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where e.student_id in (${ids}) and l.product_type in ${MINUTE_TYPES} and ${standingExpiration}
        group by 1, 2, 3`,
  );
  for (const row of found) {
    const days = result.get(row.student_id) ?? {
      drivingMinute: [],
      observationMinute: [],
      funds: [],
      expired: [],
    };
    const change = Number(row.change);
    if (change !== 0) days[row.quantity].push({ day: row.day, change });
    result.set(row.student_id, days);
  }
  return result;
}
