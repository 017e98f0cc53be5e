import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone.ts';
import { timeZoneLabel, US_TIME_ZONES } from './us-time-zones.ts';

describe('US_TIME_ZONES', () => {
  it('lists each zone once, every one a zone the runtime knows', () => {
    const zones = US_TIME_ZONES.map((entry) => entry.zone);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(isValidTimeZone(zone)).toBe(true);
  });

  it('labels each zone differently', () => {
    const labels = US_TIME_ZONES.map((entry) => entry.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('timeZoneLabel', () => {
  it('names a listed zone as people know it, and leaves any other zone as it is', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central (Chicago)');
    expect(timeZoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });
});
