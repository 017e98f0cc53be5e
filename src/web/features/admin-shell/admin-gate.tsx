// Decides what an /admin address shows: a loading state until the current user is known, the
// sign-in page (with the way back in ?next=) for a signed-out visitor, a "staff only" page for an
// account without a staff role, and otherwise the frame around the screen. Signing in, out and
// the redirects are shared with the student portal (useSignedInGate).
import type { ReactNode } from 'react';
import { canUseBackOffice } from './admin-areas.ts';
import { AdminFrame } from './admin-frame.tsx';
import { AdminLoading } from './admin-loading.tsx';
import { SignOutContext } from './sign-out-context.ts';
import { StaffOnlyPage } from './staff-only-page.tsx';
import { StaffUserContext } from './staff-user.ts';
import { useSignedInGate } from './use-signed-in-gate.ts';

export function AdminGate({ children }: { children: ReactNode }) {
  const { user, signOutAction } = useSignedInGate();

  // Signed out: the redirect runs once loading has finished; until then, keep waiting.
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
