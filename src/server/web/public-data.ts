// The server's side of src/web/lib/public-data.ts: runs a public page's GraphQL operation
// in-process against the API's schema, as a signed-out visitor, so a page can only read what the
// public API shows. An error in the answer rejects (the page then renders its error boundary).
import type { Request } from 'express';
import { execute } from 'graphql';
import type { PublicData } from '../../web/lib/public-data.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { buildSchema } from '../graphql/schema.ts';
import type { Platform } from '../platform.ts';

export class PublicDataError extends Error {
  override name = 'PublicDataError';
}

export function createPublicData(platform: Platform, req: Request): PublicData {
  return {
    async query(document, variables) {
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
        throw new PublicDataError(result.errors.map((error) => error.message).join('; '));
      }
      return result.data as never;
    },
  };
}
