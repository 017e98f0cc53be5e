// Apollo Client per SPEC §7: every operation is a POST to /api/graphql whose body holds the
// operation name, the query and the variables; queries and watched queries default to no-cache
// (screens show what the server says now), and the current-user query opts into the cache
// (current-user.ts). The session link ends a session the server no longer knows (SPEC §4).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GetMyselfDocument } from '../gql/graphql.ts';
import possibleTypes from '../gql/possible-types.json';
import { authClient } from './better-auth-client.ts';
import { clientLogger } from './client-logger.ts';
import { createSessionEnder, createSessionLink, type SessionEnderSteps } from './session-link.ts';

export const GRAPHQL_PATH = '/api/graphql';

export interface ApolloClientOptions {
  /** Called when the server answered NOT_SIGNED_IN while the store showed a signed-in user. */
  onSessionEnded(client: ApolloClient): void;
  /** The HTTP client; tests pass a fake. */
  fetch?: typeof fetch;
  /** Rendering on the server: nothing is fetched there (the back-office renders in the browser). */
  ssrMode?: boolean;
}

/** True when the cache holds the signed-in user of GetMyself. */
export function storeShowsSignedInUser(client: ApolloClient): boolean {
  return Boolean(client.cache.readQuery({ query: GetMyselfDocument })?.me);
}

export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const http = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    // The body is {operationName, query, variables}; no client-library extension.
    enhancedClientAwareness: { transport: false },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createSessionLink({
        hadSignedInUser: () => storeShowsSignedInUser(client),
        endSession: () => options.onSessionEnded(client),
      }),
      http,
    ]),
    cache: new InMemoryCache({ possibleTypes }),
    ssrMode: options.ssrMode ?? false,
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
    },
  });
  return client;
}

/** SPEC §4: clear and reset the store, and sign the auth provider's user out. */
function sessionEndSteps(client: ApolloClient): SessionEnderSteps {
  return {
    clearStore: () => {
      clientLogger.log('info', 'The server no longer knows the session: signing out');
      return client.clearStore();
    },
    signOutOfAuthProvider: async () => {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? `Sign-out answered ${error.status}.`);
    },
    resetStore: () => client.resetStore(),
    onError: (error) => clientLogger.log('warning', 'Ending an expired session failed', error),
  };
}

let browserClient: ApolloClient | null = null;

function createBrowserClient(): ApolloClient {
  let endSession: (() => Promise<void>) | null = null;
  return createApolloClient({
    onSessionEnded: (client) => {
      endSession ??= createSessionEnder(sessionEndSteps(client));
      void endSession();
    },
  });
}

/**
 * The page's client in the browser (one store for every screen); on the server a new client per
 * call, so no data is shared between requests.
 */
export function getApolloClient(): ApolloClient {
  if (typeof window === 'undefined') {
    return createApolloClient({ ssrMode: true, onSessionEnded: () => {} });
  }
  browserClient ??= createBrowserClient();
  return browserClient;
}
