import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayHeading,
  pickupInputOf,
  timeLabel,
  whenLabel,
  windowRange,
} from './slot-picker-format.ts';

describe('slot picker format', () => {
  it('names a day and a time in the zone of the answer', () => {
    expect(dayHeading('2026-12-01')).toBe('Tuesday, December 1');
    expect(timeLabel('2026-12-01T17:00:00.000Z', 'America/Los_Angeles')).toBe('9:00 AM');
    expect(timeLabel('2026-07-01T20:30:00.000Z', 'America/Los_Angeles')).toBe('1:30 PM');
    // 1:00 UTC on December 2 is still December 1 in Los Angeles.
    expect(whenLabel('2026-12-02T01:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Tuesday, December 1, 5:00 PM',
    );
  });

  it('spans two weeks from local midnight to local midnight, across daylight saving', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(windowRange('2026-12-01', 'America/Los_Angeles')).toEqual({
      from: '2026-12-01T08:00:00.000Z',
      to: '2026-12-15T08:00:00.000Z',
    });
    // Daylight time starts on 2027-03-14: the window ends at midnight PDT (UTC−7).
    expect(windowRange('2027-03-08', 'America/Los_Angeles')).toEqual({
      from: '2027-03-08T08:00:00.000Z',
      to: '2027-03-22T07:00:00.000Z',
    });
  });

  it('turns each kind of pickup into the GraphQL input', () => {
    expect(pickupInputOf({ latitude: 34, longitude: -118 })).toEqual({ lat: 34, lng: -118 });
    expect(pickupInputOf({ zipCode: '90012' })).toEqual({ zipCode: '90012' });
    expect(pickupInputOf({ meetingPointId: 'p1' })).toEqual({ meetingPointId: 'p1' });
  });
});
