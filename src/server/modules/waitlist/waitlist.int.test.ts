// The waiting list end to end on one server (docs/waitlist.md): two customers wait for the one
// time an instructor has; two offer runs at once offer it once, to the first in line; she books
// it; when her lesson is cancelled the second customer gets it; an offer not taken lapses and is
// not made again; an entry past its date ends. Workers are off: the test runs the offer run.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDateOf,
  localToEpoch,
  epochMinuteOf,
  isoDateToDay,
  dayToIsoDate,
  weekdayOfDay,
} from '../../../domain/scheduling/time-zone.ts';
import { WEEKDAY_NAMES } from '../../../domain/scheduling/waitlist-wish.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  AUSTIN,
  buyer,
  priceTheTestRegion,
  type Buyer,
} from '../booking/testing/booking-fixtures.ts';
import { cancelLesson } from '../lessons/lesson-cancel.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { transientSlots } from '../lessons/lessons.tables.ts';
import { findRegionAt } from '../regions/regions.service.ts';
import { waitlistEntries } from './waitlist.tables.ts';
import { offerWaitlistTimes } from './waitlist-offers.ts';

const CHICAGO = 'America/Chicago';
const ENTRY_FIELDS = `id status weekdays earliestTime latestTime until offersMade offerHoldId
  offer { startTime expiresAt instructorName bookingPath }`;
const JOIN = `mutation J($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { ${ENTRY_FIELDS} } }`;
const MINE = `query M($id: ID!) { myWaitlistEntry(id: $id) { ${ENTRY_FIELDS} } }`;
const LINE = `query L($regionId: ID!, $statuses: [WaitlistStatus!]) {
  waitlist(regionId: $regionId, statuses: $statuses) { id status customerName lessonTypeLabel } }`;
const CANCEL = `mutation X($id: ID!) { cancelWaitlistEntry(id: $id) { id status } }`;
const HOLD = `mutation H($input: HoldSlotInput!) { holdSlot(input: $input) { id } }`;
const CHECKOUT = `mutation C($input: CheckoutBookingInput!) {
  checkoutBooking(input: $input) { id lesson { id } } }`;

let server: TestServer;
let instructorId: string;
let standard: string;
let regionId: string;
let ana: Buyer;
let ben: Buyer;
let cal: Buyer;
let manager: { cookie: string; userId: string };
/**
 * The day two days from today in Austin: the wish asks for its weekday until that date, so it is
 * the only day in the wish, and the instructor works on it from 9:00 to 11:00 only: one time.
 */
const theDay = isoDateToDay(localDateOf(CHICAGO, epochMinuteOf(new Date()))) + 2;
const weekday = weekdayOfDay(theDay);
const theDate = dayToIsoDate(theDay);
const nineAm = new Date(localToEpoch(CHICAGO, theDate, 9 * 60) * 60_000);

beforeAll(async () => {
  server = await startTestServer({ RUN_WORKERS: 'false' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  instructorId = await createInstructor(server.platform, {
    name: 'Rae Cole',
    weeklyHours: [{ weekday, startMinute: 9 * 60, endMinute: 11 * 60 }],
  });
  await priceTheTestRegion(server);
  regionId = (await findRegionAt(server.platform.db.db, {
    latitude: AUSTIN.lat,
    longitude: AUSTIN.lng,
  }))!.regionId;
  ana = await buyer(server, 'Ana Lima', 'ana@waitlist.test');
  ben = await buyer(server, 'Ben Ode', 'ben@waitlist.test');
  cal = await buyer(server, 'Cal Roy', 'cal@waitlist.test');
  manager = await signUpAndSignIn(server, {
    email: 'rm@waitlist.test',
    password: 'a-long-test-password',
    name: 'Rita Manager',
    roles: ['RegionalManager'],
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const wish = (overrides: Record<string, unknown> = {}) => ({
  lessonTypeId: standard,
  state: 'TX',
  zipCode: '78701',
  address: '100 Congress Ave',
  weekdays: [weekday],
  earliestTime: '08:00',
  latestTime: '12:00',
  until: theDate,
  ...overrides,
});

const join = (who: { cookie: string } | null, input = wish()) =>
  graphql(server, { query: JOIN, variables: { input } }, who?.cookie ?? null);
const mine = (who: Buyer, id: string) =>
  graphql(server, { query: MINE, variables: { id } }, who.cookie);
const entryRow = async (id: string) =>
  (
    await server.platform.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  )[0]!;
const holdsAtNine = () =>
  server.platform.db.db
    .select()
    .from(transientSlots)
    .where(
      and(eq(transientSlots.instructorId, instructorId), eq(transientSlots.startTime, nineAm)),
    );
const mailTo = async (email: string) =>
  (await server.platform.db.db.select().from(outboxMessages)).filter((m) => m.to === email);

/** Past the one-hour hold of an offer made now. */
const anHourOn = new Date(Date.now() + 61 * 60_000);
let anaEntry: string;
let benEntry: string;

describe('joining', () => {
  it('names each field at fault and writes nothing', async () => {
    const fieldsOf = async (input: Record<string, unknown>) => {
      const answer = await join(cal, wish(input));
      expect(errorCode(answer)).toBe('VALIDATION_ERROR');
      return (answer.errors![0]!.extensions!['fields'] as { path: string }[]).map((f) => f.path);
    };
    expect(await fieldsOf({ weekdays: [] })).toEqual(['input.weekdays']);
    expect(await fieldsOf({ earliestTime: '25:00' })).toEqual(['input.earliestTime']);
    // Two hours cannot hold the two-hour lesson from 10:00 if they end at 11:30.
    expect(await fieldsOf({ earliestTime: '10:00', latestTime: '11:30' })).toEqual([
      'input.latestTime',
    ]);
    expect(await fieldsOf({ until: '2020-01-01' })).toEqual(['input.until']);
    expect(await fieldsOf({ zipCode: '00000' })).toEqual(['input.zipCode']);
    expect(await fieldsOf({ zipCode: null })).toEqual(['input.zipCode']);
    expect(await fieldsOf({ lessonTypeId: 'nope' })).toEqual(['input.lessonTypeId']);
    // A ZIP code far from every instructor of ours.
    expect(await fieldsOf({ zipCode: '10001', state: 'NY' })).toEqual(['input.zipCode']);
    expect(errorCode(await join(null))).toBe('NOT_SIGNED_IN');
    expect(await server.platform.db.db.select().from(waitlistEntries)).toEqual([]);
  });

  it('keeps the customers in the order they joined', async () => {
    const first = await join(ana);
    expect(first.errors).toBeUndefined();
    anaEntry = first.data!['joinWaitlist'].id;
    expect(first.data!['joinWaitlist']).toMatchObject({
      status: 'Waiting',
      weekdays: [weekday],
      earliestTime: '08:00',
      latestTime: '12:00',
      until: theDate,
      offer: null,
    });
    benEntry = (await join(ben)).data!['joinWaitlist'].id;
    const line = await graphql(server, { query: LINE, variables: { regionId } }, manager.cookie);
    expect(line.data!['waitlist']).toEqual([
      { id: anaEntry, status: 'Waiting', customerName: 'Ana Lima', lessonTypeLabel: 'Standard' },
      { id: benEntry, status: 'Waiting', customerName: 'Ben Ode', lessonTypeLabel: 'Standard' },
    ]);
    // A customer reads no region's line, nor another customer's entry.
    expect(
      errorCode(await graphql(server, { query: LINE, variables: { regionId } }, cal.cookie)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await mine(cal, anaEntry))).toBe('NOT_FOUND');
    expect(
      errorCode(await graphql(server, { query: CANCEL, variables: { id: anaEntry } }, cal.cookie)),
    ).toBe('FORBIDDEN');
  });
});

describe('offers', () => {
  it('two runs at once offer the one time once, to the first in line, with an email', async () => {
    const runs = await Promise.all([
      offerWaitlistTimes(server.platform),
      offerWaitlistTimes(server.platform),
    ]);
    expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(1);
    const holds = await holdsAtNine();
    expect(holds).toHaveLength(1);
    expect(holds[0]!.heldById).toBe(ana.viewer.userId);
    const offered = (await mine(ana, anaEntry)).data!['myWaitlistEntry'];
    expect(offered).toMatchObject({ status: 'Offered', offersMade: 1, offerHoldId: holds[0]!.id });
    expect(new Date(offered.offer.startTime)).toEqual(nineAm);
    // Held for an hour, not the ten minutes of a booking in progress.
    expect(new Date(offered.offer.expiresAt).getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(offered.offer.bookingPath).toContain(`offer=${anaEntry}`);
    expect((await entryRow(benEntry)).status).toBe('Waiting');

    const [email] = await mailTo('ana@waitlist.test');
    const dayName = WEEKDAY_NAMES[weekday - 1];
    expect(email!.subject).toMatch(new RegExp(`^A time opened: ${dayName}, .* at 9:00 AM C[SD]T$`));
    expect(email!.text).toContain(`Standard on ${dayName}`);
    expect(email!.text).toContain('with Rae Cole, with pickup at 100 Congress Ave, 78701');
    expect(email!.text).toContain(`/book?type=${standard}&state=TX&address=`);
    expect(await mailTo('ben@waitlist.test')).toEqual([]);

    // Nobody else can take the held time, even the next customer in line.
    const taken = await graphql(
      server,
      {
        query: HOLD,
        variables: {
          input: {
            instructorId,
            lessonTypeId: standard,
            startTime: nineAm.toISOString(),
            pickup: { zipCode: '78701' },
          },
        },
      },
      ben.cookie,
    );
    expect(errorCode(taken)).toBe('CONFLICT');
  });

  it('the first customer books the offered time; her entry leaves the line', async () => {
    const holdId = (await entryRow(anaEntry)).offerHoldId!;
    const booked = await graphql(
      server,
      {
        query: CHECKOUT,
        variables: {
          input: {
            idempotencyKey: crypto.randomUUID(),
            holdId,
            studentId: ana.studentId,
            pickupLocation: '100 Congress Ave, 78701',
            paymentSource: 'tok_visa',
          },
        },
      },
      ana.cookie,
    );
    expect(booked.errors).toBeUndefined();
    expect((await entryRow(anaEntry)).status).toBe('Booked');
    // Nothing else is free: the second customer keeps waiting.
    expect((await offerWaitlistTimes(server.platform)).offered).toBe(0);
    expect((await entryRow(benEntry)).status).toBe('Waiting');

    // Her lesson is cancelled: the time goes to the second customer.
    await cancelLesson(
      server.platform,
      {
        ...manager,
        sessionId: 't',
        email: 'rm@waitlist.test',
        name: 'Rita',
        roles: ['RegionalManager'],
      },
      {
        idempotencyKey: crypto.randomUUID(),
        lessonId: booked.data!['checkoutBooking'].lesson.id,
        reason: 'OTHER',
        initiatedBy: 'RoadReady',
      },
    );
    expect((await offerWaitlistTimes(server.platform)).offered).toBe(1);
    const benOffer = await entryRow(benEntry);
    expect(benOffer).toMatchObject({ status: 'Offered', offerStartTime: nineAm });
    expect(await mailTo('ben@waitlist.test')).toHaveLength(1);
  });

  it('an offer not taken lapses: back in line, and the same time is not offered again', async () => {
    const run = await offerWaitlistTimes(server.platform, anHourOn);
    expect(run).toMatchObject({ lapsed: 1, offered: 0 });
    expect(await entryRow(benEntry)).toMatchObject({
      status: 'Waiting',
      offerHoldId: null,
      offersMade: 1,
    });
    expect(await mailTo('ben@waitlist.test')).toHaveLength(1);
  });

  it('an entry ends after its last wanted date', async () => {
    const afterIt = new Date(localToEpoch(CHICAGO, theDate, 1440 * 2) * 60_000);
    expect((await offerWaitlistTimes(server.platform, afterIt)).expired).toBe(1);
    expect((await entryRow(benEntry)).status).toBe('Expired');
  });

  it('staff take an entry off the line and its held time is released', async () => {
    const calEntry = (await join(cal)).data!['joinWaitlist'].id as string;
    // An hour on, when the lapsed offer's hold has run out too.
    expect((await offerWaitlistTimes(server.platform, anHourOn)).offered).toBe(1);
    expect((await holdsAtNine()).map((hold) => hold.heldById)).toContain(cal.viewer.userId);
    const cancelled = await graphql(
      server,
      { query: CANCEL, variables: { id: calEntry } },
      manager.cookie,
    );
    expect(cancelled.data!['cancelWaitlistEntry']).toEqual({ id: calEntry, status: 'Cancelled' });
    expect((await holdsAtNine()).map((hold) => hold.heldById)).not.toContain(cal.viewer.userId);
    expect((await entryRow(calEntry)).cancelledById).toBe(manager.userId);
    // Cancelled twice: it is no longer waiting.
    const again = await graphql(server, { query: CANCEL, variables: { id: calEntry } }, cal.cookie);
    expect(errorCode(again)).toBe('VALIDATION_ERROR');
    const closed = await graphql(
      server,
      { query: LINE, variables: { regionId, statuses: ['Booked', 'Expired', 'Cancelled'] } },
      manager.cookie,
    );
    // In line order: Ben went to the end of the line when his offer lapsed, after Cal.
    expect(closed.data!['waitlist'].map((e: { id: string }) => e.id)).toEqual([
      anaEntry,
      calEntry,
      benEntry,
    ]);
  });
});
