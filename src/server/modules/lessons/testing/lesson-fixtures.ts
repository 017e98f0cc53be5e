// Shared by the lessons integration tests: instructors (with a region and weekly hours, so a
// booking passes the slot rules), lesson types, meeting points and students holding minutes,
// made straight in the database (minutes bought through the ledger's API).
import { eq } from 'drizzle-orm';
import type { LessonTypeName } from '../../../../domain/lesson-type-names.ts';
import type { ProductType } from '../../../../domain/ledger/ledger-types.ts';
import { balancesByType } from '../../../../domain/ledger/ledger-state.ts';
import type { InstructorStatus } from '../../../../domain/scheduling/instructor-status.ts';
import type { Platform } from '../../../platform.ts';
import { instructorWeeklyHours } from '../../availability/availability.tables.ts';
import { instructors } from '../../instructors/instructors.tables.ts';
import { readLedger, recordPurchase } from '../../ledger/ledger.service.ts';
import { createProduct, createStudents, inDays } from '../../ledger/testing/ledger-fixtures.ts';
import { lessonTypes } from '../../lesson-types/lesson-types.tables.ts';
import { regions, superRegions } from '../../regions/regions.tables.ts';
import { squareRegionRow } from '../../regions/testing/region-rows.ts';
import { stateConfigs, stateMeetingPoints } from '../../state-configs/state-configs.tables.ts';

/** A weekly working span in the instructor's local clock (1 = Monday … 7 = Sunday). */
interface WeeklySpan {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/**
 * Every minute of every day: most lessons tests book at some hours from now, whatever the time
 * of day, and are not about availability. The tests of the slot rules give narrower hours.
 */
const ROUND_THE_CLOCK: readonly WeeklySpan[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  startMinute: 0,
  endMinute: 1440,
}));

/** South-west corner of the tests' region: central Austin, which holds every test pickup. */
const TEST_AREA_CORNER = { longitude: -97.8, latitude: 30.2 };
const TEST_REGION = 'Central Austin (tests)';

/** The region covering the tests' pickups, made on first use in this database. */
async function testRegion(platform: Platform): Promise<string> {
  const db = platform.db.db;
  const [found] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.name, TEST_REGION));
  if (found) return found.id;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Texas (tests)', state: 'TX' })
    .returning({ id: superRegions.id });
  const [region] = await db
    .insert(regions)
    .values(squareRegionRow(TEST_REGION, superRegion!.id, TEST_AREA_CORNER))
    .returning({ id: regions.id });
  return region!.id;
}

/**
 * An instructor in Texas (America/Chicago) serving the tests' region, so a booking passes the
 * slot rules: `weeklyHours` round the clock unless given; no base, no travel limits.
 */
export async function createInstructor(
  platform: Platform,
  values: {
    name: string;
    status?: InstructorStatus;
    userId?: string;
    state?: string;
    email?: string;
    weeklyHours?: readonly WeeklySpan[];
  },
): Promise<string> {
  const [row] = await platform.db.db
    .insert(instructors)
    .values({
      name: values.name,
      firstName: values.name.split(' ')[0]!,
      lastName: values.name.split(' ')[1] ?? 'Doe',
      timeZone: 'America/Chicago',
      usStateId: values.state ?? 'TX',
      status: values.status ?? 'Active',
      userId: values.userId ?? null,
      email: values.email ?? null,
      serviceRegionIds: [await testRegion(platform)],
    })
    .returning({ id: instructors.id });
  const spans = values.weeklyHours ?? ROUND_THE_CLOCK;
  await platform.db.db
    .insert(instructorWeeklyHours)
    .values(spans.map((span) => ({ instructorId: row!.id, ...span })));
  return row!.id;
}

export async function createLessonTypes(
  platform: Platform,
): Promise<Record<'Standard' | 'Shared' | 'RoadTest', string>> {
  const rows = await platform.db.db
    .insert(lessonTypes)
    .values([
      { name: 'Standard' as LessonTypeName, label: 'Standard', durationMinutes: 120 },
      { name: 'Shared' as LessonTypeName, label: 'Shared', durationMinutes: 120 },
      { name: 'RoadTest' as LessonTypeName, label: 'Road test', durationMinutes: 60 },
    ])
    .returning({ id: lessonTypes.id, name: lessonTypes.name });
  const of = (name: string) => rows.find((row) => row.name === name)!.id;
  return { Standard: of('Standard'), Shared: of('Shared'), RoadTest: of('RoadTest') };
}

export async function createMeetingPoint(
  platform: Platform,
  restrictedLessonTypes: LessonTypeName[],
): Promise<string> {
  const [row] = await platform.db.db
    .insert(stateMeetingPoints)
    .values({
      state: 'TX',
      address: '100 Congress Ave, Austin, TX',
      label: 'Downtown Austin',
      restrictedLessonTypes,
      latitude: 30.264,
      longitude: -97.743,
    })
    .returning({ id: stateMeetingPoints.id });
  return row!.id;
}

export async function setLatePolicy(
  platform: Platform,
  state: string,
  hours: number,
  feeCents: number,
) {
  await platform.db.db.insert(stateConfigs).values({
    state,
    longName: state,
    lateCancellationWindowHours: hours,
    lateCancellationFeeCents: feeCents,
  });
}

/** Students who each bought these quantities (per product type) through the ledger. */
export async function studentsHolding(
  platform: Platform,
  names: readonly string[],
  holdings: Partial<Record<ProductType, number>>,
): Promise<string[]> {
  const ids = await createStudents(platform.db.db, names);
  const products = new Map<string, string>();
  for (const type of Object.keys(holdings) as ProductType[])
    products.set(type, await createProduct(platform.db.db, `${type} ${names[0]}`, type));
  for (const [index, studentId] of ids.entries()) {
    await platform.db.transaction((tx) =>
      recordPurchase(
        tx,
        {
          idempotencyKey: `fixture-${index}`,
          studentId,
          items: Object.entries(holdings).map(([type, quantity]) => ({
            productId: products.get(type)!,
            quantity: quantity,
          })),
          paymentMethod: 'cash',
          amountCents: 1000,
          expiresAt: inDays(365),
        },
        { author: { id: null, name: 'Fixture' } },
      ),
    );
  }
  return ids;
}

export async function balance(platform: Platform, studentId: string, type: ProductType) {
  return balancesByType((await readLedger(platform, studentId)).state).get(type as never) ?? 0;
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
