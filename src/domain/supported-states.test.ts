import { describe, expect, it } from 'vitest';
import { isSupportedState, SUPPORTED_STATES } from './supported-states.ts';

describe('SUPPORTED_STATES', () => {
  it('lists exactly the 11 states of the public product, once each, sorted by code', () => {
    const codes = SUPPORTED_STATES.map((state) => state.code);
    expect(codes).toEqual(['CA', 'CO', 'IL', 'IN', 'MD', 'MO', 'NV', 'PA', 'TX', 'WA', 'WI']);
  });

  it('names every state', () => {
    expect(SUPPORTED_STATES.find((state) => state.code === 'MD')?.name).toBe('Maryland');
    for (const state of SUPPORTED_STATES) expect(state.name.length).toBeGreaterThan(3);
  });
});

describe('isSupportedState', () => {
  it('accepts the upper-case codes of supported states only', () => {
    expect(isSupportedState('TX')).toBe(true);
    expect(isSupportedState('WA')).toBe(true);
    expect(isSupportedState('tx')).toBe(false);
  });

  it('rejects states the public product does not serve', () => {
    expect(isSupportedState('NY')).toBe(false);
    expect(isSupportedState('')).toBe(false);
  });
});
