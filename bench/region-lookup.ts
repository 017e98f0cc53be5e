// The quote's region lookup at the size of a large school: 2,000 regions (irregular 24-corner
// polygons tiling the continental US, plus 200 larger regions overlapping them), then
// `findRegionAt` for 2,000 random points, called the way the quote calls it. Target: p95 ≤ 10 ms.
// Runs on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL names a server.
import { sql } from 'drizzle-orm';
import type { AreaGeometry, Position } from '../src/domain/geo/geometry.ts';
import { openDatabase, type DbHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { regionsRepository } from '../src/server/modules/regions/regions.repository.ts';
import { findRegionAt } from '../src/server/modules/regions/regions.service.ts';
import { superRegions } from '../src/server/modules/regions/regions.tables.ts';
import { createScratchDatabase } from '../src/server/testing/test-database.ts';
import { seededRandom, type Random } from './data/random.ts';
import { describeMachine, percentile, printTable, timed } from './lib/measure.ts';

export const TARGET_P95_MS = 10;
const COLUMNS = 50;
const ROWS = 36;
const OVERLAPPING = 200;
const LOOKUPS = 2_000;
const WEST = -125;
const SOUTH = 25;
const CELL_WIDTH = 58 / COLUMNS;
const CELL_HEIGHT = 24 / ROWS;

/** A star-shaped polygon (never crossing itself) of 24 corners around a centre. */
function blob(random: Random, lon: number, lat: number, rx: number, ry: number): AreaGeometry {
  const ring: Position[] = [];
  for (let i = 0; i < 24; i++) {
    const angle = (i / 24) * 2 * Math.PI;
    const reach = 0.6 + 0.4 * random.next();
    ring.push([lon + Math.cos(angle) * rx * reach, lat + Math.sin(angle) * ry * reach]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The 2,000 regions of this benchmark (also the quote benchmark's): a grid of cells over the
 * continental US plus larger overlapping "metro" regions, in a repeatable order.
 */
export function* generatedRegions(
  random: Random,
): Generator<{ name: string; geometry: AreaGeometry }> {
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      const lon = WEST + (column + 0.5) * CELL_WIDTH;
      const lat = SOUTH + (row + 0.5) * CELL_HEIGHT;
      yield {
        name: `Cell ${column}-${row}`,
        geometry: blob(random, lon, lat, CELL_WIDTH / 2, CELL_HEIGHT / 2),
      };
    }
  }
  for (let index = 0; index < OVERLAPPING; index++) {
    const lon = WEST + random.next() * 58;
    const lat = SOUTH + random.next() * 24;
    yield {
      name: `Metro ${index}`,
      geometry: blob(random, lon, lat, CELL_WIDTH * 2, CELL_HEIGHT * 2),
    };
  }
}

/** A random point in the area the generated regions cover (some fall between them). */
export const randomPoint = (random: Random) => ({
  longitude: WEST + random.next() * 58,
  latitude: SOUTH + random.next() * 24,
});

async function seed(handle: DbHandle, random: Random): Promise<number> {
  const db = handle.db;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Bench', state: 'CA' })
    .returning({ id: superRegions.id });
  let count = 0;
  await handle.transaction(async (tx) => {
    for (const region of generatedRegions(random)) {
      await regionsRepository.insert(tx, { ...region, superRegionId: superRegion!.id });
      count++;
    }
  });
  await db.execute(sql`analyze regions`);
  return count;
}

async function measure(label: string, handle: DbHandle) {
  const random = seededRandom(2026);
  const regionCount = await seed(handle, random);
  const points = Array.from({ length: LOOKUPS }, () => randomPoint(random));
  for (const point of points.slice(0, 100)) await findRegionAt(handle.db, point); // warm-up
  const times: number[] = [];
  let found = 0;
  for (const point of points) {
    const { ms, value } = await timed(() => findRegionAt(handle.db, point));
    times.push(ms);
    if (value) found++;
  }
  const plan = await handle.db.execute(
    sql`explain select id from regions where bounding_box @> box(point(-100, 40), point(-100, 40))`,
  );
  const planText = (plan as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row)[0])
    .join(' | ');
  return {
    label,
    regionCount,
    found,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    plan: planText,
  };
}

export async function runRegionLookupBenchmark(): Promise<{ passed: boolean }> {
  console.log(describeMachine());
  const results = [];
  const pglite = await openDatabase({ dataDir: null });
  try {
    await runMigrations(pglite);
    results.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (process.env['TEST_DATABASE_URL']) {
    const scratch = await createScratchDatabase();
    const postgres = await openDatabase({ url: scratch.url });
    try {
      await runMigrations(postgres);
      results.push(await measure('PostgreSQL', postgres));
    } finally {
      await postgres.close();
      await scratch.drop();
    }
  }
  printTable([
    ['database', 'regions', 'lookups', 'found', 'p50 ms', 'p95 ms', 'max ms'],
    ...results.map((result) => [
      result.label,
      String(result.regionCount),
      String(LOOKUPS),
      String(result.found),
      result.p50.toFixed(2),
      result.p95.toFixed(2),
      result.max.toFixed(2),
    ]),
  ]);
  for (const result of results) console.log(`${result.label} plan: ${result.plan}`);
  return { passed: results.every((result) => result.p95 <= TARGET_P95_MS) };
}
