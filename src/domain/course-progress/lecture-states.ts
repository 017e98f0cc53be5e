// Lecture order (docs/course-player.md "Order"): lectures open one after another. A lecture is
// completed when its content is marked read and every quiz in it is passed; the first lecture is
// always open, and a later one opens when every lecture before it is completed. The current
// lecture is the first one not completed (the last one once all are). Where the course times its
// lectures, a lecture with a minimum is completed only once that much time was studied on it
// (docs/seat-time.md part 4), so the next one stays locked until then.

export type LectureState = 'locked' | 'open' | 'completed';

export interface LectureProgressInput {
  id: string;
  /** When the content was marked read (epoch ms), null if not yet. */
  readAt: number | null;
  /** When each of its quizzes was first passed, null while not passed. */
  quizPassedAt: readonly (number | null)[];
  /**
   * When its minimum study time was met (null: not yet); absent when no minimum applies (the
   * lecture has none, or the course does not time its lectures).
   */
  minimumMetAt?: number | null;
}

export interface LectureStanding {
  id: string;
  state: LectureState;
  /** When the lecture became completed: the latest of read and quiz passes. */
  completedAt: number | null;
}

export function lectureCompletedAt(lecture: LectureProgressInput): number | null {
  if (lecture.readAt === null || lecture.minimumMetAt === null) return null;
  let at = Math.max(lecture.readAt, lecture.minimumMetAt ?? 0);
  for (const passedAt of lecture.quizPassedAt) {
    if (passedAt === null) return null;
    at = Math.max(at, passedAt);
  }
  return at;
}

export function lectureStates(lectures: readonly LectureProgressInput[]): LectureStanding[] {
  let allBeforeCompleted = true;
  return lectures.map((lecture) => {
    const completedAt = lectureCompletedAt(lecture);
    // Completion is kept even if an earlier lecture lost it (e.g. staff added a quiz later).
    const state: LectureState =
      completedAt !== null ? 'completed' : allBeforeCompleted ? 'open' : 'locked';
    allBeforeCompleted = allBeforeCompleted && completedAt !== null;
    return { id: lecture.id, state, completedAt };
  });
}

/** The first lecture not completed; the last lecture when all are; null without lectures. */
export function currentLectureId(standings: readonly LectureStanding[]): string | null {
  const next = standings.find((lecture) => lecture.state !== 'completed');
  return (next ?? standings.at(-1))?.id ?? null;
}
