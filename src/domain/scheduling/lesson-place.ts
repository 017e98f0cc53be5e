// Whose lesson it is. A place on a lesson ends in one of two ways, both of which set the place's
// `removedAt`: it is cancelled (the cancel log has a row for the student, or one for the whole
// lesson) or the student is removed by staff (`removeStudentFromLesson`: their minutes given back,
// no cancel-log row). A cancelled lesson is still the student's, shown as cancelled. A lesson the
// student was removed from is no longer theirs: they and their parents do not see it and cannot
// cancel or move it; staff read the removal on the student's page.

export interface LessonPlaceFacts {
  studentId: string;
  removedAt?: Date | string | null;
}

export interface LessonCancellationFacts {
  /** The student whose place was cancelled; null for the whole lesson. */
  studentId?: string | null;
}

export type PlaceState = 'held' | 'cancelled' | 'removed';

/** Whether the place is still held, was cancelled, or the student was removed from the lesson. */
export function placeState(
  place: LessonPlaceFacts,
  cancellations: readonly LessonCancellationFacts[],
): PlaceState {
  if (!place.removedAt) return 'held';
  return cancellations.some((row) => !row.studentId || row.studentId === place.studentId)
    ? 'cancelled'
    : 'removed';
}

/**
 * Whether the lesson is one of these students' own: one of them holds a place on it, or had one
 * that was cancelled. A student removed from it does not.
 */
export function isLessonOf(
  lesson: {
    students: readonly LessonPlaceFacts[];
    cancellations: readonly LessonCancellationFacts[];
  },
  studentIds: readonly string[],
): boolean {
  return lesson.students.some(
    (place) =>
      studentIds.includes(place.studentId) && placeState(place, lesson.cancellations) !== 'removed',
  );
}
