// /sign-out: the public header's "Sign out" button posts here (a plain form, no JavaScript). The
// sign-in service ends the session; its cookie-clearing headers go back with a redirect home.
import { redirect } from 'react-router';
import { signOut } from '../../features/accounts/account-requests.ts';
import { SITE_PATHS } from '../../features/site/site-links.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/sign-out';

export async function action({ request, context }: Route.ActionArgs) {
  const { publicUrl } = context.get(publicSettingsContext);
  const headers = await signOut(publicUrl, request.headers.get('cookie'));
  return redirect(SITE_PATHS.home, { headers });
}

// Nothing to show: an address typed or followed by mistake goes home, still signed in.
export const loader = () => redirect(SITE_PATHS.home);
