// Edit a lesson's length (moves the difference of minutes) and comments. Other changes (time,
// instructor) wait for the slot picker.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { withFieldErrors } from '../students/field-errors.ts';
import { UPDATE_LESSON_MUTATION } from './lessons.queries.ts';

const TITLE_ID = 'edit-lesson-title';

export function EditLessonDialog(props: {
  lesson: { id: string; durationMinutes: number; comments: string };
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [duration, setDuration] = useState(String(props.lesson.durationMinutes));
  const [comments, setComments] = useState(props.lesson.comments);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading: busy }] = useMutation(UPDATE_LESSON_MUTATION);
  const key = useMemo(() => crypto.randomUUID(), []);

  async function save() {
    const minutes = Number(duration);
    if (!Number.isInteger(minutes) || minutes < 1) {
      setErrors({ durationMinutes: 'Enter whole minutes, at least 1.' });
      return;
    }
    const input = {
      idempotencyKey: key,
      lessonId: props.lesson.id,
      durationMinutes: minutes,
      comments,
    };
    const done = await reportMutation(
      withFieldErrors(update({ variables: { input } }), setErrors),
      {
        success: 'Lesson saved.',
      },
    );
    if (done) props.onSaved();
  }

  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Edit {props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Length (minutes)"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            error={!!errors['durationMinutes']}
            helperText={
              errors['durationMinutes'] ??
              'A longer lesson takes the extra minutes; a shorter one returns them.'
            }
            inputMode="numeric"
          />
          <TextField
            label="Comments"
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
