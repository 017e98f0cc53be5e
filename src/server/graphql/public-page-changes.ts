// Mutations that change what public pages show (courses, practice questions, landing pages…)
// say so on their field: `extensions: CHANGES_PUBLIC_PAGES`. After such a mutation has run, the
// shared copies of public pages (web/page-cache.ts) are dropped, so staff see their change on the
// site at once instead of within the cache's minute. Other mutations (purchases, bookings) leave
// the copies alone: dropping them on every write would undo the cache under load.
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const CHANGES_PUBLIC_PAGES = { changesPublicPages: true } as const;

/** Whether the operation runs a mutation field marked with CHANGES_PUBLIC_PAGES. */
export function changesPublicPages(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): boolean {
  const operation = getOperationAST(document, operationName);
  const mutationFields = schema.getMutationType()?.getFields();
  if (operation?.operation !== 'mutation' || !mutationFields) return false;
  const marked = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        return mutationFields[selection.name.value]?.extensions['changesPublicPages'] === true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return marked(selection.selectionSet);
      const fragment = document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION &&
          definition.name.value === selection.name.value,
      );
      return fragment?.kind === Kind.FRAGMENT_DEFINITION && marked(fragment.selectionSet);
    });
  return marked(operation.selectionSet);
}

export function usePublicPageInvalidation(pageCache: { clear(): void }): Plugin {
  return {
    onExecute({ args }) {
      // envelop types the execution arguments loosely; these three are graphql-js's own.
      const { schema, document, operationName } = args as {
        schema: GraphQLSchema;
        document: DocumentNode;
        operationName?: string | null;
      };
      if (!changesPublicPages(schema, document, operationName)) return undefined;
      return {
        onExecuteDone() {
          pageCache.clear();
        },
      };
    },
  };
}
