// A seeded random source, so the same arguments always generate the same dataset (and the
// benchmarks of two runs, or two machines, measure the same data).

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4 UUID made from this source. */
  uuid(): string;
}

export function seededRandom(seed: number): Random {
  // mulberry32: tiny, fast and good enough for test data.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) out += ((next() * 4294967296) >>> 0).toString(16).padStart(8, '0');
    return out.slice(0, length);
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)] as (typeof values)[number],
    chance: (probability) => next() < probability,
    uuid: () => {
      const h = hex(32);
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
  return random;
}
