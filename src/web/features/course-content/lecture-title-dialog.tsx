// Names a new lecture or renames one, with its optional minimum seat time (minutes; a per-unit
// minimum, docs/seat-time.md). The server's field messages show under the fields.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { describeFieldProblem } from '../../ui/field-errors.ts';

const TITLE_ID = 'lecture-title-dialog';

export function LectureTitleDialog(props: {
  heading: string;
  initial: { title: string; minimumSeconds: number | null };
  submitLabel: string;
  onSubmit: (values: {
    title: string;
    minimumSeconds: number | null;
  }) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(props.initial.title);
  const [minutes, setMinutes] = useState(
    props.initial.minimumSeconds === null ? '' : String(props.initial.minimumSeconds / 60),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [minimumProblem, setMinimumProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minimum = minutes.trim() === '' ? null : Number(minutes);
    const badMinimum =
      minimum !== null && !Number.isFinite(minimum) ? 'must be a number of minutes' : null;
    setProblem(title.trim() ? null : 'is required');
    setMinimumProblem(badMinimum);
    if (!title.trim() || badMinimum) return;
    setBusy(true);
    const errors = await props.onSubmit({
      title: title.trim(),
      minimumSeconds: minimum === null ? null : Math.round(minimum * 60),
    });
    setBusy(false);
    setProblem(errors?.['title'] ?? null);
    setMinimumProblem(errors?.['minimumSeconds'] ?? null);
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
          <TextField
            fullWidth
            margin="dense"
            label="Minimum time (minutes)"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            error={Boolean(minimumProblem)}
            helperText={
              minimumProblem
                ? describeFieldProblem('Minimum time', minimumProblem)
                : 'Optional: seat time a student must spend here before the next lecture opens.'
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
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
