// One lecture's parts in order: add a block of each layout or a quiz, edit, move, remove, and
// edit the questions of a quiz. "Preview" shows the lecture exactly as a student sees it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import {
  LAYOUT_LABELS,
  partSummary,
  type BlockLayout,
  type EditorLecture,
  type EditorPart,
  type EditorQuestion,
} from './course-content-types.ts';
import { PartDialog, QuestionDialog } from './dialogs.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { QuizQuestionsList } from './quiz-questions-list.tsx';
import type { ContentMutations } from './use-content-mutations.ts';

const LAYOUTS = Object.keys(LAYOUT_LABELS) as BlockLayout[];

type Editing =
  | { kind: 'block'; layout: BlockLayout; part: EditorPart | null }
  | { kind: 'question'; partId: string; question: EditorQuestion | null }
  | { kind: 'removePart'; part: EditorPart }
  | { kind: 'removeQuestion'; question: EditorQuestion }
  | { kind: 'preview' };

export function LectureEditor(props: {
  courseId: string;
  lecture: EditorLecture;
  canWrite: boolean;
  mutations: ContentMutations;
}) {
  const { lecture, mutations: m } = props;
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const count = lecture.parts.length;

  const saved = () => {
    close();
    void m.refetch();
  };

  return (
    <Box component="section" aria-labelledby="lecture-editor-title">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography id="lecture-editor-title" variant="h2" sx={{ fontSize: '1.5rem', flex: 1 }}>
          {lecture.title}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing({ kind: 'preview' })}>
          Preview
        </Button>
      </Box>
      {props.canWrite && (
        <Box sx={{ mb: 3 }}>
          <Typography id="add-part-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Add to this lecture:
          </Typography>
          <Stack
            direction="row"
            aria-labelledby="add-part-label"
            role="group"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {LAYOUTS.map((layout) => (
              <Button
                key={layout}
                size="small"
                variant="outlined"
                onClick={() => setEditing({ kind: 'block', layout, part: null })}
              >
                {LAYOUT_LABELS[layout]}
              </Button>
            ))}
            <Button
              size="small"
              variant="outlined"
              onClick={() =>
                void m.act(
                  m.createPart({ variables: { input: { lectureId: lecture.id, type: 'quiz' } } }),
                  'The quiz was added.',
                )
              }
            >
              Quiz
            </Button>
          </Stack>
        </Box>
      )}
      {count === 0 && (
        <Typography color="text.secondary">
          This lecture is empty: add a block or a quiz.
        </Typography>
      )}
      <Stack
        component="ol"
        aria-label={`Parts of ${lecture.title}`}
        spacing={1.5}
        sx={{ p: 0, m: 0 }}
      >
        {lecture.parts.map((part, index) => {
          const summary = partSummary(part);
          return (
            <Paper component="li" key={part.id} variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography component="h3" sx={{ fontWeight: 600, flex: '1 1 14rem', minWidth: 0 }}>
                  {index + 1}. {summary}
                </Typography>
                {props.canWrite && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {part.type === 'content' && part.layout && (
                      <Button
                        size="small"
                        aria-label={`Edit part ${index + 1}`}
                        onClick={() => setEditing({ kind: 'block', layout: part.layout!, part })}
                      >
                        Edit
                      </Button>
                    )}
                    <Button
                      size="small"
                      disabled={index === 0}
                      aria-label={`Move part ${index + 1} up`}
                      onClick={() =>
                        void m.act(
                          m.movePart({ variables: { id: part.id, direction: 'up' } }),
                          'The part was moved up.',
                        )
                      }
                    >
                      Up
                    </Button>
                    <Button
                      size="small"
                      disabled={index === count - 1}
                      aria-label={`Move part ${index + 1} down`}
                      onClick={() =>
                        void m.act(
                          m.movePart({ variables: { id: part.id, direction: 'down' } }),
                          'The part was moved down.',
                        )
                      }
                    >
                      Down
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove part ${index + 1}`}
                      onClick={() => setEditing({ kind: 'removePart', part })}
                    >
                      Remove
                    </Button>
                  </Stack>
                )}
              </Box>
              {part.type === 'quiz' && (
                <QuizQuestionsList
                  part={part}
                  canWrite={props.canWrite}
                  onAdd={() => setEditing({ kind: 'question', partId: part.id, question: null })}
                  onEdit={(question) => setEditing({ kind: 'question', partId: part.id, question })}
                  onRemove={(question) => setEditing({ kind: 'removeQuestion', question })}
                />
              )}
            </Paper>
          );
        })}
      </Stack>

      {editing?.kind === 'block' && (
        <PartDialog
          courseId={props.courseId}
          lectureId={lecture.id}
          layout={editing.layout}
          part={editing.part}
          onClose={close}
          onSaved={saved}
        />
      )}
      {editing?.kind === 'question' && (
        <QuestionDialog
          kind="quiz"
          parentId={editing.partId}
          question={editing.question}
          onClose={close}
          onSaved={saved}
        />
      )}
      {editing?.kind === 'removePart' && (
        <ConfirmDialog
          open
          title="Remove this part?"
          confirmLabel="Remove part"
          onCancel={close}
          onConfirm={() =>
            void m
              .act(m.deletePart({ variables: { id: editing.part.id } }), 'The part was removed.')
              .then(close)
          }
        >
          {`“${partSummary(editing.part)}” will be removed${editing.part.type === 'quiz' ? ' with its questions' : ''}. This cannot be undone.`}
        </ConfirmDialog>
      )}
      {editing?.kind === 'removeQuestion' && (
        <ConfirmDialog
          open
          title="Remove this question?"
          confirmLabel="Remove question"
          onCancel={close}
          onConfirm={() =>
            void m
              .act(
                m.deleteQuestion({ variables: { id: editing.question.id } }),
                'The question was removed.',
              )
              .then(close)
          }
        >
          {`“${editing.question.prompt}” will be removed from the quiz.`}
        </ConfirmDialog>
      )}
      {editing?.kind === 'preview' && (
        <PreviewDialog courseId={props.courseId} lecture={lecture} onClose={close} />
      )}
    </Box>
  );
}
