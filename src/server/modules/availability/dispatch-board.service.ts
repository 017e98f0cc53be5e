// The dispatch board (docs/scheduling.md "Dispatch board"): every active instructor of a region
// side by side over a day or a week, each with the same schedule blocks and lessons as their own
// calendar (`instructorSchedule`), in the zone of the region's state. An Instructor sees only
// their own column; moving a lesson from the board is the lessons module's reschedule.
import { availabilityReadReach } from '../../../domain/scheduling/availability-access.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { regionsRepository } from '../regions/regions.repository.ts';
import {
  instructorSchedule,
  type InstructorScheduleView,
} from './availability-schedule.service.ts';
import { availabilityRepository } from './availability.repository.ts';

/** A board shows at most a week. */
export const MAX_BOARD_DAYS = 7;

export interface DispatchBoardView {
  region: { id: string; name: string; state: string };
  /** The zone the board's days and times are read in: the region's state's. */
  timeZone: string;
  instructors: InstructorScheduleView[];
}

/** The regions a board can show, by name, with their state. */
export async function dispatchRegions(
  platform: Platform,
): Promise<{ id: string; name: string; state: string }[]> {
  const regions = await regionsRepository.listAll(platform.db.db);
  return regions.map((region) => ({ id: region.id, name: region.name, state: region.state }));
}

export async function dispatchBoard(
  platform: Platform,
  viewer: Viewer,
  regionId: string,
  from: Date,
  to: Date,
): Promise<DispatchBoardView> {
  if (to <= from) throw validationError([{ path: 'to', message: 'must be after from' }]);
  if (to.getTime() - from.getTime() > MAX_BOARD_DAYS * 86_400_000)
    throw validationError([{ path: 'to', message: `at most ${MAX_BOARD_DAYS} days after from` }]);
  const db = platform.db.db;
  const region = isUuid(regionId)
    ? (await dispatchRegions(platform)).find((candidate) => candidate.id === regionId)
    : undefined;
  if (!region) throw notFound('Region');
  const own = availabilityReadReach(viewer.roles) === 'own';
  const columns = await availabilityRepository.instructorsInRegion(
    db,
    regionId,
    own ? viewer.userId : null,
  );
  const now = new Date();
  const instructors = [];
  // One at a time: a board holds a region's instructors (a handful to a few dozen), each a few
  // queries; in parallel they would take every pool connection at once.
  for (const column of columns)
    instructors.push(await instructorSchedule(platform, viewer, column.id, from, to, now));
  return { region, timeZone: stateTimeZone(region.state), instructors };
}
