// How server-rendered public pages read and send data: their loaders and actions run a typed
// GraphQL operation through the load context, which the server answers in-process as a
// signed-out visitor. The pages thus see exactly what the public API shows (the same fields and
// permissions), without an HTTP hop, and the web app never imports server code.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext } from 'react-router';

export interface PublicData {
  /** Runs a query or mutation as a signed-out visitor; rejects with a PublicDataError on errors. */
  execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
  /**
   * The same, as the visitor signed in with this request's session cookie (signed out without
   * one): the steps of a form flow that act for the visitor, such as booking a lesson. Never use it
   * on a page the shared cache keeps.
   */
  executeAsVisitor<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
}

/** The errors of an answer, with their SPEC §8 codes, so a page can tell a 404 from a failure. */
export class PublicDataError extends Error {
  override name = 'PublicDataError';
  readonly codes: readonly string[];

  constructor(message: string, codes: readonly string[]) {
    super(message);
    this.codes = codes;
  }
}

/**
 * Whether `error` is an answer whose every error has one of `codes`. Checked by shape, not with
 * instanceof: the server creates the error from its own copy of this module, not the web build's.
 */
export function isPublicDataError(error: unknown, codes: readonly string[]): boolean {
  if (!(error instanceof Error) || error.name !== 'PublicDataError') return false;
  const found: unknown = (error as { codes?: unknown }).codes;
  return (
    Array.isArray(found) &&
    found.length > 0 &&
    found.every((code) => typeof code === 'string' && codes.includes(code))
  );
}

export const publicDataContext = createContext<PublicData>();
