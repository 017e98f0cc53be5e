// SPEC §4 client session: when the server answers NOT_SIGNED_IN while the Apollo store still
// shows a signed-in user, the session ended on the server (expired, revoked, account disabled).
// The store is then cleared and reset and the auth provider's user is signed out. Once cleared,
// the store shows no user, so the NOT_SIGNED_IN answers of the refetches change nothing: no loop.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';

export const NOT_SIGNED_IN = 'NOT_SIGNED_IN';

interface ErrorWithCode {
  extensions?: { code?: unknown } | undefined;
}

function codesOf(errors: readonly ErrorWithCode[] | undefined): unknown[] {
  return (errors ?? []).map((error) => error.extensions?.code);
}

/** The `extensions.code` values of a GraphQL operation's error, whatever shape it arrived in. */
export function errorCodes(error: unknown): unknown[] {
  if (CombinedGraphQLErrors.is(error)) return codesOf(error.errors);
  // A non-2xx answer whose JSON body still lists GraphQL errors.
  if (ServerError.is(error)) {
    try {
      return codesOf((JSON.parse(error.bodyText) as { errors?: ErrorWithCode[] }).errors);
    } catch {
      return [];
    }
  }
  return [];
}

export interface SessionLinkOptions {
  /** True when the client's store shows a signed-in user. */
  hadSignedInUser: () => boolean;
  /** Clears and resets the store and signs out of the auth provider. */
  endSession: () => void;
}

export function createSessionLink(options: SessionLinkOptions): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (errorCodes(error).includes(NOT_SIGNED_IN) && options.hadSignedInUser()) {
      options.endSession();
    }
  });
}

export interface SessionEnderSteps {
  /** Empties the store without refetching: from now on it shows no user. */
  clearStore: () => Promise<unknown>;
  /** Signs the auth provider's user out (a no-op there when nobody is signed in). */
  signOutOfAuthProvider: () => Promise<unknown>;
  /** Resets the store: active queries refetch and now see the signed-out state. */
  resetStore: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * One session ending at a time: the NOT_SIGNED_IN answers of queries sent together all ask for
 * it. The work starts on the next task, after the answer that triggered it has been delivered,
 * because clearing the store rejects the queries still in flight.
 */
export function createSessionEnder(steps: SessionEnderSteps): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(async () => {
        await steps.clearStore();
        try {
          await steps.signOutOfAuthProvider();
        } catch (error) {
          steps.onError(error);
        }
        await steps.resetStore();
      })
      .catch(steps.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
}
