// The signed-in user (SPEC §7 GetMyself): cached so every screen shares one answer, and checked
// with the server on each mount (cache-and-network). errorPolicy 'all' turns NOT_SIGNED_IN into
// "no user" instead of an exception; the session link (apollo.ts) handles the code itself.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql/index.ts';
import type { StaffRole } from '../gql/graphql.ts';

export const GetMyselfQuery = graphql(`
  query GetMyself {
    me {
      id
      email
      roles
    }
  }
`);

export interface CurrentUser {
  id: string;
  email: string;
  roles: StaffRole[];
}

export interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUserState {
  const { data, loading, refetch } = useQuery(GetMyselfQuery, {
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const me = data?.me;
  // A new object only when the answer changes, so effects that depend on the user stay quiet.
  const user = useMemo(
    () => (me ? { id: me.id, email: me.email, roles: [...me.roles] } : null),
    [me],
  );
  return { user, loading, refetch };
}
