import { describe, expect, it } from 'vitest';
import { lectureIntervals } from './credited-intervals.ts';
import { lectureSeatTime } from './lecture-seat-time.ts';
import { FakePage, localMs } from './test-timer.ts';

const options = { timeZone: 'America/Chicago', dailyCapSeconds: null };

describe('lectureSeatTime', () => {
  it('counts each span for the lecture its page was showing, and when the minimum was met', () => {
    const page = new FakePage('tab', localMs('2026-03-02', '10:00'));
    const send = (kind: 'start' | 'heartbeat' | 'end', lectureId: string | null) => {
      page.send(kind);
      page.events.at(-1)!.lectureId = lectureId;
    };
    send('start', 'one');
    for (let i = 0; i < 10; i += 1) {
      page.advance(30);
      send('heartbeat', 'one');
    }
    // The student opens lecture two on the same page: its start closes lecture one's span.
    page.advance(30);
    send('start', 'two');
    page.advance(30);
    send('end', 'two');
    const times = lectureSeatTime(lectureIntervals(page.events), new Map([['one', 200]]), options);
    expect(times.get('one')).toEqual({
      seconds: 330,
      metAt: localMs('2026-03-02', '10:03:20'),
    });
    expect(times.get('two')).toEqual({ seconds: 30, metAt: null });
  });

  it('counts no time beyond the daily cap, whatever the lecture', () => {
    const start = localMs('2026-03-02', '10:00') / 1000;
    const intervals = [
      { start, end: start + 3000, lectureId: null },
      { start: start + 3000, end: start + 9000, lectureId: 'one' },
    ];
    const times = lectureSeatTime(intervals, new Map([['one', 5000]]), {
      ...options,
      dailyCapSeconds: 7200,
    });
    expect(times.get('one')).toEqual({ seconds: 4200, metAt: null });
  });

  it('fills a new day under its own cap', () => {
    const start = localMs('2026-03-02', '23:30') / 1000;
    const intervals = [{ start, end: start + 3600, lectureId: 'one' }];
    const times = lectureSeatTime(intervals, new Map(), { ...options, dailyCapSeconds: 1200 });
    expect(times.get('one')!.seconds).toBe(2400);
  });
});
