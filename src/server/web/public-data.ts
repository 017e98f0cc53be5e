// The server's side of src/web/lib/public-data.ts: runs a public page's GraphQL operation
// in-process against the API's schema, as a signed-out visitor, so a page can only read and do
// what the public API allows. `executeAsVisitor` runs it as the visitor of the request's session
// instead (the booking flow's steps that act for them), with that visitor's permissions. An error in the answer rejects with its SPEC §8 codes.
import type { Request } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { execute, type DocumentNode } from 'graphql';
import type { Viewer } from '../auth/auth.service.ts';
import { PublicDataError, type PublicData } from '../../web/lib/public-data.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { AppError } from '../graphql/errors.ts';
import { buildSchema } from '../graphql/schema.ts';
import type { Platform } from '../platform.ts';

function codeOf(error: { originalError?: unknown }): string {
  return error.originalError instanceof AppError
    ? error.originalError.code
    : 'INTERNAL_SERVER_ERROR';
}

export function createPublicData(platform: Platform, req: Request): PublicData {
  const run = async <TData>(
    document: DocumentNode,
    variables: Record<string, unknown>,
    viewer: Viewer | null,
  ): Promise<TData> => {
    const contextValue: GraphqlContext = {
      platform,
      viewer,
      requestId: String(req.id),
      log: req.log,
    };
    const result = await execute({
      schema: buildSchema(),
      document,
      variableValues: variables,
      contextValue,
    });
    if (result.errors?.length) {
      throw new PublicDataError(
        result.errors.map((error) => error.message).join('; '),
        result.errors.map(codeOf),
      );
    }
    return result.data as never;
  };
  return {
    execute: (document, variables) => run(document, variables, null),
    executeAsVisitor: async (document, variables) =>
      run(document, variables, await platform.auth.getViewer(fromNodeHeaders(req.headers))),
  };
}
