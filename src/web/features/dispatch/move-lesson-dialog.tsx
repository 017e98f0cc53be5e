// Confirming a lesson dragged on the dispatch board: says what moves where, then moves it through
// `updateLesson` as the school's move (free of the late-cancel rule), with the booking's checks on
// the server. A refusal (the time was taken, the instructor does not work then) is said in the
// dialog and nothing changes.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import type { BoardEvent, BoardResource } from './dispatch-events.ts';
import { DISPATCH_MOVE_LESSON_MUTATION } from './dispatch.queries.ts';
import { fromWallClock } from './wall-clock.ts';

export interface PendingMove {
  event: BoardEvent;
  /** The new start, a wall-clock Date in the board's zone. */
  start: Date;
  instructor: BoardResource;
  previousInstructor: BoardResource;
}

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function MoveLessonDialog(props: {
  move: PendingMove;
  timeZone: string;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { move } = props;
  const { showMessage } = useSnackbar();
  const [moveLesson, { loading }] = useMutation(DISPATCH_MOVE_LESSON_MUTATION);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per confirmation: a double click moves the lesson once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const changesInstructor = move.instructor.id !== move.previousInstructor.id;

  const confirm = async () => {
    setProblem(null);
    try {
      await moveLesson({
        variables: {
          input: {
            lessonId: move.event.lessonId!,
            idempotencyKey,
            startTime: fromWallClock(move.start, props.timeZone).toISOString(),
            ...(changesInstructor ? { instructorId: move.instructor.id } : {}),
            requestedBy: 'School',
          },
        },
      });
      showMessage('Lesson moved. The student and the instructor are told by email.', 'success');
      props.onMoved();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="move-lesson-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="move-lesson-title">Move this lesson?</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{move.event.title}</Typography>
        <Typography>
          From {when.format(move.event.start)} with {move.previousInstructor.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          To <strong>{when.format(move.start)}</strong> with{' '}
          <strong>{move.instructor.title}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The school moves it: no late-cancel fee, the student&apos;s minutes stay as they are, and
          the student and instructor are emailed.
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Keep it where it is</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={loading}>
          Move the lesson
        </Button>
      </DialogActions>
    </Dialog>
  );
}
