// What a lecture part may hold (SPEC §3 course content): a part is `content` with one of four
// layouts, or a `quiz` whose questions live in quiz_questions. This rule checks and normalises a
// content block: only the fields its layout shows are kept, so a block never carries stale text.
import { isHttpsUrl } from './video-source.ts';

export const LECTURE_PART_TYPES = ['content', 'quiz'] as const;
export type LecturePartType = (typeof LECTURE_PART_TYPES)[number];

export const LECTURE_LAYOUTS = ['singleImage', 'singleVideo', 'title', 'twoColumn'] as const;

/** How the content editor names each layout of a content block. */
export const LECTURE_LAYOUT_LABELS: Readonly<Record<(typeof LECTURE_LAYOUTS)[number], string>> = {
  title: 'Title',
  singleImage: 'Single image',
  singleVideo: 'Single video',
  twoColumn: 'Two columns',
};
export type LectureLayout = (typeof LECTURE_LAYOUTS)[number];

export interface LectureColumn {
  text: string;
  imageUrl: string;
  imageAlt: string;
}

/** A content block: one shape for every layout; fields a layout does not show stay empty. */
export interface LectureBlock {
  heading: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  caption: string;
  videoUrl: string;
  videoTitle: string;
  columns: LectureColumn[];
}

type Loose<T> = { [K in keyof T]?: T[K] | null | undefined };

/** A block as callers send it: any field may be missing or null. */
export type LectureBlockInput = Loose<Omit<LectureBlock, 'columns'>> & {
  columns?: readonly Loose<LectureColumn>[] | null | undefined;
};

export interface BlockProblem {
  /** Field path inside the block, e.g. "videoUrl" or "columns.1.imageAlt". */
  path: string;
  message: string;
}

export const LIMITS = { heading: 200, text: 5000, alt: 300, caption: 500, url: 2000 } as const;

/** Images are the ones uploaded here (/api/lecture-images/<id>) or any https address. */
const UPLOADED_IMAGE = /^\/api\/lecture-images\/[0-9a-f-]{36}$/i;
export const isImageUrl = (value: string) => UPLOADED_IMAGE.test(value) || isHttpsUrl(value);

const clean = (value: string | null | undefined) => (value ?? '').trim();

export const EMPTY_BLOCK: LectureBlock = {
  heading: '',
  text: '',
  imageUrl: '',
  imageAlt: '',
  caption: '',
  videoUrl: '',
  videoTitle: '',
  columns: [],
};

function checkLength(problems: BlockProblem[], path: string, value: string, max: number) {
  if (value.length > max) problems.push({ path, message: `at most ${max} characters` });
}

function checkImage(problems: BlockProblem[], prefix: string, url: string, alt: string) {
  if (url && !isImageUrl(url)) {
    problems.push({ path: `${prefix}imageUrl`, message: 'must be an uploaded image or https URL' });
  }
  // Every image a student sees needs words for those who cannot see it.
  if (url && !alt) problems.push({ path: `${prefix}imageAlt`, message: 'is required' });
  checkLength(problems, `${prefix}imageUrl`, url, LIMITS.url);
  checkLength(problems, `${prefix}imageAlt`, alt, LIMITS.alt);
}

/** The block as stored for `layout`, or the problems found (paths relative to the block). */
export function normaliseLectureBlock(
  layout: LectureLayout,
  raw: LectureBlockInput,
): { block: LectureBlock; problems: BlockProblem[] } {
  const problems: BlockProblem[] = [];
  const heading = clean(raw.heading);
  const block: LectureBlock = { ...EMPTY_BLOCK, heading };
  checkLength(problems, 'heading', heading, LIMITS.heading);
  if (layout === 'title') {
    if (!heading) problems.push({ path: 'heading', message: 'is required' });
    block.text = clean(raw.text);
    checkLength(problems, 'text', block.text, LIMITS.text);
  } else if (layout === 'singleImage') {
    block.imageUrl = clean(raw.imageUrl);
    block.imageAlt = clean(raw.imageAlt);
    block.caption = clean(raw.caption);
    if (!block.imageUrl) problems.push({ path: 'imageUrl', message: 'is required' });
    checkImage(problems, '', block.imageUrl, block.imageAlt);
    checkLength(problems, 'caption', block.caption, LIMITS.caption);
  } else if (layout === 'singleVideo') {
    block.videoUrl = clean(raw.videoUrl);
    block.videoTitle = clean(raw.videoTitle);
    block.caption = clean(raw.caption);
    if (!block.videoUrl) problems.push({ path: 'videoUrl', message: 'is required' });
    else if (!isHttpsUrl(block.videoUrl)) {
      problems.push({ path: 'videoUrl', message: 'must be an https URL' });
    }
    checkLength(problems, 'videoUrl', block.videoUrl, LIMITS.url);
    // The title names the player for screen readers (the iframe's or video's accessible name).
    if (!block.videoTitle) problems.push({ path: 'videoTitle', message: 'is required' });
    checkLength(problems, 'videoTitle', block.videoTitle, LIMITS.heading);
    checkLength(problems, 'caption', block.caption, LIMITS.caption);
  } else {
    const columns = raw.columns ?? [];
    if (columns.length !== 2) problems.push({ path: 'columns', message: 'must be exactly 2' });
    block.columns = columns.slice(0, 2).map((column, index) => {
      const value = {
        text: clean(column.text),
        imageUrl: clean(column.imageUrl),
        imageAlt: clean(column.imageAlt),
      };
      const prefix = `columns.${index}.`;
      if (!value.text && !value.imageUrl) {
        problems.push({ path: `${prefix}text`, message: 'needs text or an image' });
      }
      checkLength(problems, `${prefix}text`, value.text, LIMITS.text);
      checkImage(problems, prefix, value.imageUrl, value.imageAlt);
      if (!value.imageUrl) value.imageAlt = '';
      return value;
    });
  }
  return { block, problems };
}
