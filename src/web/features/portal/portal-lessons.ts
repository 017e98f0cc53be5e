// Pure rules of the "My lessons" page: which lessons are upcoming and which are past, what a
// student may do about a past one (the server's review rule, reviewInstructor), and the words
// for a lesson's status and a review's moderation status.
import { placeState } from '../../../domain/scheduling/lesson-place.ts';

export interface PortalLessonFacts {
  id: string;
  status: 'Scheduled' | 'Completed' | 'Cancelled';
  startTime: string;
  endTime: string;
  students: readonly {
    studentId: string;
    attendance: string;
    removedAt?: string | null;
  }[];
  /** Whose places were cancelled (a null student: the whole lesson). */
  cancellations?: readonly { studentId?: string | null }[];
  myReview?: { rating: number; status: 'Pending' | 'Approved' | 'Rejected' } | null;
}

/** Upcoming: not ended yet, soonest first. Past: ended, most recent first. */
export function splitLessons<T extends PortalLessonFacts>(
  lessons: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const ended = (lesson: T) => new Date(lesson.endTime).getTime() <= now.getTime();
  const byStart = (a: T, b: T) => Date.parse(a.startTime) - Date.parse(b.startTime);
  return {
    upcoming: lessons.filter((lesson) => !ended(lesson)).sort(byStart),
    past: lessons.filter(ended).sort((a, b) => byStart(b, a)),
  };
}

export type ReviewState = 'reviewed' | 'open' | 'none';

/**
 * `reviewed`: the caller left a review; `open`: they may leave one (the lesson has ended, was not
 * cancelled, and they were booked on it or attended it: the rule reviewInstructor enforces);
 * `none` otherwise.
 */
export function reviewState(lesson: PortalLessonFacts, studentId: string, now: Date): ReviewState {
  if (lesson.myReview) return 'reviewed';
  if (lesson.status === 'Cancelled') return 'none';
  if (new Date(lesson.endTime).getTime() > now.getTime()) return 'none';
  const place = lesson.students.find((entry) => entry.studentId === studentId);
  if (!place) return 'none';
  return !place.removedAt || place.attendance === 'Attended' ? 'open' : 'none';
}

/** What the student reads for the lesson: "Cancelled", "Removed from this lesson", etc. */
export function lessonStatusLabel(lesson: PortalLessonFacts, studentId: string): string {
  const place = lesson.students.find((entry) => entry.studentId === studentId);
  if (lesson.status === 'Cancelled') return 'Cancelled';
  // A place cancelled in a shared lesson that goes on for the other student.
  if (place && placeState(place, lesson.cancellations ?? []) === 'cancelled') return 'Cancelled';
  if (place?.removedAt && place.attendance !== 'Attended') return 'Removed from this lesson';
  if (place?.attendance === 'Attended') return 'Attended';
  if (place?.attendance === 'NoShow') return 'Missed';
  return lesson.status === 'Completed' ? 'Completed' : 'Scheduled';
}

export const REVIEW_STATUS_TEXT = {
  Pending: 'Waiting for the school to check it',
  Approved: 'Published',
  Rejected: 'Not published',
} as const;

/** "4 stars", "1 star". */
export const starsText = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/**
 * Whether the student may cancel or move the lesson from the portal: it has not started, is not
 * cancelled, and their own place is still on it (the server checks the same, and the policy).
 */
export function mayChangeLesson(lesson: PortalLessonFacts, studentId: string, now: Date): boolean {
  if (lesson.status !== 'Scheduled') return false;
  if (new Date(lesson.startTime).getTime() <= now.getTime()) return false;
  const place = lesson.students.find((entry) => entry.studentId === studentId);
  return place !== undefined && !place.removedAt;
}
