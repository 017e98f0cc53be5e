// The several lessons staff pick to book in one go (docs/lessons.md "Booking several lessons"):
// they are for the same student(s), so no two of them may overlap in time, whoever the
// instructor. The booking's own checks look at each instructor's lessons only, so the picks keep
// this rule themselves. Times are half-open [start, start + duration): a lesson may start the
// minute the one before it ends.

export interface LessonPick {
  /** ISO instant of the start. */
  readonly startTime: string;
  readonly durationMinutes: number;
}

const span = (pick: LessonPick) => {
  const start = Date.parse(pick.startTime);
  return { start, end: start + pick.durationMinutes * 60_000 };
};

/** True when the two lessons share any minute. */
export function picksOverlap(a: LessonPick, b: LessonPick): boolean {
  const first = span(a);
  const second = span(b);
  return first.start < second.end && second.start < first.end;
}

/** The first pick a lesson starting at `candidate` would overlap, or undefined. */
export function overlappingPick<P extends LessonPick>(
  candidate: LessonPick,
  picks: readonly P[],
): P | undefined {
  return picks.find((pick) => picksOverlap(candidate, pick));
}

/** The picks in the order they happen (the order they are booked and listed in). */
export function sortPicks<P extends LessonPick>(picks: readonly P[]): P[] {
  return [...picks].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
