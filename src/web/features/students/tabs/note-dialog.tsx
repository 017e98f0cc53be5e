// Add or edit a note: its text, whether it is pinned to the top, and whether instructors may see
// it (hidden notes are for office staff only).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { describeFieldProblem } from '../../../ui/field-errors.ts';

export interface NoteDraft {
  text: string;
  isPinned: boolean;
  isHiddenFromInstructorView: boolean;
}

export const EMPTY_NOTE: NoteDraft = {
  text: '',
  isPinned: false,
  isHiddenFromInstructorView: false,
};

export function NoteDialog(props: {
  /** The note being edited, or null for a new one. */
  initial: NoteDraft | null;
  busy: boolean;
  error?: string;
  onSave: (draft: NoteDraft) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(props.initial ?? EMPTY_NOTE);
  const [blank, setBlank] = useState(false);
  const editing = props.initial !== null;
  const error = blank ? 'is required' : props.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.text.trim()) {
      setBlank(true);
      return;
    }
    props.onSave({ ...draft, text: draft.text.trim() });
  }

  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby="note-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="note-dialog-title" component="h2">
          {editing ? 'Edit note' : 'Add note'}
        </DialogTitle>
        <DialogContent>
          <TextField
            label="Note"
            multiline
            minRows={4}
            fullWidth
            required
            autoFocus
            margin="dense"
            value={draft.text}
            disabled={props.busy}
            error={Boolean(error)}
            helperText={error ? describeFieldProblem('The note', error) : undefined}
            onChange={(event) => {
              setBlank(false);
              setDraft({ ...draft, text: event.target.value });
            }}
          />
          <FormGroup sx={{ mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isPinned}
                  disabled={props.busy}
                  onChange={(event) => setDraft({ ...draft, isPinned: event.target.checked })}
                />
              }
              label="Pin to the top"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isHiddenFromInstructorView}
                  disabled={props.busy}
                  onChange={(event) =>
                    setDraft({ ...draft, isHiddenFromInstructorView: event.target.checked })
                  }
                />
              }
              label="Hide from instructors"
            />
          </FormGroup>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {editing ? 'Save note' : 'Add note'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
