// The crediting rule of docs/seat-time.md part 2: timer events (server receive times) to the
// spans of time that count. Events are taken in server order; a page's clock runs after its
// `start` or `resume` and stops after `pause`, `hidden` or `end`. While a page runs, each gap to
// its next event credits at most `idleSeconds` (a lost connection credits 2 minutes, no more).
// Only one page runs per enrolment: a `start` or `resume` on another page ends the running one
// at that instant, and events of a page that is not running credit nothing. Times are whole
// seconds (the server's milliseconds truncated), so every total is an integer.
import {
  IDLE_SECONDS,
  startsClock,
  stopsClock,
  type LectureInterval,
  type SecondsInterval,
  type TimerEvent,
} from './timer-event.ts';
import { unionIntervals } from './union-intervals.ts';

export interface CreditOptions {
  idleSeconds?: number;
  /** Epoch milliseconds after which nothing is credited (the enrolment ended). */
  endsAt?: number | null;
}

/** Drops repeated and out-of-order events of a page (kept in the record, credited nothing). */
function inSequence(events: readonly TimerEvent[]): TimerEvent[] {
  const lastSeq = new Map<string, number>();
  const accepted: TimerEvent[] = [];
  for (const event of events) {
    const last = lastSeq.get(event.session);
    if (last !== undefined && event.seq <= last) continue;
    lastSeq.set(event.session, event.seq);
    accepted.push(event);
  }
  return accepted;
}

export function creditedIntervals(
  events: readonly TimerEvent[],
  options: CreditOptions = {},
): SecondsInterval[] {
  return unionIntervals(
    lectureIntervals(events, options).map(({ start, end }) => ({ start, end })),
  );
}

/**
 * The same spans before they are merged, each with the lecture its page was showing when the span
 * began (the lecture named by the event that opened it). One page runs at a time, so the spans
 * never overlap: per-lecture time adds up to no more than the credited time.
 */
export function lectureIntervals(
  events: readonly TimerEvent[],
  options: CreditOptions = {},
): LectureInterval[] {
  const idle = options.idleSeconds ?? IDLE_SECONDS;
  const ordered = events
    .map((event, index) => ({ event, index }))
    .toSorted((a, b) => a.event.receivedAt - b.event.receivedAt || a.index - b.index)
    .map(({ event }) => event)
    .filter((event) => options.endsAt == null || event.receivedAt <= options.endsAt);
  const intervals: LectureInterval[] = [];
  let running: { session: string; since: number; lectureId: string | null } | null = null;
  for (const event of inSequence(ordered)) {
    const at = Math.floor(event.receivedAt / 1000);
    const ownPage = running?.session === event.session;
    if (running && (ownPage || startsClock(event.kind))) {
      intervals.push({
        start: running.since,
        end: Math.min(at, running.since + idle),
        lectureId: running.lectureId,
      });
      running = null;
    }
    // A heartbeat keeps its own running page going; it never starts a stopped one.
    const runsAfter = ownPage ? !stopsClock(event.kind) : startsClock(event.kind);
    if (runsAfter)
      running = { session: event.session, since: at, lectureId: event.lectureId ?? null };
  }
  return intervals.filter((interval) => interval.end > interval.start);
}
