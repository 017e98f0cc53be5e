// Introspection is open in development and for signed-in staff elsewhere (DESIGN §3 policy
// `schema.introspect`); students use the possible types generated at build time.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { can } from '../../domain/permissions.ts';
import type { GraphqlContext } from './context.ts';
import { forbidden, notSignedIn, toGraphqlError } from './errors.ts';

export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD]: (node) => {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
      }
    },
  });
  return found;
}

export function useIntrospectionPolicy(development: boolean): Plugin<GraphqlContext> {
  return {
    onValidate({ params, context, setResult }) {
      if (development || !asksForIntrospection(params.documentAST)) return;
      const roles = context.viewer?.roles ?? null;
      if (can(roles, 'schema.introspect')) return;
      const error = roles === null ? notSignedIn() : forbidden();
      setResult([toGraphqlError(error) as GraphQLError]);
    },
  };
}
