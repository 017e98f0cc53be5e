// The order a sorted list comes back in, for the lists' sort tests: the `code` of each node of
// the one connection a query asks for. The query must not fail.
import { expect } from 'vitest';
import { graphql, type GraphqlTarget } from './graphql-client.ts';

export async function listedCodes(
  server: GraphqlTarget,
  cookie: string | undefined,
  query: string,
  variables: Record<string, unknown>,
): Promise<string[]> {
  const listed = await graphql(server, { query, variables }, cookie);
  expect(listed.errors).toBeUndefined();
  const [connection] = Object.values(listed.data ?? {}) as {
    edges: { node: { code: string } }[];
  }[];
  return connection!.edges.map((edge) => edge.node.code);
}
