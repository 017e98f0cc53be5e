// The landing page dialog's form: values as typed, the checks made before sending, and the
// GraphQL input (blank optional fields are sent as null, which clears them).
import { isLandingSlug, slugFromName } from '../../../domain/landing-pages/landing-page-slug.ts';
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

export function landingPageFormProblems(values: LandingPageFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'is required';
  if (!values.state) problems.state = 'is required';
  if (!isLandingSlug(proposedSlug(values))) {
    problems.slug = 'must be lower-case words joined by hyphens';
  }
  if (!values.centerAddress.trim()) problems.centerAddress = 'is required';
  if (!values.priceSchemeId) problems.priceSchemeId = 'is required';
  const url = values.googleMyBusinessUrl.trim();
  if (url && !/^https:\/\/\S+$/.test(url))
    problems.googleMyBusinessUrl = 'must be an https address';
  return problems;
}

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
