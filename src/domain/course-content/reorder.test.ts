import { describe, expect, it } from 'vitest';
import { checkNewOrder, moveOnePlace } from './reorder.ts';

describe('checkNewOrder', () => {
  it('accepts a permutation of the current ids', () => {
    expect(checkNewOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({
      ok: true,
      ids: ['c', 'a', 'b'],
    });
  });
  it('refuses unknown, repeated or missing ids', () => {
    expect(checkNewOrder(['a', 'b'], ['a', 'x'])).toMatchObject({ ok: false, id: 'x' });
    expect(checkNewOrder(['a', 'b'], ['a', 'a'])).toMatchObject({ ok: false, id: 'a' });
    expect(checkNewOrder(['a', 'b'], ['a'])).toMatchObject({ ok: false });
  });
});

describe('moveOnePlace', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moveOnePlace(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveOnePlace(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveOnePlace(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
    expect(moveOnePlace(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c']);
    expect(moveOnePlace(['a', 'b'], 'x', 'down')).toEqual(['a', 'b']);
  });
});
