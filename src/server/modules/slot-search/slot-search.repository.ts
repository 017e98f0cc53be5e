// The reads the slot search needs — the candidates and all their schedules in one statement,
// whatever the number of instructors — and the transient-slot writes.
import { and, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '../../../domain/scheduling/travel-time.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { transientSlots, type TransientSlotRow } from '../lessons/lessons.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';

/** Each table's rows as comma-separated numbers (null: no rows); see `scheduleListsSql`. */
export interface ScheduleLists {
  hours: string | null;
  breaks: string | null;
  exceptions: string | null;
  busy: string | null;
}

export interface CandidateInstructor {
  id: string;
  name: string;
  title: string;
  timeZone: string;
  baseLatitude: number | null;
  baseLongitude: number | null;
  maxBaseTravelMinutes: number | null;
  maxBetweenTravelMinutes: number | null;
}

const candidateColumns = {
  id: instructors.id,
  name: instructors.name,
  title: instructors.title,
  timeZone: instructors.timeZone,
  baseLatitude: instructors.baseLatitude,
  baseLongitude: instructors.baseLongitude,
  maxBaseTravelMinutes: instructors.maxBaseTravelMinutes,
  maxBetweenTravelMinutes: instructors.maxBetweenTravelMinutes,
};

/** The instants a schedule read covers, and the holds and lesson it leaves out. */
export interface ScheduleReadWindow {
  low: Date;
  high: Date;
  now: Date;
  ignoreHoldId: string | null;
  /** A user whose holds are left out: the booker's own holds do not stand in their way. */
  ignoreHoldsOf: string | null;
  excludeLessonId: string | null;
}

/** A candidate as `candidatesWithSchedules` returns it (see there). */
export type CandidateRow = [
  id: string,
  name: string,
  title: string,
  timeZone: string,
  baseLatitude: number | null,
  baseLongitude: number | null,
  maxBaseTravelMinutes: number | null,
  maxBetweenTravelMinutes: number | null,
];

/**
 * The schedules of the instructors of a CTE `c(id, n)`, each table as one flat list of numbers
 * (JSON text without the brackets) whose first field is the instructor's `n`: weekly hours
 * `n, weekday, start, end`; breaks `n, weekday, start, end, isMeal`; exceptions on dates in
 * [low, high] `n, day, start, end, isAvailable` (day: days since 1970-01-01, minutes null for a
 * whole day); busy intervals `n, start, end, lat, lng` in epoch minutes — lessons not cancelled
 * (at their pickup or meeting point) and unexpired holds overlapping [low, high).
 *
 * Why this shape (docs/benchmarks.md "Scheduling"): hash joins instead of four subqueries per
 * instructor, `date_part` (float) instead of `extract` (numeric) for the epoch, and plain text
 * instead of a JSON value per row. Lessons are found through the no-double-booking GiST index on
 * (instructor, time range), so a search reads the lessons of its window and not every earlier
 * lesson of each instructor.
 */
function scheduleListsSql(window: ScheduleReadWindow): SQL {
  const lowDate = window.low.toISOString().slice(0, 10);
  const highDate = window.high.toISOString().slice(0, 10);
  const low = sql`${window.low.toISOString()}::timestamptz`;
  const high = sql`${window.high.toISOString()}::timestamptz`;
  const minute = (column: SQL) => sql`floor(date_part('epoch', ${column}) / 60)::int::text`;
  const minuteUp = (column: SQL) => sql`ceil(date_part('epoch', ${column}) / 60)::int::text`;
  const orNull = (value: SQL) => sql`coalesce(${value}::text, 'null')`;
  return sql`
    (select string_agg(c.n::text || ',' || h.weekday::text || ',' || h.start_minute::text
          || ',' || h.end_minute::text, ',')
      from instructor_weekly_hours h join c on c.id = h.instructor_id) as hours,
    (select string_agg(c.n::text || ',' || b.weekday::text || ',' || b.start_minute::text
          || ',' || b.end_minute::text || ',' || (b.kind = 'MEAL_BREAK')::int::text, ',')
      from instructor_breaks b join c on c.id = b.instructor_id) as breaks,
    (select string_agg(c.n::text || ',' || (e.date - date '1970-01-01')::text
          || ',' || ${orNull(sql`e.start_minute`)} || ',' || ${orNull(sql`e.end_minute`)}
          || ',' || e.is_available::int::text, ',')
      from instructor_availability_exceptions e join c on c.id = e.instructor_id
      where e.date between ${lowDate}::date and ${highDate}::date) as exceptions,
    (select string_agg(busy.n::text || ',' || busy.start_minute || ',' || busy.end_minute
          || ',' || ${orNull(sql`busy.lat`)} || ',' || ${orNull(sql`busy.lng`)}, ',')
      from (
        select c.n, ${minute(sql`l.start_time`)} as start_minute,
            ${minuteUp(sql`l.end_time`)} as end_minute,
            coalesce(l.pickup_latitude, m.latitude) as lat,
            coalesce(l.pickup_longitude, m.longitude) as lng
          from lessons l join c on c.id = l.instructor_id
            left join state_meeting_points m on m.id = l.location_id
          where l.cancelled_at is null
            and tstzrange(l.start_time, l.end_time, '[)') && tstzrange(${low}, ${high}, '[)')
            and l.id is distinct from ${window.excludeLessonId}::uuid
        union all
        select c.n, ${minute(sql`t.start_time`)}, ${minuteUp(sql`t.end_time`)},
            t.pickup_latitude, t.pickup_longitude
          from transient_slots t join c on c.id = t.instructor_id
          where t.expires_at > ${window.now.toISOString()}::timestamptz
            and t.start_time < ${high} and t.end_time > ${low}
            and t.id is distinct from ${window.ignoreHoldId}::uuid
            and (${window.ignoreHoldsOf}::text is null or t.held_by_id is distinct from ${window.ignoreHoldsOf}::text)
      ) busy) as busy`;
}

function listsOf(row: Partial<ScheduleLists> | undefined): ScheduleLists {
  return {
    hours: row?.hours ?? null,
    breaks: row?.breaks ?? null,
    exceptions: row?.exceptions ?? null,
    busy: row?.busy ?? null,
  };
}

export const slotSearchRepository = {
  async lessonType(db: Executor, id: string) {
    const [row] = await db
      .select({
        id: lessonTypes.id,
        name: lessonTypes.name,
        durationMinutes: lessonTypes.durationMinutes,
      })
      .from(lessonTypes)
      .where(eq(lessonTypes.id, id));
    return row ?? null;
  },

  async meetingPoint(db: Executor, id: string) {
    const [row] = await db.select().from(stateMeetingPoints).where(eq(stateMeetingPoints.id, id));
    return row ?? null;
  },

  async instructor(db: Executor, id: string, options: { lock: boolean }) {
    const query = db
      .select({
        ...candidateColumns,
        status: instructors.status,
        serviceRegionIds: instructors.serviceRegionIds,
      })
      .from(instructors)
      .where(eq(instructors.id, id));
    // The booking transaction serialises bookings of one instructor on this row lock.
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /**
   * The schedules of `ids` (their order numbers the lists' rows); see `scheduleListsSql`. The
   * booking recheck reads one instructor this way.
   */
  async schedules(
    db: Executor,
    ids: readonly string[],
    window: ScheduleReadWindow,
  ): Promise<ScheduleLists> {
    // The ids come from the instructors table (uuids): an array literal is safe and keeps the
    // statement text the same for any number of them, on both drivers.
    const result = await db.execute(sql`
      with c as (
        select id, (n - 1)::int as n
          from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as c(id, n))
      select ${scheduleListsSql(window)}`);
    return listsOf((result as { rows: Partial<ScheduleLists>[] }).rows[0]);
  },

  /**
   * The search's candidates and their schedules in one statement: Active instructors taking
   * pickups in the region whose base may be within their limit of the pickup, as a JSON array
   * of `[id, name, title, timeZone, baseLatitude, baseLongitude, maxBaseTravelMinutes,
   * maxBetweenTravelMinutes]` in id order (the lists' first field indexes it). The base test here
   * keeps every instructor the exact rule keeps (travel-time.ts, applied afterwards by
   * loadCandidateSchedules): it allows a minute more than the limit, far above any difference
   * between the database's floating point and the server's.
   */
  async candidatesWithSchedules(
    db: Executor,
    search: { regionId: string; pickup: LatLng; kmPerMinute: number; earthRadiusKm: number },
    window: ScheduleReadWindow,
  ): Promise<ScheduleLists & { candidates: CandidateRow[] }> {
    const { pickup } = search;
    const lat = sql`${pickup.lat}::float8`;
    const lng = sql`${pickup.lng}::float8`;
    const halfSine = (degrees: SQL) => sql`power(sin(radians(${degrees}) / 2), 2)`;
    const baseKm = sql`2 * ${search.earthRadiusKm}::float8 * asin(least(1, sqrt(
      ${halfSine(sql`i.base_latitude - ${lat}`)}
      + cos(radians(i.base_latitude)) * cos(radians(${lat})) * ${halfSine(sql`i.base_longitude - ${lng}`)})))`;
    const result = await db.execute(sql`
      with c as (
        select i.id, (row_number() over (order by i.id) - 1)::int as n, i.name, i.title,
            i.time_zone, i.base_latitude, i.base_longitude, i.max_base_travel_minutes,
            i.max_between_travel_minutes
          from instructors i
          where i.status = 'Active'
            and i.service_region_ids @> array[${search.regionId}::uuid]
            and (i.max_base_travel_minutes is null or i.base_latitude is null
              or i.base_longitude is null
              or ${baseKm} <= ${search.kmPerMinute}::float8 * (i.max_base_travel_minutes + 1)))
      select
        (select json_agg(json_build_array(c.id, c.name, c.title, c.time_zone, c.base_latitude,
              c.base_longitude, c.max_base_travel_minutes, c.max_between_travel_minutes)
            order by c.n)
          from c) as candidates,
        ${scheduleListsSql(window)}`);
    const row = (result as { rows: (Partial<ScheduleLists> & { candidates?: CandidateRow[] })[] })
      .rows[0];
    return { candidates: row?.candidates ?? [], ...listsOf(row) };
  },

  holdsBetween(db: Executor, from: Date, to: Date, now: Date): Promise<TransientSlotRow[]> {
    return db
      .select()
      .from(transientSlots)
      .where(
        and(
          gt(transientSlots.expiresAt, now),
          lt(transientSlots.startTime, to),
          gt(transientSlots.endTime, from),
        ),
      )
      .orderBy(transientSlots.startTime, transientSlots.id);
  },

  async insertHold(
    db: Executor,
    values: typeof transientSlots.$inferInsert,
  ): Promise<TransientSlotRow> {
    const [row] = await db.insert(transientSlots).values(values).returning();
    return row!;
  },

  async findHold(db: Executor, id: string): Promise<TransientSlotRow | null> {
    const [row] = await db.select().from(transientSlots).where(eq(transientSlots.id, id));
    return row ?? null;
  },

  async deleteHold(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(transientSlots)
      .where(eq(transientSlots.id, id))
      .returning({ id: transientSlots.id });
    return rows.length > 0;
  },

  async deleteExpiredHolds(db: Executor, now: Date): Promise<number> {
    const rows = await db
      .delete(transientSlots)
      .where(lte(transientSlots.expiresAt, now))
      .returning({ id: transientSlots.id });
    return rows.length;
  },
};
