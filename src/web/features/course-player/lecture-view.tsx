// A lecture as a student sees it: its content blocks in order and its quizzes. The course player
// renders it, and the back-office content editor previews with it, so what staff check is what
// students get. Headings follow the page's outline (lecture h2, blocks and quizzes h3), every
// image carries its alt text, a video its title, and a quiz question is a fieldset whose legend
// is the question, answered with radio buttons. The quiz (radio groups, check boxes) loads when a
// lecture with one is shown, not with the player's first load.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { videoSource } from '../../../domain/course-content/video-source.ts';
import type { QuizChecker } from './lecture-quiz.tsx';

const LectureQuiz = lazy(() =>
  import('./lecture-quiz.tsx').then((module) => ({ default: module.LectureQuiz })),
);

export interface LectureViewColumn {
  text: string;
  imageUrl: string;
  imageAlt: string;
}

export interface LectureViewBlock {
  heading: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  caption: string;
  videoUrl: string;
  videoTitle: string;
  columns: readonly LectureViewColumn[];
}

export interface LectureViewPart {
  id: string;
  type: 'content' | 'quiz';
  layout: 'singleImage' | 'singleVideo' | 'title' | 'twoColumn' | null;
  content: LectureViewBlock | null;
  questions: readonly { id: string; prompt: string; choices: readonly string[] }[];
}

export interface LectureViewData {
  id: string;
  title: string;
  parts: readonly LectureViewPart[];
}

/** Text with blank lines between paragraphs, as paragraphs. */
function Paragraphs(props: { text: string }) {
  return props.text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph, index) => (
      <Typography key={index} sx={{ mb: 1.5, whiteSpace: 'pre-line', maxWidth: '70ch' }}>
        {paragraph.trim()}
      </Typography>
    ));
}

const imageSx = { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 };

function Caption(props: { text: string }) {
  return props.text ? (
    <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {props.text}
    </Typography>
  ) : null;
}

function Video(props: { block: LectureViewBlock }) {
  const source = videoSource(props.block.videoUrl);
  if (!source) return null;
  return source.kind === 'embed' ? (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <Box
        component="iframe"
        src={source.src}
        title={props.block.videoTitle}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  ) : (
    <Box
      component="video"
      controls
      preload="metadata"
      src={source.src}
      aria-label={props.block.videoTitle}
      title={props.block.videoTitle}
      sx={{ width: '100%', display: 'block' }}
    />
  );
}

function ContentBlock(props: { part: LectureViewPart }) {
  const { layout, content } = props.part;
  if (!content || !layout) return null;
  const heading = content.heading ? (
    <Typography variant="h3" sx={{ fontSize: layout === 'title' ? '1.5rem' : '1.25rem', mb: 1.5 }}>
      {content.heading}
    </Typography>
  ) : null;
  if (layout === 'title') {
    return (
      <Box>
        {heading}
        <Paragraphs text={content.text} />
      </Box>
    );
  }
  if (layout === 'singleImage') {
    return (
      <Box>
        {heading}
        <Box component="figure" sx={{ m: 0 }}>
          <Box component="img" src={content.imageUrl} alt={content.imageAlt} sx={imageSx} />
          <Caption text={content.caption} />
        </Box>
      </Box>
    );
  }
  if (layout === 'singleVideo') {
    return (
      <Box>
        {heading}
        <Box component="figure" sx={{ m: 0 }}>
          <Video block={content} />
          <Caption text={content.caption} />
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      {heading}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {content.columns.map((column, index) => (
          <Box key={index}>
            {column.imageUrl && (
              <Box
                component="img"
                src={column.imageUrl}
                alt={column.imageAlt}
                sx={{ ...imageSx, mb: column.text ? 1.5 : 0 }}
              />
            )}
            <Paragraphs text={column.text} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function LectureView(props: {
  lecture: LectureViewData;
  /** Checks a quiz's answers; without it quizzes show their questions only. */
  checkQuiz?: QuizChecker | undefined;
}) {
  const headingId = `lecture-${props.lecture.id}-title`;
  return (
    <Box component="article" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.75rem', mb: 3 }}>
        {props.lecture.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {props.lecture.parts.map((part) =>
          part.type === 'quiz' ? (
            <Suspense key={part.id} fallback={null}>
              <LectureQuiz part={part} check={props.checkQuiz} />
            </Suspense>
          ) : (
            <ContentBlock key={part.id} part={part} />
          ),
        )}
      </Box>
    </Box>
  );
}
