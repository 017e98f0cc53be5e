// The text a failed mutation shows: the server's own message (SPEC §8 errors carry one meant for
// people), or a plain sentence when the request never reached the server.

export const CONNECTION_PROBLEM =
  'We could not reach the server. Check your connection and try again.';
export const UNKNOWN_PROBLEM = 'Something went wrong. Please try again.';

interface MessageHolder {
  message?: unknown;
}

function messagesOf(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  const texts = (errors as MessageHolder[])
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
  return [...new Set(texts)];
}

/** The messages of a GraphQL error (Apollo's CombinedGraphQLErrors or ServerError), or any error. */
export function errorMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const graphqlMessages = messagesOf((error as { errors?: unknown }).errors);
    if (graphqlMessages.length > 0) return graphqlMessages.join(' ');
    const bodyText = (error as { bodyText?: unknown }).bodyText;
    if (typeof bodyText === 'string') {
      try {
        const fromBody = messagesOf((JSON.parse(bodyText) as { errors?: unknown }).errors);
        if (fromBody.length > 0) return fromBody.join(' ');
      } catch {
        // Not JSON: a proxy's error page; fall through.
      }
    }
  }
  // fetch() rejects with a TypeError when the request got no answer ("Failed to fetch" in
  // Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in Safari).
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) {
    return CONNECTION_PROBLEM;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return UNKNOWN_PROBLEM;
}

/** Apollo mutation results with errorPolicy 'all' resolve with an `error` instead of rejecting. */
export function resultError(result: unknown): unknown {
  if (typeof result === 'object' && result !== null && 'error' in result) {
    return (result as { error?: unknown }).error ?? null;
  }
  return null;
}
