// Properties of the slot engine against a brute-force reading of the rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findSlots,
  isSlotBookable,
  type BusyInterval,
  type InstructorSchedule,
  type SlotRequest,
} from './slot-engine.ts';
import { PICKUP, at, instructor, northOf } from './test-fixtures.ts';
import { epochToLocal, localDayMinuteToEpoch } from './time-zone.ts';
import { travelMinutes } from './travel-time.ts';

const WEEK_START = at('2026-03-02', '00:00');
const DAY = 1440;

const busyArb = fc
  .tuple(
    fc.integer({ min: 0, max: 9 * DAY }),
    fc.integer({ min: 15, max: 180 }),
    fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  )
  .map(([offset, length, km]): BusyInterval => ({
    start: WEEK_START + offset,
    end: WEEK_START + offset + length,
    location: km === null ? null : northOf(km),
  }));

const scheduleArb = fc
  .record({
    busy: fc.array(busyArb, { maxLength: 12 }),
    maxBetween: fc.option(fc.integer({ min: 5, max: 60 }), { nil: null }),
    baseKm: fc.integer({ min: 0, max: 40 }),
    maxBase: fc.option(fc.integer({ min: 10, max: 90 }), { nil: null }),
  })
  .map(({ busy, maxBetween, baseKm, maxBase }) =>
    instructor({
      busy,
      base: northOf(baseKm),
      maxBaseTravelMinutes: maxBase,
      maxBetweenTravelMinutes: maxBetween,
      breaks: [{ weekday: 3, startMinute: 720, endMinute: 780, kind: 'MEAL_BREAK' }],
    }),
  );

const requestArb = fc
  .record({
    duration: fc.constantFrom(30, 60, 90, 120),
    step: fc.constantFrom(15, 30, 60),
    notBefore: fc.integer({ min: 0, max: 3 * DAY }),
  })
  .map(({ duration, step, notBefore }): SlotRequest => ({
    pickup: PICKUP,
    durationMinutes: duration,
    from: WEEK_START,
    to: WEEK_START + 7 * DAY,
    step,
    notBefore: WEEK_START + notBefore,
  }));

/**
 * The rules read literally, by scanning every busy interval: none overlaps the lesson, and the
 * previous and next locations of the same local day leave time to drive within the limit. Busy
 * intervals tied for the previous end or the next start are all neighbours, whatever their order.
 */
function respectsBusy(schedule: InstructorSchedule, request: SlotRequest, start: number): boolean {
  const end = start + request.durationMinutes;
  const limit = schedule.maxBetweenTravelMinutes ?? Infinity;
  const zone = schedule.timeZone;
  const dayStart = localDayMinuteToEpoch(zone, epochToLocal(zone, start).day, 0);
  const dayEnd = localDayMinuteToEpoch(zone, epochToLocal(zone, end - 1).day, DAY);
  if (schedule.busy.some((busy) => busy.start < end && start < busy.end)) return false;
  const earlier = schedule.busy.filter((busy) => busy.end <= start && busy.end >= dayStart);
  const later = schedule.busy.filter((busy) => busy.start >= end && busy.start <= dayEnd);
  const previousEnd = Math.max(...earlier.map((busy) => busy.end));
  const nextStart = Math.min(...later.map((busy) => busy.start));
  const fits = (gap: number, travel: number) => gap >= travel && travel <= limit;
  return (
    earlier
      .filter((busy) => busy.end === previousEnd)
      .every((busy) => fits(start - busy.end, travelMinutes(busy.location, request.pickup))) &&
    later
      .filter((busy) => busy.start === nextStart)
      .every((busy) => fits(busy.start - end, travelMinutes(request.pickup, busy.location)))
  );
}

describe('slot engine properties', () => {
  it('never returns a start that overlaps a busy interval or breaks the travel rules', () => {
    fc.assert(
      fc.property(scheduleArb, requestArb, (schedule, request) => {
        for (const slot of findSlots([schedule], request)) {
          expect(slot.start).toBeGreaterThanOrEqual(request.notBefore!);
          expect(respectsBusy(schedule, request, slot.start)).toBe(true);
          const base = travelMinutes(schedule.base, request.pickup);
          expect(base <= (schedule.maxBaseTravelMinutes ?? Infinity)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with isSlotBookable on every grid start of the week', () => {
    fc.assert(
      fc.property(scheduleArb, requestArb, (schedule, request) => {
        const found = new Set(findSlots([schedule], request).map((slot) => slot.start));
        for (let start = request.from; start < request.to; start += request.step!) {
          expect(isSlotBookable(schedule, request, start).bookable).toBe(found.has(start));
        }
      }),
      { numRuns: 30 },
    );
  });
});
