// Introspection is open in development and for signed-in staff elsewhere (DESIGN §3 policy
// `schema.introspect`); students use the possible types generated at build time.
import { Kind, visit, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { can } from '../../domain/permissions.ts';
import type { GraphqlContext } from './context.ts';
import { forbidden, notSignedIn, toGraphqlError } from './errors.ts';
import { perDocument } from './per-document.ts';

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

// Checked at execution, where the per-request context (and so the viewer) exists; whether a
// document asks for the schema is worked out once per document, not on every execution.
export function useIntrospectionPolicy(development: boolean): Plugin<GraphqlContext> {
  const asks = perDocument(asksForIntrospection);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (development || !asks(args.document as DocumentNode)) return;
      const roles = args.contextValue.viewer?.roles ?? null;
      if (can(roles, 'schema.introspect')) return;
      const error: GraphQLError = toGraphqlError(roles === null ? notSignedIn() : forbidden());
      setResultAndStopExecution({ errors: [error] });
    },
  };
}
