// Whose availability a staff member may read or change (DESIGN §3): Admin and RegionalManager
// change anyone's, an Instructor only their own; every back-office role reads anyone's except an
// Instructor with no other role, who reads only their own (their calendar lists students).
import type { StaffRole } from '../roles.ts';

export type AvailabilityReach = 'any' | 'own' | 'none';

export function availabilityWriteReach(roles: readonly StaffRole[]): AvailabilityReach {
  if (roles.includes('Admin') || roles.includes('RegionalManager')) return 'any';
  return roles.includes('Instructor') ? 'own' : 'none';
}

export function availabilityReadReach(roles: readonly StaffRole[]): AvailabilityReach {
  if (roles.some((role) => role !== 'Instructor')) return 'any';
  return roles.includes('Instructor') ? 'own' : 'none';
}
