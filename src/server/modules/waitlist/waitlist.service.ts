// Use cases of the waiting list (docs/waitlist.md): a customer joins it from the booking page,
// reads and leaves their entries; staff read a region's line and take an entry off it. Offers
// are made by the offer run (waitlist-offers.ts).
import { z } from 'zod';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { localDateOf, epochMinuteOf } from '../../../domain/scheduling/time-zone.ts';
import {
  OPEN_WAITLIST_STATUSES,
  WAITLIST_STATUSES,
  type WaitlistStatus,
} from '../../../domain/scheduling/waitlist-status.ts';
import { wishProblems } from '../../../domain/scheduling/waitlist-wish.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { forbidden, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { findRegionAt } from '../regions/regions.service.ts';
import { resolvePickup, type SlotPickup } from '../slot-search/slot-pickup.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { waitlistRepository, type WaitlistEntryView } from './waitlist.repository.ts';

/** How many open entries one account may have at once: enough for a family, not a flood. */
export const MAX_OPEN_ENTRIES = 5;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

const joinInput = z.object({
  lessonTypeId: z.string(),
  state: z.string().trim().toUpperCase(),
  zipCode: z.string().trim().nullish(),
  address: z.string().trim().max(200, 'at most 200 characters').nullish(),
  meetingPointId: z.string().trim().nullish(),
  weekdays: z.array(z.number().int()).max(7, 'at most 7 days'),
  earliestTime: z.string().regex(TIME_OF_DAY, 'must be a time written HH:MM'),
  latestTime: z.string().regex(TIME_OF_DAY, 'must be a time written HH:MM'),
  until: z.string(),
});

export type JoinWaitlistInput = z.input<typeof joinInput>;

/** The place of a join: a meeting point when one is chosen, otherwise the ZIP code. */
function pickupOf(input: z.output<typeof joinInput>): SlotPickup {
  if (input.meetingPointId) return { meetingPointId: input.meetingPointId };
  if (input.zipCode) return { zipCode: input.zipCode };
  throw validationError([{ path: 'input.zipCode', message: 'is needed, or a meeting point' }]);
}

export async function joinWaitlist(
  platform: Platform,
  viewer: Viewer,
  raw: JoinWaitlistInput,
  now = new Date(),
): Promise<WaitlistEntryView> {
  const parsed = joinInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  const db = platform.db.db;
  const type = isUuid(input.lessonTypeId)
    ? await slotSearchRepository.lessonType(db, input.lessonTypeId)
    : null;
  if (!type) throw validationError([{ path: 'input.lessonTypeId', message: 'is not a lesson' }]);
  const { point, meetingPointId } = await resolvePickup(db, pickupOf(input), type.name, 'input');
  const region = await findRegionAt(db, { latitude: point.lat, longitude: point.lng });
  const placeField = meetingPointId ? 'input.meetingPointId' : 'input.zipCode';
  if (!region)
    throw validationError([{ path: placeField, message: 'is not served by our instructors yet' }]);
  if (region.state !== input.state)
    throw validationError([{ path: placeField, message: `is not in ${input.state}` }]);
  const timeZone = stateTimeZone(region.state);
  const wish = {
    weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
    earliestMinute: minutesOf(input.earliestTime),
    latestMinute: minutesOf(input.latestTime),
    until: input.until,
  };
  const problems = wishProblems(
    wish,
    localDateOf(timeZone, epochMinuteOf(now)),
    type.durationMinutes,
  );
  if (problems.length > 0)
    throw validationError(problems.map((p) => ({ path: `input.${p.path}`, message: p.message })));

  const entry = await platform.db.transaction(async (tx) => {
    const open = (await waitlistRepository.ofUser(tx, viewer.userId)).filter((view) =>
      OPEN_WAITLIST_STATUSES.includes(view.entry.status),
    );
    if (open.length >= MAX_OPEN_ENTRIES)
      throw validationError([
        {
          path: 'input',
          message: `You are already waiting for ${MAX_OPEN_ENTRIES} times: leave one first.`,
        },
      ]);
    return waitlistRepository.insert(tx, {
      userId: viewer.userId,
      lessonTypeId: type.id,
      regionId: region.regionId,
      state: region.state,
      zipCode: meetingPointId ? null : (input.zipCode ?? null),
      address: meetingPointId ? null : input.address || null,
      meetingPointId,
      pickupLatitude: point.lat,
      pickupLongitude: point.lng,
      timeZone,
      ...wish,
      queuedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  return (await waitlistRepository.view(db, entry.id))!;
}

/** The viewer's own entries, open ones first. */
export function myWaitlist(platform: Platform, viewer: Viewer): Promise<WaitlistEntryView[]> {
  return waitlistRepository.ofUser(platform.db.db, viewer.userId);
}

/** One of the viewer's own entries (the offer link opens it); NOT_FOUND for anyone else's. */
export async function myWaitlistEntry(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<WaitlistEntryView> {
  const view = isUuid(id) ? await waitlistRepository.view(platform.db.db, id) : null;
  if (!view || view.entry.userId !== viewer.userId) throw notFound('Waiting-list entry');
  return view;
}

/** A region's line: open entries unless other statuses are asked for. */
export function waitlistOfRegion(
  platform: Platform,
  regionId: string,
  statuses: readonly string[] | null | undefined,
): Promise<WaitlistEntryView[]> {
  if (!isUuid(regionId)) throw validationError([{ path: 'regionId', message: 'is not a region' }]);
  const unknown = (statuses ?? []).findIndex(
    (status) => !(WAITLIST_STATUSES as readonly string[]).includes(status),
  );
  if (unknown >= 0)
    throw validationError([{ path: `statuses.${unknown}`, message: 'is not a status' }]);
  const wanted = statuses?.length ? (statuses as WaitlistStatus[]) : OPEN_WAITLIST_STATUSES;
  return waitlistRepository.ofRegion(platform.db.db, regionId, wanted);
}

/**
 * Takes an open entry off the list: the customer their own, staff with `waitlist.manage` any.
 * A time held for it is released at once, so the next customer can have it.
 */
export async function cancelWaitlistEntry(
  platform: Platform,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<WaitlistEntryView> {
  const entry = isUuid(id) ? await waitlistRepository.findById(platform.db.db, id) : null;
  if (!entry) throw notFound('Waiting-list entry');
  if (entry.userId !== viewer.userId && !can(viewer.roles, 'waitlist.manage')) throw forbidden();
  await platform.db.transaction(async (tx) => {
    const cancelled = await waitlistRepository.cancel(tx, id, viewer.userId, now);
    if (!cancelled)
      throw validationError([{ path: 'id', message: 'this entry is no longer waiting' }]);
    if (entry.offerHoldId) await slotSearchRepository.deleteHold(tx, entry.offerHoldId);
  });
  return (await waitlistRepository.view(platform.db.db, id))!;
}
