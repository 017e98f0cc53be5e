// The booking page link of a time offered from the waiting list: the entry's own choice (lesson,
// state, place) as the booking page reads it, and the entry, whose held time it opens at payment.
import type { WaitlistEntryRow } from './waitlist.tables.ts';

export function waitlistOfferPath(
  entry: Pick<
    WaitlistEntryRow,
    'id' | 'lessonTypeId' | 'state' | 'zipCode' | 'address' | 'meetingPointId'
  >,
): string {
  const query = new URLSearchParams({ type: entry.lessonTypeId, state: entry.state });
  if (entry.meetingPointId) query.set('meetingPoint', entry.meetingPointId);
  else {
    if (entry.address) query.set('address', entry.address);
    if (entry.zipCode) query.set('zip', entry.zipCode);
  }
  query.set('offer', entry.id);
  return `/book?${query.toString()}`;
}
