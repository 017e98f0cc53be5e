import { describe, expect, it } from 'vitest';
import {
  CHEAPEST_COLOUR,
  DEAREST_COLOUR,
  NO_PRICE_COLOUR,
  priceColour,
  priceRange,
} from './region-colours.ts';

describe('region colours', () => {
  it('spans the known prices from cheapest to dearest', () => {
    const range = priceRange([150, null, 90, 120]);
    expect(range).toEqual({ min: 90, max: 150 });
    expect(priceColour(90, range)).toBe(CHEAPEST_COLOUR);
    expect(priceColour(150, range)).toBe(DEAREST_COLOUR);
    expect(priceColour(120, range)).not.toBe(CHEAPEST_COLOUR);
  });

  it('greys a region without price, and everything when no price is known', () => {
    expect(priceColour(null, { min: 1, max: 2 })).toBe(NO_PRICE_COLOUR);
    expect(priceRange([null, undefined])).toBeNull();
    expect(priceColour(100, null)).toBe(NO_PRICE_COLOUR);
  });

  it('gives one middle colour when every price is the same', () => {
    const colour = priceColour(100, { min: 100, max: 100 });
    expect(colour).not.toBe(NO_PRICE_COLOUR);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
