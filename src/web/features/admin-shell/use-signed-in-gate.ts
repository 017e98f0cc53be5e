// What every signed-in area (the back-office, the student portal) does before showing anything:
// find out who is signed in, send a signed-out visitor to the sign-in page (with the way back in
// ?next=), and sign out, after which the redirect goes to the public home instead.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { signOut, SignOutError } from '../../lib/auth-client.ts';
import { useCurrentUser, type CurrentUser } from '../../lib/current-user.ts';
import { useRedirectWhenSignedOut } from '../../lib/use-redirect-when-signed-out.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { signInHref } from '../sign-in/safe-next-path.ts';
import type { SignOutAction } from './sign-out-context.ts';

/** Where signing out of a signed-in area leads. */
export const AFTER_SIGN_OUT_PATH = '/';

export function useSignedInGate(): { user: CurrentUser | null; signOutAction: SignOutAction } {
  const { user } = useCurrentUser();
  const location = useLocation();
  const { showMessage } = useSnackbar();
  const [signingOut, setSigningOut] = useState(false);
  useRedirectWhenSignedOut(
    signingOut
      ? AFTER_SIGN_OUT_PATH
      : signInHref(`${location.pathname}${location.search}${location.hash}`),
  );

  // signOut() empties the store once the auth provider has ended the session; the redirect
  // above then sees no user and leaves for the public home.
  const signOutAction: SignOutAction = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // Only the auth provider's refusal leaves the user signed in. Refetches that fail after
      // the session ended (NOT_SIGNED_IN) change nothing: the redirect goes ahead.
      if (!(error instanceof SignOutError)) return;
      setSigningOut(false);
      showMessage(`You are still signed in: ${errorMessageOf(error)}`, 'error');
    }
  };
  return { user, signOutAction };
}
