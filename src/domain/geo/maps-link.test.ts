import { describe, expect, it } from 'vitest';
import { mapsLink } from './maps-link.ts';

describe('mapsLink', () => {
  it('prefers the coordinates', () => {
    expect(mapsLink({ latitude: 37.7749, longitude: -122.4194, address: '1 Main St' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=37.774900%2C-122.419400',
    );
  });

  it('falls back to the address, encoded', () => {
    expect(mapsLink({ address: ' 12 Oak Ave #3, Denver ' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Ave%20%233%2C%20Denver',
    );
  });

  it('has no link without a place', () => {
    expect(mapsLink({ address: '  ' })).toBeNull();
    expect(mapsLink({ latitude: 37, longitude: null })).toBeNull();
    expect(mapsLink({ latitude: Number.NaN, longitude: 1 })).toBeNull();
  });
});
