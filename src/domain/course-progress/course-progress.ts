// Progress figures of an enrolment (SPEC §3 percentComplete, percentTestsPassed) and completion
// (docs/seat-time.md "Completion", docs/course-player.md): all lectures completed, all quizzes
// passed and seat time complete. Percentages are whole numbers rounded down, so 100 means done.
// A course without lectures (or without quizzes) counts as 100 % of them.

export interface ProgressCounts {
  lectures: number;
  completedLectures: number;
  quizzes: number;
  passedQuizzes: number;
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 100 : Math.floor((part * 100) / whole);

export function percentComplete(counts: ProgressCounts): number {
  return percentOf(counts.completedLectures, counts.lectures);
}

export function percentTestsPassed(counts: ProgressCounts): number {
  return percentOf(counts.passedQuizzes, counts.quizzes);
}

export function courseComplete(counts: ProgressCounts, seatTimeComplete: boolean): boolean {
  return (
    seatTimeComplete &&
    counts.completedLectures === counts.lectures &&
    counts.passedQuizzes === counts.quizzes
  );
}
