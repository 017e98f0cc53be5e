// The student's view of a lecture, read through the course player's own field (no answers travel
// with it) and drawn by the course player's LectureView. Checking the quiz here uses the answers
// the editor already holds, so staff can try the quiz as a student would.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LectureView } from '../course-player/lecture-view.tsx';
// The preview reads exactly what the student's player reads.
import { PLAYER_LECTURES_QUERY } from '../course-player/course-player.queries.ts';
import type { EditorLecture } from './course-content-types.ts';

const TITLE_ID = 'lecture-preview-title';

export function PreviewDialog(props: {
  courseId: string;
  lecture: EditorLecture;
  onClose: () => void;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, loading, error } = useQuery(PLAYER_LECTURES_QUERY, {
    variables: { courseId: props.courseId },
    fetchPolicy: 'network-only',
  });
  const lecture = data?.coursePlayerLectures.find((entry) => entry.id === props.lecture.id);
  const answersOf = (partId: string) =>
    (props.lecture.parts.find((part) => part.id === partId)?.questions ?? []).map((question) => ({
      correctIndex: question.correctIndex,
      explanation: question.explanation,
    }));

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={narrow}
      maxWidth="md"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} component="p" sx={{ typography: 'subtitle1', fontWeight: 600 }}>
        Preview: as a student sees it
      </DialogTitle>
      <DialogContent dividers>
        {loading && <Typography role="status">Loading the preview…</Typography>}
        {error && <Alert severity="error">The preview could not be loaded.</Alert>}
        {lecture && <LectureView lecture={lecture} checkQuiz={answersOf} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close preview</Button>
      </DialogActions>
    </Dialog>
  );
}
