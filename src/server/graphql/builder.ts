// The one Pothos builder. It holds no types of its own: modules add theirs in
// src/server/modules/<area>/<area>.graphql.ts, and schema.ts imports them all.
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { can, type Permission } from '../../domain/permissions.ts';
import type { GraphqlContext } from './context.ts';
import { forbidden, notSignedIn } from './errors.ts';

export interface AuthScopes {
  /** Anyone, signed in or not; declared explicitly so every field says who may use it. */
  public: boolean;
  /** A permission of the matrix in src/domain/permissions.ts. */
  permission: Permission;
}

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    GeoJSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      public: true,
      permission: (permission: Permission) => can(context.viewer?.roles ?? null, permission),
    }),
    // Signed out: NOT_SIGNED_IN, so the client can reset its session (SPEC §4); signed in: FORBIDDEN.
    unauthorizedError: (_parent, context) => (context.viewer ? forbidden() : notSignedIn()),
  },
  relay: {
    cursorType: 'String',
    clientMutationId: 'omit',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    pageInfoTypeOptions: {},
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
