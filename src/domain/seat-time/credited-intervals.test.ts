import { describe, expect, it } from 'vitest';
import { creditedIntervals } from './credited-intervals.ts';
import type { TimerEvent, TimerEventKind } from './timer-event.ts';

const event = (seconds: number, kind: TimerEventKind, seq: number, session = 'a'): TimerEvent => ({
  session,
  kind,
  seq,
  receivedAt: seconds * 1000,
});

const total = (events: TimerEvent[], endsAt?: number) =>
  creditedIntervals(events, { endsAt }).reduce((sum, span) => sum + span.end - span.start, 0);

describe('creditedIntervals', () => {
  it('credits heartbeat gaps while running', () => {
    expect(total([event(0, 'start', 1), event(30, 'heartbeat', 2), event(60, 'end', 3)])).toBe(60);
  });

  it('credits a lost connection 120 s at most (the worked example: 150 s)', () => {
    expect(
      total([event(0, 'start', 1), event(30, 'heartbeat', 2), event(600, 'heartbeat', 3)]),
    ).toBe(150);
  });

  it('credits nothing after the last event while still running', () => {
    expect(total([event(0, 'start', 1), event(30, 'heartbeat', 2)])).toBe(30);
  });

  it('credits nothing while paused or hidden; heartbeats do not restart the clock', () => {
    expect(
      total([
        event(0, 'start', 1),
        event(30, 'pause', 2),
        event(60, 'heartbeat', 3),
        event(90, 'heartbeat', 4),
        event(120, 'resume', 5),
        event(150, 'hidden', 6),
        event(400, 'heartbeat', 7),
      ]),
    ).toBe(60);
  });

  it('ignores repeated and out-of-order sequence numbers', () => {
    expect(
      total([
        event(0, 'start', 1),
        event(30, 'heartbeat', 2),
        event(40, 'start', 2),
        event(50, 'heartbeat', 1),
        event(60, 'end', 3),
      ]),
    ).toBe(60);
  });

  it('lets one page run at a time: another page starting ends the running one', () => {
    const events = [
      event(0, 'start', 1, 'a'),
      event(10, 'start', 1, 'b'),
      event(30, 'heartbeat', 2, 'a'),
      event(40, 'heartbeat', 2, 'b'),
      event(60, 'heartbeat', 3, 'a'),
      event(70, 'end', 3, 'b'),
    ];
    expect(creditedIntervals(events)).toEqual([{ start: 0, end: 70 }]);
  });

  it('orders by server time whatever order the events come in', () => {
    expect(total([event(60, 'end', 3), event(0, 'start', 1), event(30, 'heartbeat', 2)])).toBe(60);
  });

  it('credits nothing after the enrolment ended', () => {
    expect(
      total([event(0, 'start', 1), event(30, 'heartbeat', 2), event(60, 'heartbeat', 3)], 45_000),
    ).toBe(30);
  });

  it('truncates server milliseconds to whole seconds', () => {
    const spans = creditedIntervals([
      { session: 'a', kind: 'start', seq: 1, receivedAt: 1_999 },
      { session: 'a', kind: 'end', seq: 2, receivedAt: 31_500 },
    ]);
    expect(spans).toEqual([{ start: 1, end: 31 }]);
  });
});
