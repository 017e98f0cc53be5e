// A fake clock for seat-time tests: a student's page sending timer events as the server would
// stamp them, at local wall-clock times of a course's zone.
import { localToEpoch } from '../scheduling/time-zone.ts';
import type { TimerEvent, TimerEventKind } from './timer-event.ts';

export const CHICAGO = 'America/Chicago';

/** Epoch milliseconds of local `date` at `time` ('HH:MM' or 'HH:MM:SS') in `timeZone`. */
export function localMs(date: string, time: string, timeZone = CHICAGO): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return localToEpoch(timeZone, date, hours * 60 + minutes) * 60_000 + seconds * 1000;
}

export class FakePage {
  private seq = 0;
  readonly events: TimerEvent[] = [];
  now: number;

  readonly session: string;

  constructor(session: string, startMs: number) {
    this.session = session;
    this.now = startMs;
  }

  send(kind: TimerEventKind): this {
    this.seq += 1;
    this.events.push({ session: this.session, kind, seq: this.seq, receivedAt: this.now });
    return this;
  }

  advance(seconds: number): this {
    this.now += seconds * 1000;
    return this;
  }

  /** `start`, then a heartbeat every 30 s for `seconds`, then `end`. */
  study(seconds: number): this {
    this.send('start');
    for (let elapsed = 30; elapsed <= seconds; elapsed += 30) this.advance(30).send('heartbeat');
    const rest = seconds % 30;
    if (rest > 0) this.advance(rest);
    return this.send('end');
  }
}
