import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../date-format.ts';
import { US_STATES } from '../us-states.ts';
import { stateTimeZone } from './state-time-zone.ts';
import { isValidTimeZone } from './time-zone.ts';

describe('stateTimeZone', () => {
  it('names the zone most of a state lives in', () => {
    expect(stateTimeZone('TX')).toBe('America/Chicago');
    expect(stateTimeZone(' wa ')).toBe('America/Los_Angeles');
    expect(stateTimeZone('PA')).toBe('America/New_York');
    expect(stateTimeZone('CO')).toBe('America/Denver');
    expect(stateTimeZone('AZ')).toBe('America/Phoenix');
  });

  it('falls back to the school’s zone for no state or one without a zone of its own', () => {
    expect(stateTimeZone(null)).toBe(DEFAULT_TIME_ZONE);
    expect(stateTimeZone('')).toBe(DEFAULT_TIME_ZONE);
    expect(stateTimeZone('UM')).toBe(DEFAULT_TIME_ZONE);
    expect(stateTimeZone('ZZ')).toBe(DEFAULT_TIME_ZONE);
  });

  it('gives every state and territory a zone the platform accepts', () => {
    for (const state of US_STATES) expect(isValidTimeZone(stateTimeZone(state.code))).toBe(true);
  });
});
