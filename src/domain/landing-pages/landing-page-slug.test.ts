import { describe, expect, it } from 'vitest';
import { isLandingSlug, landingPagePath, metroPath, slugFromName } from './landing-page-slug.ts';

describe('landing page slugs', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(isLandingSlug('san-francisco')).toBe(true);
    expect(isLandingSlug('austin78701')).toBe(true);
  });

  it('refuses capitals, spaces, double or edge hyphens, empty and long slugs', () => {
    for (const bad of ['San-Francisco', 'san francisco', 'san--fran', '-austin', 'austin-', '']) {
      expect(isLandingSlug(bad)).toBe(false);
    }
    expect(isLandingSlug('a'.repeat(81))).toBe(false);
  });

  it('proposes a slug from a name', () => {
    expect(slugFromName('San Francisco, CA')).toBe('san-francisco-ca');
    expect(slugFromName('  Señora Café  ')).toBe('senora-cafe');
    expect(isLandingSlug(slugFromName(`${'word '.repeat(30)}`))).toBe(true);
  });

  it('builds the lower-case addresses of pages and metros', () => {
    expect(landingPagePath('CA', 'san-francisco')).toBe('/ca/driving-lessons/san-francisco');
    expect(metroPath('TX', 'austin')).toBe('/tx/metro/austin');
  });
});
