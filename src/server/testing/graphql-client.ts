// Sends GraphQL operations to a test server the way the web client does (SPEC §7).

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors:
    { message: string; extensions?: { code?: string; fields?: { path: string }[] } }[] | undefined;
}

export interface GraphqlTarget {
  url: string;
  origin: string;
}

export async function graphql<T = Record<string, any>>(
  server: GraphqlTarget,
  operation: { query: string; variables?: Record<string, unknown>; operationName?: string },
  cookie?: string | null,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      origin: server.origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(operation),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlResponse['errors'] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** The first error's code, or undefined when the operation succeeded. */
export const errorCode = (response: GraphqlResponse<unknown>) =>
  response.errors?.[0]?.extensions?.code;
