import { describe, expect, it } from 'vitest';
import { SUPPORTED_STATE_CODES, US_STATES, findUsState, isStateSupported } from './us-states.ts';

describe('US_STATES', () => {
  it('lists the 50 states, DC and the territories once each', () => {
    const codes = US_STATES.map((state) => state.code);
    expect(codes).toHaveLength(57);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'NY', 'AK', 'HI']) {
      expect(codes).toContain(code);
    }
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it('marks exactly the 11 public-product states as supported', () => {
    const supported = US_STATES.filter((state) => state.isSupported).map((state) => state.code);
    expect(supported.sort()).toEqual([...SUPPORTED_STATE_CODES].sort());
    expect(supported).toHaveLength(11);
    expect(findUsState('ny')?.isSupported).toBe(false);
  });

  it('finds a state by code, ignoring case and spaces', () => {
    expect(findUsState(' tx ')).toEqual({ code: 'TX', name: 'Texas', isSupported: true });
    expect(findUsState('ZZ')).toBeUndefined();
  });
});

describe('isStateSupported', () => {
  it('holds for CO, PA, CA and WA only', () => {
    const passing = US_STATES.filter((state) => isStateSupported(state.code)).map((s) => s.code);
    expect(passing.sort()).toEqual(['CA', 'CO', 'PA', 'WA']);
    expect(isStateSupported('tx')).toBe(false);
    expect(isStateSupported('co')).toBe(true);
  });

  it('holds for every state while a test harness runs', () => {
    expect(isStateSupported('TX', true)).toBe(true);
    expect(isStateSupported('NY', true)).toBe(true);
  });
});
