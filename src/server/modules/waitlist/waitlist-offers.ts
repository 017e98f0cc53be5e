// The offer run (docs/waitlist.md "Offers"): entries whose date passed end, offers that lapsed
// go back in line at its end, then each waiting entry, first in line first, gets the earliest
// free time that fits its wish held for it, with an email to book it. Holds decide every race:
// a time is held for one customer at most, so two runs at once (the schedule and a
// cancellation's trigger) cannot offer one time twice, and each entry wins one offer at most.
import { lessonWhen } from '../lessons/lessons.jobs.ts';
import { localToEpoch } from '../../../domain/scheduling/time-zone.ts';
import { WAITLIST_OFFER_MINUTES } from '../../../domain/scheduling/waitlist-status.ts';
import { slotFitsWish } from '../../../domain/scheduling/waitlist-wish.ts';
import { AppError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { MAX_SEARCH_DAYS, searchSlots } from '../slot-search/slot-search.service.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { placeHold } from '../slot-search/transient-slots.service.ts';
import type { SlotPickup } from '../slot-search/slot-pickup.ts';
import { waitlistRepository, type WaitlistEntryView } from './waitlist.repository.ts';
import { waitlistOfferPath } from './waitlist-offer-link.ts';

/** Entries looked at per run, first in line first: the rest wait for the next run. */
export const ENTRIES_PER_RUN = 50;

export interface OfferRunResult {
  expired: number;
  lapsed: number;
  offered: number;
}

export async function offerWaitlistTimes(
  platform: Platform,
  now = new Date(),
): Promise<OfferRunResult> {
  const db = platform.db.db;
  // The latest date that has ended in every US zone (Hawaii is UTC−10): a day's grace at most.
  const endedEverywhere = new Date(now.getTime() - 11 * 3_600_000).toISOString().slice(0, 10);
  const expired = await waitlistRepository.expirePast(db, endedEverywhere, now);
  for (const entry of expired)
    if (entry.offerHoldId) await slotSearchRepository.deleteHold(db, entry.offerHoldId);
  const lapsed = await waitlistRepository.lapseOffers(db, now);
  let offered = 0;
  for (const view of await waitlistRepository.waiting(db, ENTRIES_PER_RUN)) {
    if (await offerOneTime(platform, view, now)) offered += 1;
  }
  return { expired: expired.length, lapsed: lapsed.length, offered };
}

function pickupOf(view: WaitlistEntryView): SlotPickup {
  const { entry } = view;
  return entry.meetingPointId
    ? { meetingPointId: entry.meetingPointId }
    : { lat: entry.pickupLatitude, lng: entry.pickupLongitude };
}

/** Holds the earliest fitting time for the entry and emails it; false when none is free. */
async function offerOneTime(
  platform: Platform,
  view: WaitlistEntryView,
  now: Date,
): Promise<boolean> {
  const { entry } = view;
  const lastWanted = localToEpoch(entry.timeZone, entry.until, 1440) * 60_000;
  const to = Math.min(lastWanted, now.getTime() + MAX_SEARCH_DAYS * 86_400_000);
  if (to <= now.getTime()) return false;
  const pickup = pickupOf(view);
  let found;
  try {
    found = await searchSlots(platform, {
      pickup,
      lessonTypeId: entry.lessonTypeId,
      from: now,
      to: new Date(to),
      now,
    });
  } catch (error) {
    // The place or the lesson type changed since the entry was made: it waits for staff.
    if (error instanceof AppError) return false;
    throw error;
  }
  const wish = entry;
  for (const slot of found.slots) {
    if (!slotFitsWish(slot.startTime, found.durationMinutes, wish, entry.timeZone)) continue;
    for (const instructor of slot.instructors) {
      // A time this customer let lapse is not offered to them again.
      const lapsedBefore =
        entry.offerStartTime?.getTime() === slot.startTime.getTime() &&
        entry.offerInstructorId === instructor.instructorId;
      if (lapsedBefore) continue;
      const hold = await holdFor(platform, view, instructor.instructorId, slot.startTime, now);
      if (!hold) continue;
      const won = await waitlistRepository.markOffered(platform.db.db, entry.id, {
        holdId: hold.id,
        instructorId: instructor.instructorId,
        startTime: hold.startTime,
        expiresAt: hold.expiresAt,
        now,
      });
      if (!won) {
        await slotSearchRepository.deleteHold(platform.db.db, hold.id);
        return false;
      }
      await emailOffer(platform, view, instructor.name, hold.startTime, hold.expiresAt);
      return true;
    }
  }
  return false;
}

/** The hold for the customer, or null when someone took the time first (CONFLICT). */
async function holdFor(
  platform: Platform,
  view: WaitlistEntryView,
  instructorId: string,
  startTime: Date,
  now: Date,
) {
  try {
    return await placeHold(
      platform,
      view.entry.userId,
      { instructorId, lessonTypeId: view.entry.lessonTypeId, startTime, pickup: pickupOf(view) },
      { now, minutes: WAITLIST_OFFER_MINUTES },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  }
}

async function emailOffer(
  platform: Platform,
  view: WaitlistEntryView,
  instructorName: string,
  startTime: Date,
  expiresAt: Date,
): Promise<void> {
  const { entry } = view;
  const at = lessonWhen(startTime, entry.timeZone);
  const heldUntil = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: entry.timeZone,
    timeZoneName: 'short',
  }).format(expiresAt);
  const place = view.meetingPointLabel
    ? `at ${view.meetingPointLabel}`
    : `with pickup at ${[entry.address, entry.zipCode].filter(Boolean).join(', ')}`;
  const link = new URL(waitlistOfferPath(entry), platform.config.PUBLIC_URL).href;
  const message = await platform.outbox.queue({
    to: view.customerEmail,
    subject: `A time opened: ${at}`,
    text: [
      `Hello ${view.customerName},`,
      '',
      `A time you were waiting for has opened: ${view.lessonTypeLabel} on ${at} with ${instructorName}, ${place}.`,
      `We are holding it for you until ${heldUntil}. Book it here: ${link}`,
      '',
      'If you do not need it, do nothing: when the hold ends the time goes to the next person waiting, and we keep looking for you.',
      '',
      'RoadReady',
    ].join('\n'),
  });
  await message.dispatch();
}
