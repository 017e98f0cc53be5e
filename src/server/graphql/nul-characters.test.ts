import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentHoldsNul, nulCharacterPaths } from './nul-characters.ts';

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

describe('documentHoldsNul', () => {
  it('finds a NUL written by either escape in a string literal, defaults included', () => {
    expect(
      documentHoldsNul(parse('mutation { deleteFeatureFlag(key: "a\\u0000b") { key } }')),
    ).toBe(true);
    expect(documentHoldsNul(parse('{ flag(key: "a\\u{0}b") { key } }'))).toBe(true);
    expect(
      documentHoldsNul(parse('query ($k: String = "\\u0000") { flag(key: $k) { key } }')),
    ).toBe(true);
  });

  it('leaves other escapes and block strings (which do not unescape) alone', () => {
    expect(documentHoldsNul(parse('{ flag(key: "a\\u0041\\\\u0000") { key } }'))).toBe(false);
    expect(documentHoldsNul(parse('{ flag(key: """a\\u0000b""") { key } }'))).toBe(false);
  });
});
