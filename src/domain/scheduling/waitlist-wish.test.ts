import { describe, expect, it } from 'vitest';
import {
  describeWeekdays,
  describeWish,
  slotFitsWish,
  wishProblems,
  type WaitlistWish,
} from './waitlist-wish.ts';

const CHICAGO = 'America/Chicago';
const saturdayMornings: WaitlistWish = {
  weekdays: [6],
  earliestMinute: 9 * 60,
  latestMinute: 12 * 60,
  until: '2026-12-31',
};

describe('wishProblems', () => {
  it('accepts a wish that can hold the lesson', () => {
    expect(wishProblems(saturdayMornings, '2026-11-27', 120)).toEqual([]);
  });

  it('names each field at fault', () => {
    const paths = (wish: Partial<WaitlistWish>, minutes = 60) =>
      wishProblems({ ...saturdayMornings, ...wish }, '2026-11-27', minutes).map((p) => p.path);
    expect(paths({ weekdays: [] })).toEqual(['weekdays']);
    expect(paths({ weekdays: [0, 8] })).toEqual(['weekdays']);
    expect(paths({ earliestMinute: -5 })).toEqual(['earliestTime']);
    expect(paths({ latestMinute: 1500 })).toEqual(['latestTime']);
    // Three hours cannot hold a four-hour lesson; exactly its length can.
    expect(paths({}, 240)).toEqual(['latestTime']);
    expect(paths({}, 180)).toEqual([]);
    expect(paths({ until: '2026-02-30' })).toEqual(['until']);
    expect(paths({ until: '2026-11-26' })).toEqual(['until']);
    expect(paths({ until: '2026-11-27' })).toEqual([]);
    expect(paths({ until: '2027-01-26' })).toEqual([]);
    expect(paths({ until: '2027-01-27' })).toEqual(['until']);
  });
});

describe('slotFitsWish', () => {
  const fits = (iso: string, minutes = 60, wish = saturdayMornings) =>
    slotFitsWish(new Date(iso), minutes, wish, CHICAGO);

  it('takes a lesson inside the window on a wanted day, in the place’s zone', () => {
    // Saturday 2026-12-05 09:00 CST is 15:00 UTC.
    expect(fits('2026-12-05T15:00:00Z')).toBe(true);
    expect(fits('2026-12-05T17:00:00Z')).toBe(true); // 11:00–12:00 ends on the edge
    expect(fits('2026-12-05T17:00:00Z', 120)).toBe(false); // 11:00–13:00 runs past noon
    expect(fits('2026-12-05T14:30:00Z')).toBe(false); // 08:30 is too early
    expect(fits('2026-12-04T15:00:00Z')).toBe(false); // a Friday
  });

  it('stops after the last wanted date', () => {
    expect(fits('2027-01-02T15:00:00Z')).toBe(false);
    expect(fits('2026-12-26T15:00:00Z')).toBe(true);
  });

  it('keeps the local window across a daylight-saving change', () => {
    // Saturday 2027-03-20, after the change to CDT: 09:00 local is 14:00 UTC.
    const spring = { ...saturdayMornings, until: '2027-03-31' };
    expect(fits('2027-03-20T14:00:00Z', 60, spring)).toBe(true);
    expect(fits('2027-03-20T13:30:00Z', 60, spring)).toBe(false);
  });
});

describe('describeWeekdays', () => {
  it('says the days as a person would', () => {
    expect(describeWeekdays([6, 7])).toBe('weekends');
    expect(describeWeekdays([5, 1, 2, 3, 4])).toBe('weekdays');
    expect(describeWeekdays([1, 2, 3, 4, 5, 6, 7])).toBe('every day');
    expect(describeWeekdays([2])).toBe('Tuesdays');
    expect(describeWeekdays([1, 3, 6])).toBe('Mondays, Wednesdays and Saturdays');
  });
});

describe('describeWish', () => {
  it('says the days, the hours and the last date', () => {
    expect(
      describeWish({
        weekdays: [6],
        earliestTime: '09:00',
        latestTime: '12:00',
        until: '2026-12-24',
      }),
    ).toBe('Saturdays, 9:00 AM to 12:00 PM, until Thursday, December 24');
    expect(
      describeWish({
        weekdays: [1, 2, 3, 4, 5],
        earliestTime: '15:30',
        latestTime: '24:00',
        until: '2027-01-02',
      }),
    ).toBe('Weekdays, 3:30 PM to 12:00 AM, until Saturday, January 2');
  });
});
