// The shapes the content editor works with, taken from its query.
import { LECTURE_LAYOUT_LABELS } from '../../../domain/course-content/lecture-part.ts';
import type { CourseContentQuery } from '../../gql/graphql.ts';

export type EditorLecture = CourseContentQuery['courseLectures'][number];
export type EditorPart = EditorLecture['parts'][number];
export type EditorQuestion = EditorPart['questions'][number];
export type BlockLayout = NonNullable<EditorPart['layout']>;

export const LAYOUT_LABELS: Readonly<Record<BlockLayout, string>> = LECTURE_LAYOUT_LABELS;

/** One line saying what a part holds, for the list of parts. */
export function partSummary(part: EditorPart): string {
  if (part.type === 'quiz') {
    const count = part.questions.length;
    return `Quiz · ${count} ${count === 1 ? 'question' : 'questions'}`;
  }
  const block = part.content;
  const label = part.layout ? LAYOUT_LABELS[part.layout] : 'Content';
  const detail =
    block?.heading ||
    block?.videoTitle ||
    block?.imageAlt ||
    block?.columns.map((column) => column.text || column.imageAlt).join(' | ') ||
    '';
  // Long text would crowd the list; the block itself is one click away.
  const short = detail.length > 70 ? `${detail.slice(0, 69).trimEnd()}…` : detail;
  return short ? `${label} · ${short}` : label;
}
