// Signing out of the auth provider (better-auth) from a signed-in area. Screens import from here.
import { getApolloClient } from './apollo.ts';
import { authClient } from './better-auth-client.ts';

export class SignOutError extends Error {
  override name = 'SignOutError';
}

/**
 * Signs the user out of the auth provider, then empties the Apollo store and refetches the
 * active queries, so every screen sees "no user". Throws when the provider did not sign out.
 */
export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) throw new SignOutError(error.message ?? `Sign-out failed (${error.status}).`);
  const client = getApolloClient();
  await client.clearStore();
  // Resetting refetches the active queries so screens learn nobody is signed in; those that ask
  // for private data now answer NOT_SIGNED_IN, which is the expected outcome, not a failure.
  await client.resetStore().catch(() => undefined);
}
