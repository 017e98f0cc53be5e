import { describe, expect, it } from 'vitest';
import { homePickup, homeZip, storedHomeInZip } from './home-pickup.ts';

const placed = { zipcode: '78701-1234', latitude: 30.2711, longitude: -97.7437 };

describe('homePickup', () => {
  it('starts at the stored position when the address has one', () => {
    expect(homePickup(placed)).toEqual({ latitude: 30.2711, longitude: -97.7437 });
  });

  it('falls back to the five digits of the ZIP code', () => {
    expect(homePickup({ zipcode: '78701-1234', latitude: null, longitude: null })).toEqual({
      zipCode: '78701',
    });
    expect(homeZip({ zipcode: '78701-1234' })).toBe('78701');
  });

  it('has no home pickup without a position or a ZIP code', () => {
    expect(homePickup({ zipcode: null })).toBeNull();
    expect(homePickup(null)).toBeNull();
    expect(homePickup({ zipcode: 'abc' })).toBeNull();
  });
});

describe('storedHomeInZip', () => {
  it('answers the stored position of a home in the ZIP code sent', () => {
    const other = { zipcode: '75201', latitude: 32.78, longitude: -96.8 };
    expect(storedHomeInZip([other, placed], '78701')).toEqual({
      latitude: 30.2711,
      longitude: -97.7437,
    });
  });

  it('answers null when no home in that ZIP code has a position', () => {
    expect(storedHomeInZip([placed], '75201')).toBeNull();
    expect(storedHomeInZip([{ zipcode: '78701' }], '78701')).toBeNull();
  });
});
