// Decides what an /admin address shows: a loading state until the current user is known, the
// sign-in page (with the way back in ?next=) for a signed-out visitor, a "staff only" page for an
// account without a staff role, and otherwise the frame around the screen. It also signs out:
// the redirect then goes to the public home instead of the sign-in page.
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { signOut, SignOutError } from '../../lib/auth-client.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useRedirectWhenSignedOut } from '../../lib/use-redirect-when-signed-out.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { signInHref } from '../sign-in/safe-next-path.ts';
import { canUseBackOffice } from './admin-areas.ts';
import { AdminFrame } from './admin-frame.tsx';
import { AdminLoading } from './admin-loading.tsx';
import { SignOutContext, type SignOutAction } from './sign-out-context.ts';
import { StaffOnlyPage } from './staff-only-page.tsx';
import { StaffUserContext } from './staff-user.ts';

/** Where signing out of the back-office leads. */
export const AFTER_SIGN_OUT_PATH = '/';

export function AdminGate({ children }: { children: ReactNode }) {
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

  // Signed out: the redirect above runs once loading has finished; until then, keep waiting.
  if (!user) return <AdminLoading />;
  return (
    <SignOutContext value={signOutAction}>
      {canUseBackOffice(user.roles) ? (
        <StaffUserContext value={user}>
          <AdminFrame email={user.email} roles={user.roles}>
            {children}
          </AdminFrame>
        </StaffUserContext>
      ) : (
        <StaffOnlyPage email={user.email} />
      )}
    </SignOutContext>
  );
}
