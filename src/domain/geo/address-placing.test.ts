import { describe, expect, it } from 'vitest';
import { mustPlaceAddress } from './address-placing.ts';

const saved = { address: '1 Main St, Austin, TX 78701', latitude: 30.27, longitude: -97.74 };

describe('mustPlaceAddress', () => {
  it('places a new address without a position and keeps a new one placed by hand', () => {
    expect(mustPlaceAddress(null, { ...saved, latitude: null, longitude: null })).toBe(true);
    expect(mustPlaceAddress(null, saved)).toBe(false);
  });

  it('keeps the position while the address is unchanged', () => {
    expect(mustPlaceAddress(saved, saved)).toBe(false);
    expect(mustPlaceAddress(saved, { ...saved, latitude: 30.3, longitude: -97.7 })).toBe(false);
  });

  it('places a new address again when the pin was left where it was', () => {
    expect(mustPlaceAddress(saved, { ...saved, address: '9 Elm St, Dallas, TX 75201' })).toBe(true);
  });

  it('keeps a pin moved by hand with a new address', () => {
    const moved = { address: '9 Elm St, Dallas, TX 75201', latitude: 32.78, longitude: -96.8 };
    expect(mustPlaceAddress(saved, moved)).toBe(false);
  });

  it('places an address whose position was cleared', () => {
    expect(mustPlaceAddress(saved, { ...saved, latitude: null, longitude: null })).toBe(true);
  });
});
