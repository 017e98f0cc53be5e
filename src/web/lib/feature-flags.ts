// Feature flags on the client: one query for all flags (public, so it works before sign-in),
// fetched once and kept in the Apollo cache for the session; the Feature flags screen's
// mutations update that cache, so a change shows at once in this tab. Each reader names a
// fallback, whose type is the flag's type: a missing flag or one of another type yields it.
import { useQuery } from '@apollo/client/react';
import { flagValueOr, type FeatureFlagValue } from '../../domain/feature-flags.ts';
import { graphql } from '../gql/index.ts';

export const FeatureFlagsQuery = graphql(`
  query FeatureFlags {
    featureFlags {
      id
      key
      type
      value
      description
      updatedAt
    }
  }
`);

type Widen<T> = T extends boolean ? boolean : T extends number ? number : string;

/** The flag `key` as the type of `fallback`; the fallback while loading or when absent. */
export function useFeatureFlag<T extends FeatureFlagValue>(key: string, fallback: T): Widen<T> {
  const { data } = useQuery(FeatureFlagsQuery, { fetchPolicy: 'cache-first' });
  const flag = data?.featureFlags.find((candidate) => candidate.key === key);
  return flagValueOr<FeatureFlagValue>(flag, fallback) as Widen<T>;
}
