// /sign-in, inside the public layout (site header and footer). It hydrates: the form signs in
// through the auth provider in the browser.
import { SignInPage } from '../../features/sign-in/sign-in-page.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import type { Route } from './+types/sign-in';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function SignInRoute() {
  return (
    <AppProviders>
      <SignInPage />
    </AppProviders>
  );
}
