// The error catalogue of SPEC §8: every error leaves the server with `extensions.code` taken from
// this list, and nothing else. Services throw AppError (or the helpers below); maskError turns
// anything else into INTERNAL_SERVER_ERROR without stack or SQL outside development.
import { GraphQLError } from 'graphql';

export const ERROR_CODES = [
  'NOT_SIGNED_IN',
  'WRONG_CREDENTIALS',
  'INVALID_EMAIL',
  'NOT_FOUND',
  'BAD_REQUEST',
  'CONFLICT',
  'VOUCHER_INACTIVE',
  'VOUCHER_REDEEMED',
  'LEDGER_OUT_OF_SYNC',
  'NOT_ENOUGH_PRODUCT',
  'NOT_IMPLEMENTED',
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
  'VALIDATION_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** A field the caller got wrong: `path` names it as the caller sent it (e.g. "input.email"). */
export interface FieldProblem {
  path: string;
  message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: FieldProblem[] | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldProblem[]) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

export const notSignedIn = () => new AppError('NOT_SIGNED_IN', 'Please sign in to continue.');
export const forbidden = () =>
  new AppError('FORBIDDEN', 'Your role does not allow this. Ask an administrator for access.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export function validationError(fields: FieldProblem[]): AppError {
  const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
  return new AppError('VALIDATION_ERROR', `Please correct: ${summary}`, fields);
}

/** Converts a zod error into VALIDATION_ERROR, prefixing paths with the argument name. */
export function fromZodIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): AppError {
  return validationError(
    issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );
}

/** The GraphQL error a client receives for an AppError. */
export function toGraphqlError(error: AppError, original?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(original ? { nodes: original.nodes, path: original.path, source: original.source } : {}),
    ...(original?.positions ? { positions: original.positions } : {}),
    extensions: {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  });
}
