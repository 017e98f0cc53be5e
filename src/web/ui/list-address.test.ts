import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  choiceFilterOr,
  flagFilter,
  matchesSearch,
  NO_FILTERS,
  readListView,
  writeListView,
  type ListView,
} from './list-address.ts';

type View = ListView<{
  colour: 'red' | 'blue' | null;
  state: 'CA' | 'TX' | 'CO';
  archived: boolean;
}>;

const FILTERS = {
  colour: choiceFilter(['red', 'blue'] as const),
  state: choiceFilterOr(['CA', 'TX', 'CO'] as const, 'CA', (raw) => raw.toUpperCase()),
  archived: flagFilter,
};
const read = (query: string) => readListView(new URLSearchParams(query), FILTERS);
const FIRST: View = { q: '', colour: null, state: 'CA', archived: false, page: 0, size: 40 };

describe('readListView', () => {
  it('reads the term, each filter under its name and the page', () => {
    expect(read('q=road+test&colour=blue&state=tx&archived=1&page=3&size=10')).toEqual({
      q: 'road test',
      colour: 'blue',
      state: 'TX',
      archived: true,
      page: 2,
      size: 10,
    });
  });

  it('reads anything unknown as the default', () => {
    expect(read('colour=green&state=ZZ&archived=yes&page=0&size=41')).toEqual(FIRST);
    expect(read('q=' + 'a'.repeat(300)).q).toHaveLength(200);
  });
});

describe('writeListView', () => {
  it('leaves defaults out, so a first visit has a plain address', () => {
    expect(writeListView(FIRST, FILTERS).toString()).toBe('');
    expect(writeListView({ ...FIRST, q: '  ' }, FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const view: View = {
      q: 'ana',
      colour: 'red',
      state: 'CO',
      archived: true,
      page: 1,
      size: 20,
    };
    const written = writeListView(view, FILTERS);
    expect(written.toString()).toBe('q=ana&colour=red&state=CO&archived=1&page=2&size=20');
    expect(read(written.toString())).toEqual(view);
  });

  it('serves a list with only a page', () => {
    const view = readListView(new URLSearchParams('page=2'), NO_FILTERS);
    expect(view).toEqual({ q: '', page: 1, size: 40 });
    expect(writeListView(view, NO_FILTERS).toString()).toBe('page=2');
  });
});

describe('choiceFilter', () => {
  it('starts on a value and writes every value as "all"', () => {
    const status = choiceFilter(['pending', 'granted'] as const, 'pending');
    expect([null, 'x', 'granted', 'all'].map(status.read)).toEqual([
      'pending',
      'pending',
      'granted',
      null,
    ]);
    expect([null, 'pending', 'granted'].map((value) => status.write(value as never))).toEqual([
      'all',
      null,
      'granted',
    ]);
  });
});

describe('matchesSearch', () => {
  it('finds every word in any of the texts, whatever the capitals', () => {
    expect(matchesSearch('speed URBAN', 'Speed limits', 'in urban districts')).toBe(true);
    expect(matchesSearch('speed school', 'Speed limits', null)).toBe(false);
    expect(matchesSearch('', 'anything')).toBe(true);
  });
});
