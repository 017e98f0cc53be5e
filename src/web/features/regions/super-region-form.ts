// The super region dialog's form: name, state, Google Business page (https) and Slack channel id.
// The same rules as the server, so most mistakes show before anything is sent.
import { isSlackChannelId } from '../../../domain/slack-channel-id.ts';
import { findUsState } from '../../../domain/us-states.ts';
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

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export function superRegionFormProblems(values: SuperRegionFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'is required';
  if (!findUsState(values.state)) problems.state = 'must be a US state';
  const url = values.googleBusinessPageUrl.trim();
  if (url && !isHttpsUrl(url)) problems.googleBusinessPageUrl = 'must be an https:// address';
  const slack = values.slackChannelId.trim();
  if (slack && !isSlackChannelId(slack)) {
    problems.slackChannelId = 'must be a Slack channel id such as C024BE91L';
  }
  return problems;
}

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
