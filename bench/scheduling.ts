// The slot search at the size of a large school: 500 instructors over ten regions, each with
// weekly hours (Monday to Saturday), a daily meal break, some days off and 8 weeks of lessons
// (4 behind, 4 ahead, about 29,000). Measures `searchSlotsIn` for one pickup point over 14 days,
// the way the API calls it (target p95 ≤ 50 ms), then the back office's instructors list through
// GraphQL (bench/instructors-list.ts, target p95 ≤ 30 ms). Runs on PostgreSQL: DATABASE_URL names the
// bench database (re-created on each run), by default roadready_bench_scheduling on the local
// server.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { instructors } from '../src/server/modules/instructors/instructors.tables.ts';
import { lessonTypes } from '../src/server/modules/lesson-types/lesson-types.tables.ts';
import { regionsRepository } from '../src/server/modules/regions/regions.repository.ts';
import { superRegions } from '../src/server/modules/regions/regions.tables.ts';
import { squareGeometry } from '../src/server/modules/regions/testing/region-rows.ts';
import { searchSlotsIn } from '../src/server/modules/slot-search/slot-search.service.ts';
import { ColumnBuffer, insertColumns } from './data/bulk-insert.ts';
import { LIST_TARGET_P95_MS, measureInstructorsList } from './instructors-list.ts';
import { seededRandom, type Random } from './data/random.ts';
import { describeMachine, percentile, printTable, timed } from './lib/measure.ts';

export const TARGET_P95_MS = 50;
const INSTRUCTORS = 500;
const SEARCHES = 200;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/roadready_bench_scheduling';
/** Ten regions of 0.2° squares around Los Angeles, five columns by two rows. */
const WEST = -118.7;
const SOUTH = 33.8;
const SIZE = 0.2;
const DAY_MS = 86_400_000;

interface Seeded {
  regionCorners: { longitude: number; latitude: number }[];
  lessonTypeId: string;
  lessons: number;
}

async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected bench database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

const pointIn = (random: Random, corner: { longitude: number; latitude: number }) => ({
  lat: corner.latitude + random.next() * SIZE,
  lng: corner.longitude + random.next() * SIZE,
});

/** Midnight UTC of the Monday of this week, the dataset's anchor. */
function thisMonday(): number {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  return today - weekday * DAY_MS;
}

async function seed(handle: DbHandle, url: string, random: Random): Promise<Seeded> {
  const db = handle.db;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Los Angeles', state: 'CA' })
    .returning();
  const regionCorners: Seeded['regionCorners'] = [];
  const regionIds: string[] = [];
  for (let column = 0; column < 5; column++) {
    for (let row = 0; row < 2; row++) {
      const corner = { longitude: WEST + column * SIZE, latitude: SOUTH + row * SIZE };
      const regionId = await regionsRepository.insert(db, {
        name: `Area ${column}-${row}`,
        superRegionId: superRegion!.id,
        geometry: squareGeometry(corner.longitude, corner.latitude, SIZE),
      });
      regionCorners.push(corner);
      regionIds.push(regionId);
    }
  }
  const [lessonType] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Standard lesson', durationMinutes: 120 })
    .returning();

  // Each instructor lives in one region and also takes pickups in the neighbouring ones.
  const homes = Array.from({ length: INSTRUCTORS }, (_, index) => index % regionIds.length);
  const rows = await db
    .insert(instructors)
    .values(
      homes.map((home, index) => {
        const base = pointIn(random, regionCorners[home]!);
        const neighbours = regionIds.filter((_, other) => Math.abs(other - home) <= 2);
        return {
          name: `Instructor ${index}`,
          firstName: 'Bench',
          lastName: `Instructor ${index}`,
          timeZone: 'America/Los_Angeles',
          usStateId: 'CA',
          status: index % 25 === 0 ? ('Inactive' as const) : ('Active' as const),
          serviceRegionIds: neighbours,
          baseLatitude: base.lat,
          baseLongitude: base.lng,
          maxBaseTravelMinutes: random.pick([45, 60, 90, null]),
          maxBetweenTravelMinutes: random.pick([30, 45, null]),
        };
      }),
    )
    .returning({ id: instructors.id });

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  try {
    const hours = new ColumnBuffer([
      ['instructor_id', 'uuid'],
      ['weekday', 'int4'],
      ['start_minute', 'int4'],
      ['end_minute', 'int4'],
    ]);
    const breaks = new ColumnBuffer([
      ['instructor_id', 'uuid'],
      ['weekday', 'int4'],
      ['start_minute', 'int4'],
      ['end_minute', 'int4'],
      ['kind', 'text'],
    ]);
    const offs = new ColumnBuffer([
      ['instructor_id', 'uuid'],
      ['date', 'date'],
      ['is_available', 'bool'],
    ]);
    const lessons = new ColumnBuffer([
      ['instructor_id', 'uuid'],
      ['lesson_type_id', 'uuid'],
      ['start_time', 'timestamptz'],
      ['end_time', 'timestamptz'],
      ['duration_minutes', 'int4'],
      ['pickup_latitude', 'float8'],
      ['pickup_longitude', 'float8'],
    ]);
    const monday = thisMonday();
    rows.forEach(({ id }, index) => {
      const start = random.pick([7 * 60, 8 * 60, 9 * 60]);
      for (let weekday = 1; weekday <= 6; weekday++) {
        hours.push([id, weekday, start, start + 10 * 60]);
        breaks.push([id, weekday, 12 * 60, 12 * 60 + 30, 'MEAL_BREAK']);
      }
      for (let week = -4; week < 4; week++) {
        const dayOff = random.int(0, 5);
        offs.push([
          id,
          new Date(monday + (week * 7 + dayOff) * DAY_MS).toISOString().slice(0, 10),
          false,
        ]);
        for (let day = 0; day < 6; day++) {
          if (day === dayOff) continue;
          // Up to two two-hour lessons a day, morning and afternoon (Pacific time is UTC−7/−8:
          // +8 h lands on or an hour after the local time).
          for (const localHour of [start / 60, start / 60 + 6].filter(() => random.chance(0.6))) {
            const at = monday + (week * 7 + day) * DAY_MS + (localHour + 8) * 3_600_000;
            const pickup = pointIn(random, regionCorners[homes[index]!]!);
            lessons.push([
              id,
              lessonType!.id,
              new Date(at),
              new Date(at + 2 * 3_600_000),
              120,
              pickup.lat,
              pickup.lng,
            ]);
          }
        }
      }
    });
    const count = lessons.length;
    await insertColumns(client, 'instructor_weekly_hours', hours.columns, hours.values);
    await insertColumns(client, 'instructor_breaks', breaks.columns, breaks.values);
    await insertColumns(client, 'instructor_availability_exceptions', offs.columns, offs.values);
    for (const chunk of lessons.take(10_000))
      await insertColumns(client, 'lessons', lessons.columns, chunk);
    await client.query('analyze');
    return { regionCorners, lessonTypeId: lessonType!.id, lessons: count };
  } finally {
    client.release();
    await pool.end();
  }
}

export async function runSchedulingBenchmark(): Promise<{ passed: boolean }> {
  console.log(describeMachine());
  const url = process.env['DATABASE_URL'] || DEFAULT_URL;
  await recreateDatabase(url);
  const handle = await openDatabase({ url });
  try {
    await runMigrations(handle);
    const random = seededRandom(2026);
    const seeded = await timed(() => seed(handle, url, random));
    console.log(
      `seeded ${INSTRUCTORS} instructors and ${seeded.value.lessons} lessons in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const { regionCorners, lessonTypeId } = seeded.value;
    const search = (pickup: { lat: number; lng: number }, dayOffset: number) => {
      const from = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + dayOffset * DAY_MS);
      return searchSlotsIn(handle.db, {
        pickup,
        lessonTypeId,
        from,
        to: new Date(from.getTime() + 14 * DAY_MS),
      });
    };
    // One pickup point (the centre of a middle region) over 14 days, then points all around.
    const centre = {
      lat: regionCorners[4]!.latitude + SIZE / 2,
      lng: regionCorners[4]!.longitude + SIZE / 2,
    };
    for (let i = 0; i < 10; i++) await search(centre, 0); // warm-up
    const measureAt = async (points: () => { lat: number; lng: number }) => {
      const times: number[] = [];
      let slots = 0;
      let offers = 0;
      for (let i = 0; i < SEARCHES; i++) {
        const { ms, value } = await timed(() => search(points(), i % 7));
        times.push(ms);
        slots += value.slots.length;
        offers += value.slots.reduce((sum, slot) => sum + slot.instructors.length, 0);
      }
      return {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        slots: slots / SEARCHES,
        offers: offers / SEARCHES,
      };
    };
    const one = await measureAt(() => centre);
    const spread = await measureAt(() => pointIn(random, random.pick(regionCorners)));
    const candidates = await handle.db.execute(
      sql`select count(*)::int as n from instructors where status = 'Active' and service_region_ids @> array[(select id from regions where name = 'Area 2-0')]::uuid[]`,
    );
    printTable([
      ['search (14 days)', 'searches', 'starts', 'offers', 'p50 ms', 'p95 ms', 'max ms'],
      ...[
        ['one pickup point', one],
        ['random points', spread],
      ].map(([label, r]) => {
        const result = r as typeof one;
        return [
          label as string,
          String(SEARCHES),
          result.slots.toFixed(0),
          result.offers.toFixed(0),
          result.p50.toFixed(1),
          result.p95.toFixed(1),
          result.max.toFixed(1),
        ];
      }),
    ]);
    console.log(
      `candidate instructors for the centre's region: ${JSON.stringify((candidates as { rows: unknown[] }).rows[0])}`,
    );
    const lists = await measureInstructorsList(url, random, INSTRUCTORS);
    printTable([
      ['instructors list (GraphQL)', 'requests', 'rows', 'p50 ms', 'p95 ms', 'max ms'],
      ...lists.map((r) => [
        r.label,
        '200',
        r.rows.toFixed(0),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.max.toFixed(1),
      ]),
    ]);
    console.log(
      `load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    return {
      passed:
        one.p95 <= TARGET_P95_MS &&
        spread.p95 <= TARGET_P95_MS &&
        lists.every((r) => r.p95 <= LIST_TARGET_P95_MS),
    };
  } finally {
    await handle.close();
  }
}
