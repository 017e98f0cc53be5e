// Decides what a /portal address shows: a loading state until the current user is known, the
// sign-in page (with the way back in ?next=) for a signed-out visitor, and otherwise the portal
// frame. Any signed-in account may open it, staff too: the screens show only the caller's own
// student records (myStudents), so there is nothing to refuse here.
import type { ReactNode } from 'react';
import { SignOutContext } from '../admin-shell/sign-out-context.ts';
import { useSignedInGate } from '../admin-shell/use-signed-in-gate.ts';
import { PortalFrame } from './portal-frame.tsx';
import { PortalLoading } from './portal-loading.tsx';

export function PortalGate({ children }: { children: ReactNode }) {
  const { user, signOutAction } = useSignedInGate();
  // Signed out: the redirect runs once loading has finished; until then, keep waiting.
  if (!user) return <PortalLoading />;
  return (
    <SignOutContext value={signOutAction}>
      <PortalFrame email={user.email}>{children}</PortalFrame>
    </SignOutContext>
  );
}
