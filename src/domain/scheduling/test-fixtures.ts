// Shared helpers for the scheduling tests: Pacific wall-clock instants and points a known
// distance apart.
import type { InstructorSchedule } from './slot-engine.ts';
import { localToEpoch } from './time-zone.ts';
import type { LatLng } from './travel-time.ts';

export const LA = 'America/Los_Angeles';

/** Epoch minute of a Pacific wall-clock time, e.g. at('2026-03-16', '09:30'). */
export function at(date: string, time: string, timeZone = LA): number {
  const [hours, minutes] = time.split(':').map(Number);
  return localToEpoch(timeZone, date, hours! * 60 + minutes!);
}

export function hm(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export const PICKUP: LatLng = { lat: 34.05, lng: -118.25 };

/** A point `km` kilometres north of PICKUP (1° of latitude ≈ 111.195 km). */
export function northOf(km: number, from: LatLng = PICKUP): LatLng {
  return { lat: from.lat + km / 111.19508, lng: from.lng };
}

/** Monday to Friday 9:00–17:00 in Los Angeles, base at the pickup, no limits, nothing booked. */
export function instructor(overrides: Partial<InstructorSchedule> = {}): InstructorSchedule {
  return {
    id: 'i1',
    timeZone: LA,
    base: PICKUP,
    maxBaseTravelMinutes: null,
    maxBetweenTravelMinutes: null,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      startMinute: hm('09:00'),
      endMinute: hm('17:00'),
    })),
    exceptions: [],
    breaks: [],
    busy: [],
    ...overrides,
  };
}
