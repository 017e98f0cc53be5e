// A skill report is emailed to tell the family how the student drives: a report with no skill
// rated says nothing, so it is not sent. The server refuses it and the screens explain the
// disabled button with the same sentence.

export const NOTHING_RATED =
  'Nothing is rated in this report yet: rate at least one skill before emailing it.';

/** Why the report cannot be emailed (nothing rated), or null when it can. */
export function reportEmailRefusal(report: { ratings: readonly unknown[] } | null): string | null {
  return report && report.ratings.length > 0 ? null : NOTHING_RATED;
}
