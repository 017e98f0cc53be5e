// Every student of a course shares one day boundary: the principal time zone of the course's
// state (docs/seat-time.md "Which day a second belongs to"), Texas counties on Mountain time
// included.
import { stateTimeZone } from '../scheduling/state-time-zone.ts';

export function courseTimeZone(state: string): string {
  return stateTimeZone(state);
}
