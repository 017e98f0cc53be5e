// Staff notes on a student may be hidden from the instructor view (SPEC §3 Note,
// isHiddenFromInstructorView; DESIGN §3: instructors see their students "without notes hidden
// from instructors"). Any other staff role held alongside Instructor reads the back-office, so
// it sees every note.
import type { StaffRole } from './roles.ts';

/** Whether a viewer with these staff roles may see notes hidden from the instructor view. */
export function canSeeHiddenNotes(roles: readonly StaffRole[]): boolean {
  return roles.some((role) => role !== 'Instructor');
}

/** The notes a viewer with these roles may see, in the order given. */
export function visibleNotes<T extends { isHiddenFromInstructorView: boolean }>(
  notes: readonly T[],
  roles: readonly StaffRole[],
): T[] {
  return canSeeHiddenNotes(roles)
    ? [...notes]
    : notes.filter((note) => !note.isHiddenFromInstructorView);
}
