// Makes every error that leaves /api/graphql carry a code of the SPEC §8 catalogue.
// - AppError thrown by a service → its own code (and `fields` for VALIDATION_ERROR).
// - Errors the client caused before execution (syntax, unknown field, limits, bad variables),
//   → BAD_REQUEST (maskError sees the thrown ones; useErrorCodes the returned ones).
// - Anything else → INTERNAL_SERVER_ERROR, with the original message only in development.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { AppError, isErrorCode, toGraphqlError, validationError } from './errors.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

// Some plugins (GraphQL Armor's parser and rules) bring their own copy of graphql-js, so their
// errors are GraphQLErrors by name but not by `instanceof`.
const isGraphqlErrorLike = (value: unknown): value is GraphQLError =>
  value instanceof Error && value.name === 'GraphQLError';

/**
 * The AppError behind a graphql-js error, however deep: a scalar's parseValue refusing a variable
 * is wrapped twice (the value's error, then the variable's).
 */
export function appErrorIn(error: unknown): AppError | undefined {
  let cause = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth += 1) {
    if (cause instanceof AppError) return cause;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return undefined;
}

const VARIABLE_ERROR = /^Variable "\$([A-Za-z_]\w*)" got invalid value /;
const VALUE_PATH = / at "([A-Za-z_][\w.[\]]*)"; /g;

/**
 * The variable path a coercion error names, in the `input.items.0.expiresAt` form of FieldProblem:
 * graphql-js writes `Variable "$input" got invalid value … at "input.items[0].expiresAt"; …`.
 * The echoed value comes first; its quotes are escaped, so the last match is the real path.
 */
export function variablePath(message: string): string | undefined {
  const variable = VARIABLE_ERROR.exec(message)?.[1];
  if (variable === undefined) return undefined;
  const paths = [...message.matchAll(VALUE_PATH)].map((match) => match[1]!);
  const path = paths.findLast((candidate) => /^[.[]/.test(candidate.slice(variable.length)));
  const named = path?.startsWith(variable) ? path : variable;
  return named.replace(/\[(\d+)\]/g, '.$1');
}

/** A VALIDATION_ERROR without fields, raised while coercing a variable, names the variable path. */
function withVariablePath(error: AppError, graphqlError: GraphQLError | undefined): AppError {
  if (error.code !== 'VALIDATION_ERROR' || error.fields || !graphqlError) return error;
  const path = variablePath(graphqlError.message);
  return path === undefined ? error : validationError([{ path, message: error.message }]);
}

export function createMaskError(log: Logger, development: boolean) {
  return (error: unknown): Error => {
    const graphqlError = isGraphqlErrorLike(error) ? error : undefined;
    const original = graphqlError?.originalError ?? error;
    const appError = appErrorIn(error);
    if (appError) return toGraphqlError(withVariablePath(appError, graphqlError), graphqlError);
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
        errors: single.errors.map((error) => (needsCode(error) ? withCatalogueCode(error) : error)),
      } as never);
    },
  };
}

function withCatalogueCode(error: unknown): GraphQLError {
  // A scalar refusing a literal during validation (DateTime "2027-02-30…") keeps its own code.
  const appError = appErrorIn(error);
  if (appError) return toGraphqlError(appError, isGraphqlErrorLike(error) ? error : undefined);
  if (isGraphqlErrorLike(error)) return withCode(error, 'BAD_REQUEST');
  return new GraphQLError(String((error as Error).message), {
    extensions: { code: 'BAD_REQUEST' },
  });
}
