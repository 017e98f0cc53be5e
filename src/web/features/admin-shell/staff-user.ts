// The signed-in staff member, for every screen inside the back-office frame. AdminGate provides
// it only once the user is known to be staff, so screens never handle a missing user.
import { createContext, useContext } from 'react';
import type { StaffRole } from '../../../domain/roles.ts';

export interface StaffUser {
  id: string;
  email: string;
  roles: readonly StaffRole[];
}

export const StaffUserContext = createContext<StaffUser | null>(null);

export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser is only available inside the back-office frame.');
  return user;
}
