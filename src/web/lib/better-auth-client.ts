// The better-auth browser client, on its own so that both the Apollo session handling
// (apollo.ts) and auth-client.ts can use it without importing each other.
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  // Same origin as the page; undefined while rendering on the server, where nothing calls it.
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  basePath: '/api/auth',
  // The sign-in page handles `twoFactorRedirect` itself (no twoFactorPage redirect).
  plugins: [twoFactorClient()],
});
