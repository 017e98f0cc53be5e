// The landing page and metro dialogs' forms: values as typed, checked before sending by the
// server's own rules (src/domain/landing-pages/landing-page-inputs.ts), and the GraphQL input
// (blank optional fields are sent as null, which clears them).
import { z } from 'zod';
import { metroFields, pageFields } from '../../../domain/landing-pages/landing-page-inputs.ts';
import { slugFromName } from '../../../domain/landing-pages/landing-page-slug.ts';
import type { LandingPagesAdminQuery, LocationLandingPageInput } from '../../gql/graphql.ts';

export type LandingPageView = LandingPagesAdminQuery['locationLandingPages']['nodes'][number];

export interface LandingPageFormValues {
  name: string;
  state: string;
  slug: string;
  hubId: string;
  metroId: string;
  centerAddress: string;
  googleMyBusinessUrl: string;
  meetingPointIds: string[];
  priceSchemeId: string;
  cmsId: string;
  stateCmsId: string;
  regions: string[];
  isPublished: boolean;
}

export const EMPTY_LANDING_PAGE_FORM: LandingPageFormValues = {
  name: '',
  state: '',
  slug: '',
  hubId: '',
  metroId: '',
  centerAddress: '',
  googleMyBusinessUrl: '',
  meetingPointIds: [],
  priceSchemeId: '',
  cmsId: '',
  stateCmsId: '',
  regions: [],
  isPublished: false,
};

export const landingPageFormValues = (page: LandingPageView): LandingPageFormValues => ({
  name: page.name,
  state: page.state,
  slug: page.slug,
  hubId: page.hubId ?? '',
  metroId: page.metroId ?? '',
  centerAddress: page.centerAddress,
  googleMyBusinessUrl: page.googleMyBusinessUrl ?? '',
  meetingPointIds: [...page.meetingPointIds],
  priceSchemeId: page.priceSchemeId,
  cmsId: page.cmsId ?? '',
  stateCmsId: page.stateCmsId ?? '',
  regions: [...page.regions],
  isPublished: page.isPublished,
});

/** The slug the form proposes while the staff member has not typed one. */
export const proposedSlug = (values: LandingPageFormValues) =>
  values.slug.trim() || slugFromName(values.name);

/** A choice from a list: "is required" while nothing is chosen, then the server's rule. */
const chosen = (rule: z.ZodType<unknown, string>) => z.string().min(1, 'is required').pipe(rule);

/** The form checked by the server's own rules, with the slug it proposes. */
export const landingPageFormSchema = z.preprocess(
  (values: LandingPageFormValues) => ({ ...values, slug: proposedSlug(values) }),
  z.object({
    ...pageFields,
    state: chosen(pageFields.state),
    priceSchemeId: chosen(pageFields.priceSchemeId),
  }),
);

/** A metro's form checked by the server's own rules, with the slug it proposes. */
export const metroFormSchema = z.preprocess(
  (values: { name: string; slug: string }) => ({
    ...values,
    slug: values.slug.trim() || slugFromName(values.name),
  }),
  z.object({ ...metroFields, state: chosen(metroFields.state) }),
);

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export const toLandingPageInput = (values: LandingPageFormValues): LocationLandingPageInput => ({
  name: values.name.trim(),
  state: values.state,
  slug: proposedSlug(values),
  hubId: orNull(values.hubId),
  metroId: orNull(values.metroId),
  centerAddress: values.centerAddress.trim(),
  googleMyBusinessUrl: orNull(values.googleMyBusinessUrl),
  meetingPointIds: values.meetingPointIds,
  priceSchemeId: values.priceSchemeId,
  cmsId: orNull(values.cmsId),
  stateCmsId: orNull(values.stateCmsId),
  regions: values.regions,
  isPublished: values.isPublished,
});
