import { describe, expect, it } from 'vitest';
import { shouldHydrate, STATIC_PAGE } from './hydration.ts';

describe('shouldHydrate', () => {
  it('hydrates when no route says otherwise', () => {
    expect(shouldHydrate([{ handle: undefined }, { handle: { title: 'Courses' } }])).toBe(true);
    expect(shouldHydrate([])).toBe(true);
  });

  it('serves a page without scripts when any matched route is a static page', () => {
    expect(shouldHydrate([{ handle: undefined }, { handle: STATIC_PAGE }])).toBe(false);
  });

  it('ignores handles that are not objects or say hydrate: true', () => {
    expect(
      shouldHydrate([{ handle: 'static' }, { handle: null }, { handle: { hydrate: true } }]),
    ).toBe(true);
  });
});
