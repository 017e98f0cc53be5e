// Makes every error that leaves /api/graphql carry a code of the SPEC §8 catalogue.
// - AppError thrown by a service → its own code (and `fields` for VALIDATION_ERROR).
// - Errors the client caused before execution (syntax, unknown field, limits, bad variables),
//   which yoga also passes through maskError → BAD_REQUEST.
// - Anything else → INTERNAL_SERVER_ERROR, with the original message only in development.
import { GraphQLError } from 'graphql';
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
    if (graphqlError && !graphqlError.originalError) return withCode(graphqlError, 'BAD_REQUEST');
    log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(development && original instanceof Error ? original.message : INTERNAL_MESSAGE, {
      ...(graphqlError ? { nodes: graphqlError.nodes, path: graphqlError.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error instanceof GraphQLError && isErrorCode(error.extensions.code)) return error;
  const { http, ...rest } = (error.extensions ?? {}) as Record<string, unknown>;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    ...(error.positions ? { positions: error.positions } : {}),
    path: error.path,
    extensions: { ...rest, code, ...(http ? { http } : {}) },
  });
}
