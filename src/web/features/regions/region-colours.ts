// Region fill colours on the map: by price per minute, from a light teal (cheapest) to a deep
// blue (dearest) across the prices on screen; grey for a region whose price is not known (its
// super region has no price scheme, or the scheme no driving-minute price).

export const NO_PRICE_COLOUR = '#9e9e9e';
const CHEAP: readonly [number, number, number] = [0x80, 0xde, 0xd5];
const DEAR: readonly [number, number, number] = [0x0d, 0x2c, 0x8c];

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

export interface PriceRange {
  min: number;
  max: number;
}

/** The lowest and highest known price, or null when no region has one. */
export function priceRange(prices: readonly (number | null | undefined)[]): PriceRange | null {
  const known = prices.filter((price): price is number => typeof price === 'number');
  if (known.length === 0) return null;
  return { min: Math.min(...known), max: Math.max(...known) };
}

export function priceColour(cents: number | null | undefined, range: PriceRange | null): string {
  if (typeof cents !== 'number' || !range) return NO_PRICE_COLOUR;
  const share = range.max === range.min ? 0.5 : (cents - range.min) / (range.max - range.min);
  const clamped = Math.min(1, Math.max(0, share));
  return hex(CHEAP.map((from, index) => from + (DEAR[index]! - from) * clamped));
}

export const CHEAPEST_COLOUR = hex(CHEAP);
export const DEAREST_COLOUR = hex(DEAR);
