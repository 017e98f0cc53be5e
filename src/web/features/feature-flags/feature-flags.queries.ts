// The Feature flags screen's operations (featureFlags is read with the shared hook's query).
import { graphql } from '../../gql/index.ts';
import type { FeatureFlagsQuery } from '../../gql/graphql.ts';

/** A flag as the screen shows it. */
export type FlagView = FeatureFlagsQuery['featureFlags'][number];

export const CREATE_FEATURE_FLAG_MUTATION = graphql(`
  mutation CreateFeatureFlag($input: CreateFeatureFlagInput!) {
    createFeatureFlag(input: $input) {
      id
      key
      type
      value
      description
      updatedAt
    }
  }
`);

export const SET_FEATURE_FLAG_MUTATION = graphql(`
  mutation SetFeatureFlag($key: String!, $value: String!, $description: String) {
    setFeatureFlag(key: $key, value: $value, description: $description) {
      id
      key
      type
      value
      description
      updatedAt
    }
  }
`);

export const DELETE_FEATURE_FLAG_MUTATION = graphql(`
  mutation DeleteFeatureFlag($key: String!) {
    deleteFeatureFlag(key: $key) {
      id
      key
    }
  }
`);
