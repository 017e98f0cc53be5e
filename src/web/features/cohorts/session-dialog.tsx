// Add or change one session of a cohort, typed on the cohort's wall clock.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';
import { emptySession, localParts, sessionResult, type SessionFormValues } from './cohort-form.ts';
import { PUT_COHORT_SESSION_MUTATION } from './cohorts.queries.ts';
import { SessionFields } from './session-fields.tsx';

const TITLE_ID = 'session-dialog-title';

export interface SessionToEdit {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
}

function initialValues(session: SessionToEdit | null, timeZone: string, firstDay: string) {
  if (!session) return emptySession(firstDay);
  const start = localParts(session.startTime, timeZone);
  return {
    name: session.name,
    date: start.date,
    startTime: start.time,
    endTime: localParts(session.endTime, timeZone).time,
  };
}

export function SessionDialog(props: {
  cohort: { id: string; timeZone: string; startDate: string };
  session: SessionToEdit | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<SessionFormValues>(() =>
    initialValues(props.session, props.cohort.timeZone, props.cohort.startDate),
  );
  const [problems, setProblems] = useState<Partial<Record<keyof SessionFormValues, string>>>({});
  const [put, putState] = useMutation(PUT_COHORT_SESSION_MUTATION);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = sessionResult(values, props.cohort.timeZone);
    if (!result.ok) return setProblems(result.problems);
    setProblems({});
    const mutation = put({
      variables: {
        id: props.session?.id ?? null,
        input: { cohortId: props.cohort.id, ...result.session },
      },
    });
    const saved = await reportMutation(
      withFieldErrors(mutation, (errors) =>
        setProblems({ date: errors['startTime'] ?? errors['endTime'], name: errors['name'] }),
      ),
      { success: `${result.session.name} was saved.` },
    );
    if (saved) props.onSaved();
  }

  return (
    <Dialog
      open
      onClose={putState.loading ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={TITLE_ID} component="h2">
          {props.session ? `Edit ${props.session.name}` : 'New session'}
        </DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Times are in {props.cohort.timeZone}.
          </Typography>
          <SessionFields
            label="Session"
            values={values}
            problems={problems}
            disabled={putState.loading}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={props.onClose} disabled={putState.loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={putState.loading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
