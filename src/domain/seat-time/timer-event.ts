// The course timer's client events (docs/seat-time.md "Events"). Only the server's receive time
// is kept for crediting: the student's clock never enters the computation.

export const TIMER_EVENT_KINDS = [
  'start',
  'heartbeat',
  'pause',
  'hidden',
  'resume',
  'end',
] as const;
export type TimerEventKind = (typeof TIMER_EVENT_KINDS)[number];

/** Idle after 2 minutes stops the clock, for every course (DESIGN "Online courses"). */
export const IDLE_SECONDS = 120;

export interface TimerEvent {
  /** The page (tab or window) that sent it: one running page per enrolment counts. */
  session: string;
  kind: TimerEventKind;
  /** The page's own sequence number: repeats and out-of-order events credit nothing. */
  seq: number;
  /** When the server received it, epoch milliseconds. */
  receivedAt: number;
  /** The lecture the page was showing; null or absent when the event names none. */
  lectureId?: string | null;
}

/** A span of credited time, epoch seconds, start inclusive and end exclusive. */
export interface SecondsInterval {
  start: number;
  end: number;
}

/** A credited span and the lecture being studied in it (the lecture of the event opening it). */
export interface LectureInterval extends SecondsInterval {
  lectureId: string | null;
}

/** Events after which the page's clock runs. */
export function startsClock(kind: TimerEventKind): boolean {
  return kind === 'start' || kind === 'resume';
}

/** Events after which the page's clock is stopped. */
export function stopsClock(kind: TimerEventKind): boolean {
  return kind === 'pause' || kind === 'hidden' || kind === 'end';
}
