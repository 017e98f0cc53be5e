import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../domain/place-inputs.ts';
import {
  EMPTY_LANDING_PAGE_FORM,
  landingPageFormSchema,
  metroFormSchema,
  toLandingPageInput,
  type LandingPageFormValues,
} from './landing-page-form.ts';

const landingPageFormProblems = (values: LandingPageFormValues) =>
  problemsOf(landingPageFormSchema, values);

const filled = {
  ...EMPTY_LANDING_PAGE_FORM,
  name: 'San Francisco',
  state: 'CA',
  centerAddress: '1 Market St',
  priceSchemeId: '11111111-1111-4111-8111-111111111111',
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

  it("checks a metro's name, state and proposed slug", () => {
    const metro = {
      name: 'Greater Austin',
      state: '',
      slug: '',
      locationLandingPageIds: [],
      cmsId: '',
      stateCmsId: '',
      isPublished: false,
    };
    expect(problemsOf(metroFormSchema, metro)).toEqual({ state: 'is required' });
    expect(problemsOf(metroFormSchema, { ...metro, state: 'TX', slug: 'Bad Slug' })).toEqual({
      slug: 'must be lower-case words joined by hyphens (at most 80 characters)',
    });
  });
});
