// Who pays for moving a lesson (docs/lessons.md "Moving a lesson"). A move is the old booking given
// up for a new one, so it follows the cancellation policy of the old time: free when the school
// (or its instructor) moves it; when the student asks less than the state's window before the old
// start, the late-cancellation rule applies — the old time's minutes are forfeited and the state's
// late fee charged — unless staff allowed to waive it do so. The rule itself is not copied here.
import { cancellationOutcome, type CancellationOutcome } from './cancellation-policy.ts';

/** Who asked for the move. */
export const MOVE_REQUESTERS = ['School', 'Student'] as const;
export type MoveRequester = (typeof MOVE_REQUESTERS)[number];

/** What staff read for each requester. */
export const MOVE_REQUESTER_LABELS: Record<MoveRequester, string> = {
  School: 'The school',
  Student: 'The student',
};

export interface MoveCase {
  requestedBy: MoveRequester;
  /** The lesson's start before the move: the window is counted to it. */
  startTime: Date;
  now: Date;
  windowHours: number;
  feeCents: number;
  waived: boolean;
}

export function moveOutcome(input: MoveCase): CancellationOutcome {
  return cancellationOutcome({
    // The school is `RoadReady` among the cancellation initiators (SPEC §4).
    initiatedBy: input.requestedBy === 'Student' ? 'Student' : 'RoadReady',
    reason: 'OTHER',
    startTime: input.startTime,
    now: input.now,
    windowHours: input.windowHours,
    feeCents: input.feeCents,
    waived: input.waived,
  });
}
