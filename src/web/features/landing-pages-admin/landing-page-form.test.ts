import { describe, expect, it } from 'vitest';
import {
  EMPTY_LANDING_PAGE_FORM,
  landingPageFormProblems,
  toLandingPageInput,
} from './landing-page-form.ts';

const filled = {
  ...EMPTY_LANDING_PAGE_FORM,
  name: 'San Francisco',
  state: 'CA',
  centerAddress: '1 Market St',
  priceSchemeId: 'scheme-1',
};

describe('landing page form', () => {
  it('names every missing or malformed field', () => {
    expect(
      Object.keys(
        landingPageFormProblems({
          ...EMPTY_LANDING_PAGE_FORM,
          slug: 'Bad Slug',
          googleMyBusinessUrl: 'http://x',
        }),
      ).sort(),
    ).toEqual(['centerAddress', 'googleMyBusinessUrl', 'name', 'priceSchemeId', 'slug', 'state']);
    expect(landingPageFormProblems(filled)).toEqual({});
  });

  it('proposes the slug from the name and sends blank optional fields as null', () => {
    expect(toLandingPageInput(filled)).toMatchObject({
      slug: 'san-francisco',
      hubId: null,
      metroId: null,
      googleMyBusinessUrl: null,
      cmsId: null,
      isPublished: false,
    });
    expect(toLandingPageInput({ ...filled, slug: 'sf' }).slug).toBe('sf');
  });
});
