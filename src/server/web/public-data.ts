// The server's side of src/web/lib/public-data.ts: runs a public page's GraphQL operation
// in-process against the API's schema, as a signed-out visitor, so a page can only read and do
// what the public API allows. An error in the answer rejects with its SPEC §8 codes.
import type { Request } from 'express';
import { execute } from 'graphql';
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
  return {
    async execute(document, variables) {
      const contextValue: GraphqlContext = {
        platform,
        viewer: null,
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
    },
  };
}
