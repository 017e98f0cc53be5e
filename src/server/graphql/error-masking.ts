// Makes every error that leaves /api/graphql carry a code of the SPEC §8 catalogue.
// - AppError thrown by a service → its own code (and `fields` for VALIDATION_ERROR).
// - Errors the client caused before execution (syntax, unknown field, limits, bad variables),
//   → BAD_REQUEST (maskError sees the thrown ones; useErrorCodes the returned ones).
// - Anything else → INTERNAL_SERVER_ERROR, with the original message only in development.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { AppError, isErrorCode, toGraphqlError } from './errors.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

// Some plugins (GraphQL Armor's parser and rules) bring their own copy of graphql-js, so their
// errors are GraphQLErrors by name but not by `instanceof`.
const isGraphqlErrorLike = (value: unknown): value is GraphQLError =>
  value instanceof Error && value.name === 'GraphQLError';

export function createMaskError(log: Logger, development: boolean) {
  return (error: unknown): Error => {
    const graphqlError = isGraphqlErrorLike(error) ? error : undefined;
    const original = graphqlError?.originalError ?? error;
    if (original instanceof AppError) return toGraphqlError(original, graphqlError);
    if (isGraphqlErrorLike(original) && isErrorCode(original.extensions?.code)) return original;
    // No path: the error arose before any resolver ran (parsing, validation, variable
    // coercion), so the request itself was wrong.
    if (graphqlError && (!graphqlError.originalError || graphqlError.path === undefined)) {
      return withCode(graphqlError, 'BAD_REQUEST');
    }
    log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(
      development && original instanceof Error ? original.message : INTERNAL_MESSAGE,
      {
        ...(graphqlError ? { nodes: graphqlError.nodes, path: graphqlError.path } : {}),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    );
  };
}

/**
 * How yoga answers a request error it raised itself (GraphQL over HTTP): 400 to clients accepting
 * application/graphql-response+json, 200 to application/json ones (`spec`). Errors from GraphQL
 * Armor's own parser come without it, so parse errors would otherwise be answered 200 to both.
 */
const REQUEST_ERROR_HTTP = { status: 400, spec: true };

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error instanceof GraphQLError && isErrorCode(error.extensions.code)) return error;
  const { http, ...rest } = (error.extensions ?? {}) as Record<string, unknown>;
  const preExecution = error.path === undefined;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    ...(error.positions ? { positions: error.positions } : {}),
    path: error.path,
    extensions: {
      ...rest,
      code,
      ...(http ? { http } : preExecution ? { http: REQUEST_ERROR_HTTP } : {}),
    },
  });
}

/**
 * graphql-js validation errors (unknown field, wrong argument type) are returned by yoga without
 * passing maskError; this gives them, and anything else still without a catalogue code, BAD_REQUEST.
 */
export function useErrorCodes(): Plugin {
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result) || Symbol.asyncIterator in Object(result)) return;
      const single = result as { errors?: readonly unknown[] };
      const needsCode = (error: unknown) =>
        !isErrorCode((error as { extensions?: { code?: unknown } }).extensions?.code);
      if (!single.errors?.some(needsCode)) return;
      payload.setResult({
        ...single,
        errors: single.errors.map((error) =>
          !needsCode(error)
            ? error
            : isGraphqlErrorLike(error)
              ? withCode(error, 'BAD_REQUEST')
              : new GraphQLError(String((error as Error).message), {
                  extensions: { code: 'BAD_REQUEST' },
                }),
        ),
      } as never);
    },
  };
}
