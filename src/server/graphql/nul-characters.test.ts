import { describe, expect, it } from 'vitest';
import { nulCharacterPaths } from './nul-characters.ts';

describe('nulCharacterPaths', () => {
  it('names every string holding a NUL by its path', () => {
    expect(
      nulCharacterPaths({ input: { key: 'a\u0000b', ok: 'fine', ids: ['x', '\u0000'] }, n: 1 }),
    ).toEqual(['input.key', 'input.ids.1']);
  });

  it('finds nothing in clean values', () => {
    expect(nulCharacterPaths({ a: 'b', c: [1, null, { d: 'e' }] })).toEqual([]);
  });
});
