// Signing out is owned by the gate (AdminGate, PortalGate): it must change where the signed-out redirect goes (the
// public home instead of the sign-in page) before the store empties. Buttons ask for it here.
import { createContext, use } from 'react';

/** Signs out; resolves once the attempt is over (the gate then leaves, or reports the failure). */
export type SignOutAction = () => Promise<void>;

export const SignOutContext = createContext<SignOutAction | null>(null);

export function useSignOutAction(): SignOutAction {
  const action = use(SignOutContext);
  if (!action)
    throw new Error('useSignOutAction is only available inside AdminGate or PortalGate.');
  return action;
}
