// The slot search on the database: weekly hours, exceptions, lessons, holds, coverage and
// status decide the answer; holds expire and the cleanup removes them; the booking recheck
// refuses a taken slot and an instructor who does not serve the pickup. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/auth.service.ts';
import { SLOT_REFUSALS } from '../../../domain/scheduling/slot-engine.ts';
import { AppError } from '../../graphql/errors.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  instructorAvailabilityExceptions,
  instructorWeeklyHours,
} from '../availability/availability.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import { squareRegionRow } from '../regions/testing/region-rows.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { assertSlotBookable, searchSlots } from './slot-search.service.ts';
import {
  deleteExpiredHolds,
  holdSlot,
  listTransientSlots,
  releaseSlot,
} from './transient-slots.service.ts';

const PICKUP = { lat: 34.05, lng: -118.25 };
const MONDAY = '2027-01-11';
const NOW = new Date('2027-01-10T12:00:00Z');
/** Pacific wall clock in January (UTC−8). */
const pacific = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

let server: TestServer;
let viewer: Viewer;
let regionId: string;
let lessonTypeId: string;
let restrictedPointId: string;
const ids: Record<'open' | 'inactive' | 'elsewhere' | 'far', string> = {
  open: '',
  inactive: '',
  elsewhere: '',
  far: '',
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const account = await signUpAndSignIn(server, {
    email: 'rosa@school.test',
    password: 'slot-search-password',
    name: 'Rosa',
    roles: ['RegionalManager'],
  });
  viewer = { userId: account.userId, roles: ['RegionalManager'] } as Viewer;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Southern California', state: 'CA' })
    .returning();
  const [region, other] = await db
    .insert(regions)
    .values([
      squareRegionRow('Downtown LA', superRegion!.id, { longitude: -118.3, latitude: 34.0 }),
      squareRegionRow('Bay Area', superRegion!.id, { longitude: -122.3, latitude: 37.8 }),
    ])
    .returning();
  regionId = region!.id;
  const [type] = await db
    .insert(lessonTypes)
    .values({ name: 'OneHour', label: 'One hour', durationMinutes: 60 })
    .returning();
  lessonTypeId = type!.id;
  const [point] = await db
    .insert(stateMeetingPoints)
    .values({
      state: 'CA',
      address: '1 Main St',
      label: 'DMV lot',
      restrictedLessonTypes: ['OneHour'],
      latitude: 34.06,
      longitude: -118.24,
    })
    .returning();
  restrictedPointId = point!.id;

  const instructor = (name: string, values: Partial<typeof instructors.$inferInsert>) => ({
    name,
    firstName: name,
    lastName: 'Test',
    timeZone: 'America/Los_Angeles',
    usStateId: 'CA',
    serviceRegionIds: [regionId],
    baseLatitude: PICKUP.lat,
    baseLongitude: PICKUP.lng,
    ...values,
  });
  const rows = await db
    .insert(instructors)
    .values([
      instructor('Open', {}),
      instructor('Inactive', { status: 'Inactive' }),
      instructor('Elsewhere', { serviceRegionIds: [other!.id] }),
      instructor('Far', { baseLatitude: PICKUP.lat + 0.4, maxBaseTravelMinutes: 30 }),
    ])
    .returning();
  [ids.open, ids.inactive, ids.elsewhere, ids.far] = rows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
  ];
  await db.insert(instructorWeeklyHours).values(
    rows.flatMap((row) =>
      [1, 2, 3, 4, 5].map((weekday) => ({
        instructorId: row.id,
        weekday,
        startMinute: 540,
        endMinute: 720,
      })),
    ),
  );
  // Tuesday off for the open instructor.
  await db
    .insert(instructorAvailabilityExceptions)
    .values({ instructorId: ids.open, date: '2027-01-12', isAvailable: false });
  await db.insert(lessons).values({
    instructorId: ids.open,
    lessonTypeId,
    startTime: pacific(MONDAY, '10:00'),
    endTime: pacific(MONDAY, '11:00'),
    durationMinutes: 60,
    pickupLatitude: PICKUP.lat,
    pickupLongitude: PICKUP.lng,
  });
});

afterAll(async () => {
  await server?.stop();
});

const search = (now = NOW, from = pacific(MONDAY, '00:00'), to = pacific('2027-01-13', '00:00')) =>
  searchSlots(server.platform, { pickup: PICKUP, lessonTypeId, from, to, now });

const times = (result: Awaited<ReturnType<typeof search>>) =>
  result.slots.map((slot) => [
    slot.startTime.toISOString(),
    slot.instructors.map((i) => i.name).join(','),
  ]);

const iso = (date: string, time: string) => pacific(date, time).toISOString();

describe('slot search', () => {
  it('offers the active, covering instructor’s weekly hours around the lesson, not on the day off', async () => {
    const result = await search();
    expect(result.regionId).toBe(regionId);
    expect(times(result)).toEqual([
      [iso(MONDAY, '09:00'), 'Open'],
      [iso(MONDAY, '11:00'), 'Open'],
    ]);
  });

  it('finds nothing outside coverage and refuses a restricted meeting point', async () => {
    const outside = await searchSlots(server.platform, {
      pickup: { lat: 40, lng: -100 },
      lessonTypeId,
      from: pacific(MONDAY, '00:00'),
      to: pacific('2027-01-13', '00:00'),
      now: NOW,
    });
    expect(outside).toMatchObject({ regionId: null, slots: [] });
    const refused = searchSlots(server.platform, {
      pickup: { meetingPointId: restrictedPointId },
      lessonTypeId,
      from: pacific(MONDAY, '00:00'),
      to: pacific('2027-01-13', '00:00'),
    });
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'pickup.meetingPointId' }],
    });
  });

  it('holds a slot for ten minutes; the cleanup job removes it once expired', async () => {
    const hold = await holdSlot(
      server.platform,
      viewer,
      { instructorId: ids.open, lessonTypeId, startTime: pacific(MONDAY, '11:00'), pickup: PICKUP },
      NOW,
    );
    expect(hold.expiresAt.getTime() - NOW.getTime()).toBe(10 * 60_000);
    expect(times(await search())).toEqual([[iso(MONDAY, '09:00'), 'Open']]);
    const again = holdSlot(
      server.platform,
      viewer,
      { instructorId: ids.open, lessonTypeId, startTime: pacific(MONDAY, '11:00'), pickup: PICKUP },
      NOW,
    );
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      (
        await listTransientSlots(
          server.platform,
          pacific(MONDAY, '00:00'),
          pacific(MONDAY, '23:00'),
          NOW,
        )
      ).map((h) => h.id),
    ).toEqual([hold.id]);

    const later = new Date(NOW.getTime() + 11 * 60_000);
    expect(times(await search(later))).toHaveLength(2); // expired: ignored before cleanup
    expect(await deleteExpiredHolds(server.platform, NOW)).toBe(0);
    expect(await deleteExpiredHolds(server.platform, later)).toBe(1);
    expect(
      await listTransientSlots(
        server.platform,
        pacific(MONDAY, '00:00'),
        pacific(MONDAY, '23:00'),
        NOW,
      ),
    ).toEqual([]);
  });

  it('releases a hold for its holder only', async () => {
    const hold = await holdSlot(
      server.platform,
      viewer,
      { instructorId: ids.open, lessonTypeId, startTime: pacific(MONDAY, '09:00'), pickup: PICKUP },
      NOW,
    );
    const stranger = { userId: 'someone-else', roles: [] } as unknown as Viewer;
    await expect(releaseSlot(server.platform, stranger, hold.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await releaseSlot(server.platform, viewer, hold.id)).toEqual({ id: hold.id });
    await expect(releaseSlot(server.platform, viewer, hold.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the booking recheck refuses a taken slot and an inactive instructor, and accepts a free one', async () => {
    const check = (instructorId: string, time: string) =>
      server.platform.db.transaction((tx) =>
        assertSlotBookable(tx, {
          instructorId,
          lessonTypeId,
          startTime: pacific(MONDAY, time),
          pickup: PICKUP,
          now: NOW,
        }),
      );
    const taken = check(ids.open, '10:30');
    await expect(taken).rejects.toBeInstanceOf(AppError);
    await expect(taken).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already has a lesson'),
    });
    await expect(check(ids.inactive, '09:00')).rejects.toMatchObject({ code: 'CONFLICT' });
    // Like the search, the recheck only takes an instructor serving the pickup's region.
    await expect(check(ids.elsewhere, '09:00')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(SLOT_REFUSALS.OUTSIDE_REGION),
    });
    await expect(check(ids.open, '11:00')).resolves.toMatchObject({ durationMinutes: 60 });
    // Moving the lesson itself: its own time does not count.
    const [lesson] = await server.platform.db.db.select({ id: lessons.id }).from(lessons);
    await expect(
      server.platform.db.transaction((tx) =>
        assertSlotBookable(tx, {
          instructorId: ids.open,
          durationMinutes: 60,
          startTime: pacific(MONDAY, '10:30'),
          pickup: PICKUP,
          excludeLessonId: lesson!.id,
          now: NOW,
        }),
      ),
    ).resolves.toMatchObject({ durationMinutes: 60 });
  });

  it('answers a visitor through GraphQL with public fields, grouped by day', async () => {
    const response = await graphql(server, {
      query: `query S($input: SlotSearchInput!) { slotSearch(input: $input) { regionId durationMinutes timeZone days { date times { startTime instructors { id name title travelMinutes } } } } }`,
      variables: {
        input: {
          pickup: { zipCode: '90012' },
          lessonTypeId,
          from: '2030-01-07T08:00:00Z',
          to: '2030-01-08T08:00:00Z',
        },
      },
    });
    expect(response.errors).toBeUndefined();
    const answer = response.data!['slotSearch'];
    expect(answer).toMatchObject({
      regionId,
      durationMinutes: 60,
      timeZone: 'America/Los_Angeles',
    });
    expect(answer.days).toHaveLength(1);
    expect(answer.days[0].date).toBe('2030-01-07');
    expect(answer.days[0].times[0]).toEqual({
      startTime: '2030-01-07T17:00:00.000Z',
      instructors: [{ id: ids.open, name: 'Open', title: '', travelMinutes: null }],
    });
  });
});
