// The yoga plugin that feeds the API call counter: one count per executed operation (queries and
// mutations through onExecute, subscriptions through onSubscribe), named as the client named it.
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiCallCounter } from './api-call-counter.ts';

function operationName(args: { document: DocumentNode; operationName?: string | null }) {
  return args.operationName ?? getOperationAST(args.document, null)?.name?.value ?? null;
}

export function useApiCallCounting(counter: ApiCallCounter): Plugin {
  return {
    onExecute({ args }) {
      counter.count(operationName(args));
    },
    onSubscribe({ args }) {
      counter.count(operationName(args));
    },
  };
}
