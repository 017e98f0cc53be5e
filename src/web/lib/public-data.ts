// How server-rendered public pages read data: their loaders run a typed GraphQL operation through
// the load context, which the server answers in-process as a signed-out visitor. The pages thus
// see exactly what the public API shows (the same fields and permissions), without an HTTP hop,
// and the web app never imports server code.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext } from 'react-router';

export interface PublicData {
  /** Runs a query as a signed-out visitor; rejects when the answer holds an error. */
  query<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
}

export const publicDataContext = createContext<PublicData>();
