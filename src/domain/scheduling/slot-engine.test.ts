import { describe, expect, it } from 'vitest';
import {
  findSlots,
  isSlotBookable,
  type InstructorSchedule,
  type SlotRequest,
} from './slot-engine.ts';
import { LA, PICKUP, at, hm, instructor, northOf } from './test-fixtures.ts';
import { localDateOf, epochToLocal } from './time-zone.ts';

const monday = '2026-03-16';
const oneDay = (date: string, overrides: Partial<SlotRequest> = {}): SlotRequest => ({
  pickup: PICKUP,
  durationMinutes: 60,
  from: at(date, '00:00'),
  to: at(date, '23:59'),
  ...overrides,
});
const clock = (epoch: number) => {
  const { minuteOfDay } = epochToLocal(LA, epoch);
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
};
const startsOf = (schedule: InstructorSchedule, request: SlotRequest) =>
  findSlots([schedule], request).map((slot) => clock(slot.start));
const every30 = (from: string, to: string) => {
  const list: string[] = [];
  for (let m = hm(from); m <= hm(to); m += 30) {
    list.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return list;
};

describe('findSlots', () => {
  it('offers every half hour at which the whole lesson fits in the weekly hours', () => {
    expect(startsOf(instructor(), oneDay(monday))).toEqual(every30('09:00', '16:00'));
    expect(startsOf(instructor(), oneDay('2026-03-15'))).toEqual([]); // Sunday
  });

  it('skips breaks', () => {
    const schedule = instructor({
      breaks: [
        { weekday: 1, startMinute: hm('12:00'), endMinute: hm('13:00'), kind: 'MEAL_BREAK' },
      ],
    });
    expect(startsOf(schedule, oneDay(monday))).toEqual([
      ...every30('09:00', '11:00'),
      ...every30('13:00', '16:00'),
    ]);
  });

  it('keeps travel time before and after an existing lesson', () => {
    const schedule = instructor({
      weeklyHours: [{ weekday: 1, startMinute: hm('08:00'), endMinute: hm('12:00') }],
      busy: [{ start: at(monday, '09:00'), end: at(monday, '10:00'), location: northOf(10) }],
    });
    expect(startsOf(schedule, oneDay(monday))).toEqual(['10:30', '11:00']);
    const [first] = findSlots([schedule], oneDay(monday));
    expect(first!.instructors).toEqual([
      { instructorId: 'i1', travelMinutes: 20, travelFrom: 'PREVIOUS' },
    ]);
    expect(startsOf(schedule, oneDay(monday, { step: 10 }))).toEqual([
      '10:20',
      '10:30',
      '10:40',
      '10:50',
      '11:00',
    ]);
    // With the previous lesson at the pickup itself, the next start may touch it.
    const here = { ...schedule, busy: [{ ...schedule.busy[0]!, location: PICKUP }] };
    expect(startsOf(here, oneDay(monday))).toEqual(['08:00', '10:00', '10:30', '11:00']);
  });

  it('lets an evening lesson not constrain the next morning', () => {
    const schedule = instructor({
      busy: [
        {
          start: at('2026-03-15', '22:00'),
          end: at('2026-03-15', '23:00'),
          location: northOf(100),
        },
      ],
    });
    expect(startsOf(schedule, oneDay(monday))[0]).toBe('09:00');
    expect(findSlots([schedule], oneDay(monday))[0]!.instructors[0]!.travelFrom).toBe('BASE');
  });

  it('honours a day off, a partial absence and extra hours', () => {
    const dayOff = instructor({
      exceptions: [{ date: monday, kind: 'UNAVAILABLE', startMinute: 0, endMinute: 1440 }],
    });
    expect(startsOf(dayOff, oneDay(monday))).toEqual([]);
    const partial = instructor({
      exceptions: [
        { date: monday, kind: 'UNAVAILABLE', startMinute: hm('11:00'), endMinute: hm('17:00') },
      ],
    });
    expect(startsOf(partial, oneDay(monday))).toEqual(every30('09:00', '10:00'));
    const extra = instructor({
      exceptions: [
        {
          date: '2026-03-15',
          kind: 'EXTRA_AVAILABLE',
          startMinute: hm('10:00'),
          endMinute: hm('12:00'),
        },
      ],
    });
    expect(startsOf(extra, oneDay('2026-03-15'))).toEqual(['10:00', '10:30', '11:00']);
  });

  it('keeps local 9:00 starts across the spring-forward and fall-back dates', () => {
    const everyDay = instructor({
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        startMinute: hm('09:00'),
        endMinute: hm('17:00'),
      })),
    });
    for (const date of [
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]) {
      expect(startsOf(everyDay, oneDay(date))).toEqual(every30('09:00', '16:00'));
    }
  });

  it('has no starts in the skipped hour and two sets in the repeated hour', () => {
    const night = instructor({
      weeklyHours: [{ weekday: 7, startMinute: hm('00:00'), endMinute: hm('04:00') }],
    });
    expect(startsOf(night, oneDay('2026-03-08', { durationMinutes: 30 }))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
    const fall = findSlots([night], oneDay('2026-11-01', { durationMinutes: 30 }));
    expect(fall.map((slot) => clock(slot.start))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(fall[4]!.start - fall[2]!.start).toBe(60);
  });

  it('books a lesson across midnight', () => {
    const lateShift = instructor({
      weeklyHours: [
        { weekday: 1, startMinute: hm('22:00'), endMinute: 1440 },
        { weekday: 2, startMinute: 0, endMinute: hm('01:00') },
      ],
    });
    const slots = findSlots([lateShift], oneDay(monday, { durationMinutes: 120 }));
    expect(slots.map((slot) => clock(slot.start))).toEqual(['22:00', '22:30', '23:00']);
    expect(localDateOf(LA, slots[2]!.start + 120)).toBe('2026-03-17');
  });

  it('respects the base and between-lesson travel limits', () => {
    const farBase = instructor({ base: northOf(30), maxBaseTravelMinutes: 45 });
    expect(startsOf(farBase, oneDay(monday))).toEqual([]); // 30 km → 59 minutes
    expect(startsOf({ ...farBase, maxBaseTravelMinutes: 60 }, oneDay(monday))).toHaveLength(15);
    expect(startsOf({ ...farBase, maxBaseTravelMinutes: null }, oneDay(monday))).toHaveLength(15);
    const between = instructor({
      maxBetweenTravelMinutes: 30,
      busy: [{ start: at(monday, '09:00'), end: at(monday, '10:00'), location: northOf(20) }],
    });
    expect(startsOf(between, oneDay(monday))).toEqual([]); // 39 minutes from the morning lesson
    const after = instructor({
      maxBetweenTravelMinutes: 30,
      busy: [{ start: at(monday, '16:00'), end: at(monday, '17:00'), location: northOf(20) }],
    });
    expect(startsOf(after, oneDay(monday))).toEqual([]); // 39 minutes to the afternoon lesson
  });

  it('keeps the drive from every busy interval that ends last, not just one of them', () => {
    // A hold with no location ends with a lesson 3 km away (6 minutes, over the limit of 5).
    const schedule = instructor({
      maxBetweenTravelMinutes: 5,
      busy: [
        { start: at(monday, '09:00'), end: at(monday, '10:00'), location: northOf(3) },
        { start: at(monday, '08:50'), end: at(monday, '10:00'), location: null },
      ],
    });
    expect(startsOf(schedule, oneDay(monday))).toEqual([]);
    expect(isSlotBookable(schedule, oneDay(monday), at(monday, '10:30'))).toEqual({
      bookable: false,
      refusal: 'TRAVEL_FROM_PREVIOUS',
    });
  });

  it('keeps the drive to every busy interval that starts first, not just one of them', () => {
    // A hold with no location starts with a lesson 10 km away (20 minutes of driving).
    const schedule = instructor({
      busy: [
        { start: at(monday, '16:00'), end: at(monday, '17:00'), location: northOf(10) },
        { start: at(monday, '16:00'), end: at(monday, '16:30'), location: null },
      ],
    });
    expect(startsOf(schedule, oneDay(monday)).at(-1)).toBe('14:30');
    expect(isSlotBookable(schedule, oneDay(monday), at(monday, '15:00'))).toEqual({
      bookable: false,
      refusal: 'TRAVEL_TO_NEXT',
    });
  });

  it('starts no earlier than notBefore and only inside the window', () => {
    const request = oneDay(monday, { notBefore: at(monday, '13:10'), to: at(monday, '15:00') });
    expect(startsOf(instructor(), request)).toEqual(['13:30', '14:00', '14:30']);
  });

  it('aligns starts to the instructor’s own clock', () => {
    const newYork = instructor({ timeZone: 'America/New_York' });
    const starts = findSlots([newYork], oneDay(monday, { step: 60 })).map((s) => s.start);
    expect(starts[0]).toBe(at(monday, '06:00')); // 9:00 in New York is 6:00 in Los Angeles
    expect(starts.every((s) => (s - starts[0]!) % 60 === 0)).toBe(true);
    expect(() => findSlots([newYork], oneDay(monday, { step: 7 }))).toThrow(RangeError);
  });

  it('groups instructors per start, shortest drive first', () => {
    const near = instructor({ id: 'near', base: northOf(1) });
    const far = instructor({ id: 'far', base: northOf(10) });
    const [slot] = findSlots([far, near], oneDay(monday));
    expect(slot!.instructors.map((i) => [i.instructorId, i.travelMinutes])).toEqual([
      ['near', 2],
      ['far', 20],
    ]);
  });

  it('orders equal drives by id, for a handful of offers and for a hundred', () => {
    for (const count of [5, 100]) {
      // Ids in reverse and three distances: the order comes from travel, then id.
      const many = Array.from({ length: count }, (_, i) =>
        instructor({ id: `i${String(count - i).padStart(3, '0')}`, base: northOf((i % 3) * 5) }),
      );
      const [slot] = findSlots(many, oneDay(monday));
      const offers = slot!.instructors.map((i) => [i.travelMinutes, i.instructorId] as const);
      expect(offers).toHaveLength(count);
      const expected = [...offers].sort(([ta, a], [tb, b]) => ta - tb || (a < b ? -1 : 1));
      expect(offers).toEqual(expected);
      expect(new Set(offers.map(([travel]) => travel))).toEqual(new Set([0, 10, 20]));
    }
  });
});

describe('isSlotBookable', () => {
  const schedule = instructor({
    maxBaseTravelMinutes: 60,
    busy: [{ start: at(monday, '12:00'), end: at(monday, '13:00'), location: northOf(10) }],
  });
  const request = oneDay(monday, { notBefore: at(monday, '09:30') });
  it.each([
    ['09:00', 'TOO_SOON'],
    ['09:45', 'NOT_ALIGNED'],
    ['11:30', 'OVERLAPS_BUSY'],
    ['11:00', 'TRAVEL_TO_NEXT'],
    ['13:00', 'TRAVEL_FROM_PREVIOUS'],
    ['16:30', 'OUTSIDE_AVAILABILITY'],
  ])('refuses %s with %s', (time, refusal) => {
    expect(isSlotBookable(schedule, request, at(monday, time))).toEqual({
      bookable: false,
      refusal,
    });
  });

  it('refuses outside the window and too far from the base', () => {
    expect(isSlotBookable(schedule, request, at('2026-03-17', '10:00')).bookable).toBe(false);
    const far = { ...schedule, base: northOf(40) };
    expect(isSlotBookable(far, request, at(monday, '10:00'))).toEqual({
      bookable: false,
      refusal: 'TOO_FAR_FROM_BASE',
    });
  });

  it('accepts a free start with its travel', () => {
    expect(isSlotBookable(schedule, request, at(monday, '13:30'))).toEqual({
      bookable: true,
      travelMinutes: 20,
      travelFrom: 'PREVIOUS',
    });
  });
});
