// The state a student's lessons are booked in: it picks the meeting points staff may choose and
// the zone the free times are shown in. The licence state says where the student learns to
// drive; a student added without one is still booked in the state of their address; with
// neither there is no booking state, and only a home pickup (placed by the ZIP) can be booked.
import { findUsState } from '../us-states.ts';

export interface BookingStateFacts {
  /** The student's licence state (`usStateId`). */
  usStateId?: string | null | undefined;
  /** The state of the student's address. */
  addressState?: string | null | undefined;
}

/** The two-letter code to book in, or null when the student has no known state at all. */
export function bookingState(student: BookingStateFacts): string | null {
  for (const code of [student.usStateId, student.addressState]) {
    const state = code ? findUsState(code) : undefined;
    if (state) return state.code;
  }
  return null;
}
