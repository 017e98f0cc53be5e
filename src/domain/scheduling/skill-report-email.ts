// The email a student (and parent) receive with one lesson's driving-skill report: a plain-text
// body for every mail client and an HTML table for those that show it. Pure, so the wording is
// tested without a database.
import { SKILL_RATING_LABELS, SKILL_RATING_MAX } from './skill-rating-labels.ts';
import { SKILL_RATING_VALUES, type SkillRating } from './skill-rating.ts';

export interface SkillReportEmailInput {
  schoolName: string;
  studentName: string;
  instructorName: string;
  lessonTypeLabel: string;
  /** The lesson's start, already written in the instructor's zone ("Tue, Mar 3, 2026, 9:00 AM PST"). */
  lessonStart: string;
  ratings: readonly { label: string; rating: SkillRating }[];
  comments: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const scale = (rating: SkillRating) => {
  const value = SKILL_RATING_VALUES[rating];
  return `${'●'.repeat(value)}${'○'.repeat(SKILL_RATING_MAX - value)}`;
};

export function renderSkillReportEmail(input: SkillReportEmailInput): RenderedEmail {
  const subject = `Driving-skill report for ${input.studentName}: ${input.lessonTypeLabel}, ${input.lessonStart}`;
  const comments = input.comments.trim();
  const intro = `Here is ${input.studentName}'s driving-skill report from the ${input.lessonTypeLabel} lesson with ${input.instructorName} on ${input.lessonStart}.`;
  const scaleNote = `Each skill is rated from 1 (${SKILL_RATING_LABELS.Todo}) to ${SKILL_RATING_MAX} (${SKILL_RATING_LABELS.Proficient}).`;
  const width = Math.max(5, ...input.ratings.map((entry) => entry.label.length));
  const lines =
    input.ratings.length === 0
      ? ['No skills were rated in this lesson.']
      : input.ratings.map(
          (entry) =>
            `${entry.label.padEnd(width)}  ${scale(entry.rating)}  ${SKILL_RATING_VALUES[entry.rating]}/${SKILL_RATING_MAX} ${SKILL_RATING_LABELS[entry.rating]}`,
        );
  const text = [
    `Hello,`,
    '',
    intro,
    scaleNote,
    '',
    ...lines,
    ...(comments ? ['', `Comments from ${input.instructorName}:`, comments] : []),
    '',
    `${input.schoolName}`,
  ].join('\n');

  const rows = input.ratings
    .map(
      (entry) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:normal">${escapeHtml(entry.label)}</th>` +
        `<td style="padding:6px 12px;letter-spacing:2px;color:#1565c0" aria-hidden="true">${scale(entry.rating)}</td>` +
        `<td style="padding:6px 0">${SKILL_RATING_VALUES[entry.rating]}/${SKILL_RATING_MAX} ${escapeHtml(SKILL_RATING_LABELS[entry.rating])}</td></tr>`,
    )
    .join('');
  const table =
    input.ratings.length === 0
      ? '<p>No skills were rated in this lesson.</p>'
      : `<table style="border-collapse:collapse"><thead><tr><th scope="col" style="text-align:left;padding:6px 12px 6px 0">Skill</th><th scope="col" style="text-align:left;padding:6px 12px">Scale</th><th scope="col" style="text-align:left;padding:6px 0">Rating</th></tr></thead><tbody>${rows}</tbody></table>`;
  const commentsHtml = comments
    ? `<h2 style="font-size:16px">Comments from ${escapeHtml(input.instructorName)}</h2><p style="white-space:pre-line">${escapeHtml(comments)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2933">` +
    `<h1 style="font-size:20px">Driving-skill report for ${escapeHtml(input.studentName)}</h1>` +
    `<p>${escapeHtml(intro)}</p><p>${escapeHtml(scaleNote)}</p>${table}${commentsHtml}` +
    `<p>${escapeHtml(input.schoolName)}</p></body></html>`;
  return { subject, text, html };
}
