// What the availability audit flags (docs/availability.md): a lesson not wholly inside the
// instructor's available time (availability-intervals.ts), and a lesson overlapping another one
// of the same instructor. The database refuses two booked lessons on the same time, so an overlap
// comes from a recorded actual duration running into the next lesson: the caller gives each
// lesson's end as its actual end when one is recorded.
import type { Interval } from './intervals.ts';

export interface AuditedLesson extends Interval {
  readonly id: string;
}

export const FINDING_KINDS = ['OUTSIDE_AVAILABILITY', 'OVERLAP'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** How staff read a finding's kind. */
export const FINDING_KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  OUTSIDE_AVAILABILITY: 'Outside availability',
  OVERLAP: 'Overlaps another lesson',
};

export interface LessonFinding {
  lessonId: string;
  kind: FindingKind;
  /** For OVERLAP, the earlier lesson it overlaps. */
  otherLessonId: string | null;
}

/** Lessons outside the (sorted, merged) available intervals, and lessons overlapping an earlier one. */
export function lessonFindings(
  lessons: readonly AuditedLesson[],
  available: readonly Interval[],
): LessonFinding[] {
  const findings: LessonFinding[] = [];
  const sorted = [...lessons].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  sorted.forEach((lesson, index) => {
    const inside = available.some(
      (interval) => interval.start <= lesson.start && lesson.end <= interval.end,
    );
    if (!inside) {
      findings.push({ lessonId: lesson.id, kind: 'OUTSIDE_AVAILABILITY', otherLessonId: null });
    }
    const earlier = sorted.slice(0, index).find((other) => other.end > lesson.start);
    if (earlier) findings.push({ lessonId: lesson.id, kind: 'OVERLAP', otherLessonId: earlier.id });
  });
  return findings;
}
