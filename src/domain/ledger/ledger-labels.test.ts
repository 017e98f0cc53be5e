import { describe, expect, it } from 'vitest';
import { describeQuantity, formatChange, formatMinutes, formatQuantity } from './ledger-labels.ts';

const DRIVING = { name: 'Driving minutes', type: 'drivingMinute' } as const;
const FEE = { name: 'Registration fee', type: 'fee' } as const;
const TEEN = { name: 'Teen package', type: 'package' } as const;

describe('quantities', () => {
  it('shows minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(360)).toBe('6 h');
    expect(formatMinutes(-120)).toBe('−2 h');
  });

  it('shows units as counts and signs changes', () => {
    expect(formatQuantity('fee', 2)).toBe('2');
    expect(formatQuantity('drivingMinute', 150)).toBe('2 h 30 min');
    expect(formatChange('drivingMinute', 120)).toBe('+2 h');
    expect(formatChange('fee', -1)).toBe('−1');
    expect(formatChange('fee', 0)).toBe('0');
  });

  it('describes lines and bought items', () => {
    expect(describeQuantity(DRIVING, -120, true)).toBe('Driving minutes −2 h');
    expect(describeQuantity(FEE, 1, true)).toBe('Registration fee +1');
    expect(describeQuantity(TEEN, 1, false)).toBe('Teen package × 1');
    expect(describeQuantity(DRIVING, 90, false)).toBe('Driving minutes 1 h 30 min');
  });
});
