// The super region dialog's form: name, state, Google Business page (https) and Slack channel id.
// The server's own field rules (src/domain/place-inputs.ts), so most mistakes show before
// anything is sent.
import { z } from 'zod';
import { problemsOf, superRegionFields } from '../../../domain/place-inputs.ts';
import type {
  CreateSuperRegionInput,
  RegionSchemesQuery,
  UpdateSuperRegionInput,
} from '../../gql/graphql.ts';

export type SuperRegionView = RegionSchemesQuery['regionSchemes'][number]['superRegion'];

export interface SuperRegionFormValues {
  name: string;
  state: string;
  googleBusinessPageUrl: string;
  slackChannelId: string;
}

export const EMPTY_SUPER_REGION_FORM: SuperRegionFormValues = {
  name: '',
  state: '',
  googleBusinessPageUrl: '',
  slackChannelId: '',
};

export const superRegionFormValues = (region: SuperRegionView): SuperRegionFormValues => ({
  name: region.name,
  state: region.state,
  googleBusinessPageUrl: region.googleBusinessPageUrl ?? '',
  slackChannelId: region.slackChannelId ?? '',
});

export const superRegionFormSchema = z.object(superRegionFields);

export const superRegionFormProblems = (values: SuperRegionFormValues) =>
  problemsOf(superRegionFormSchema, values);

const trimmed = (values: SuperRegionFormValues) => ({
  name: values.name.trim(),
  state: values.state,
  googleBusinessPageUrl: values.googleBusinessPageUrl.trim(),
  slackChannelId: values.slackChannelId.trim(),
});

export const toCreateSuperRegionInput = (values: SuperRegionFormValues): CreateSuperRegionInput => {
  const { googleBusinessPageUrl, slackChannelId, ...rest } = trimmed(values);
  return {
    ...rest,
    ...(googleBusinessPageUrl ? { googleBusinessPageUrl } : {}),
    ...(slackChannelId ? { slackChannelId } : {}),
  };
};

/** Empty strings are sent on purpose: they clear the link or the channel. */
export const toUpdateSuperRegionInput = (
  region: SuperRegionView,
  values: SuperRegionFormValues,
): UpdateSuperRegionInput => ({ id: region.id, ...trimmed(values) });
