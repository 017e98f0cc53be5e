import { describe, expect, it } from 'vitest';
import { testCardToken } from './test-card-token.ts';

describe('testCardToken', () => {
  it('pays with a valid card number, spaces and dashes allowed', () => {
    expect(testCardToken('4242 4242 4242 4242')).toBe('tok_visa');
    expect(testCardToken('5555-5555-5555-4444')).toBe('tok_visa');
  });
  it('declines the documented declining card', () => {
    expect(testCardToken('4000 0000 0000 0002')).toBe('tok_chargeDeclined');
  });
  it('refuses what is not a card number', () => {
    expect(testCardToken('4242 4242 4242 4241')).toBeNull();
    expect(testCardToken('abcd')).toBeNull();
    expect(testCardToken('')).toBeNull();
  });
});
