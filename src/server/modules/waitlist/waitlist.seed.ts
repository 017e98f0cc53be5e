// The demo's waiting list (docs/waitlist.md): the demo parent waits for a Sunday early-morning
// lesson in San Francisco, so the back-office line and the parent's portal show an entry on a
// fresh start. The offer run then looks for it every minute like any other.
import { eq } from 'drizzle-orm';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import {
  dayToIsoDate,
  epochMinuteOf,
  isoDateToDay,
  localDateOf,
} from '../../../domain/scheduling/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { findRegionAt } from '../regions/regions.service.ts';
import { waitlistRepository } from './waitlist.repository.ts';

const ZIP = '94103';

export async function seedDemoWaitlist(db: Executor, parentUserId: string | undefined) {
  const centre = coordinatesOfZip(ZIP);
  const [standard] = await db
    .select({ id: lessonTypes.id })
    .from(lessonTypes)
    .where(eq(lessonTypes.name, 'Standard'));
  if (!parentUserId || !centre || !standard) return;
  const region = await findRegionAt(db, centre);
  if (!region) return;
  const timeZone = stateTimeZone(region.state);
  const today = isoDateToDay(localDateOf(timeZone, epochMinuteOf(new Date())));
  await waitlistRepository.insert(db, {
    userId: parentUserId,
    lessonTypeId: standard.id,
    regionId: region.regionId,
    state: region.state,
    zipCode: ZIP,
    address: '200 Valencia St',
    meetingPointId: null,
    pickupLatitude: centre.latitude,
    pickupLongitude: centre.longitude,
    timeZone,
    weekdays: [7],
    earliestMinute: 6 * 60,
    latestMinute: 9 * 60,
    until: dayToIsoDate(today + 30),
  });
}
