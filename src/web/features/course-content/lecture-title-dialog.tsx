// Names a new lecture or renames one; the server's field message shows under the field.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { describeFieldProblem } from '../students/field-errors.ts';

const TITLE_ID = 'lecture-title-dialog';

export function LectureTitleDialog(props: {
  heading: string;
  initial: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setProblem('is required');
    setBusy(true);
    const errors = await props.onSubmit(title.trim());
    setBusy(false);
    setProblem(errors?.['title'] ?? null);
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} component="h2">
          {props.heading}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label="Lecture title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(problem)}
            helperText={
              problem ? describeFieldProblem('Title', problem) : 'At most 200 characters.'
            }
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
