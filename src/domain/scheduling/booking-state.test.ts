import { describe, expect, it } from 'vitest';
import { bookingState } from './booking-state.ts';

describe('bookingState', () => {
  it('is the licence state when the student has one', () => {
    expect(bookingState({ usStateId: 'TX', addressState: 'CA' })).toBe('TX');
    expect(bookingState({ usStateId: ' wa ' })).toBe('WA');
  });

  it('falls back to the state of the address without a licence state', () => {
    expect(bookingState({ usStateId: null, addressState: 'TX' })).toBe('TX');
    expect(bookingState({ usStateId: '', addressState: 'co' })).toBe('CO');
  });

  it('skips a code that is not a state', () => {
    expect(bookingState({ usStateId: 'ZZ', addressState: 'TX' })).toBe('TX');
  });

  it('is none when neither is known', () => {
    expect(bookingState({})).toBeNull();
    expect(bookingState({ usStateId: '', addressState: null })).toBeNull();
    expect(bookingState({ usStateId: 'ZZ', addressState: '  ' })).toBeNull();
  });
});
