// Cancelling and moving one's own lesson from "My lessons". The cancel dialog shows what
// cancelling now does (the server's policy preview) before the student confirms; the reschedule
// dialog offers the free times of the next two weeks, or the server's reason it cannot be moved
// online. Refusals (a time taken meanwhile: CONFLICT) are shown in the dialog as the server words
// them, and the lists behind it are read again.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { formatDate, TIME_FORMAT, WEEKDAY_DATE_FORMAT } from '../../../domain/date-format.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { PORTAL_LESSONS_QUERY } from './portal.queries.ts';
import {
  CANCEL_OWN_LESSON_MUTATION,
  MY_MONEY_QUERY,
  OWN_CANCELLATION_PREVIEW_QUERY,
  OWN_RESCHEDULE_OPTIONS_QUERY,
  RESCHEDULE_OWN_LESSON_MUTATION,
} from './portal-money.queries.ts';
import { cancelOutcomeText } from './portal-money.ts';

interface OwnLessonProps {
  lessonId: string;
  studentId: string;
  /** "Standard lesson of November 24, 2026, 2:00pm CST". */
  lessonTitle: string;
  timeZone: string;
  onClose: () => void;
}

const REFRESHED = [PORTAL_LESSONS_QUERY, MY_MONEY_QUERY];

export function CancelOwnLessonDialog(props: OwnLessonProps) {
  const { showMessage } = useSnackbar();
  const client = useApolloClient();
  // One key per dialog: a second click or a retry after a lost answer cancels once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery(OWN_CANCELLATION_PREVIEW_QUERY, {
    variables: { lessonId: props.lessonId, studentId: props.studentId },
    fetchPolicy: 'network-only',
  });
  const [cancel, { loading: busy }] = useMutation(CANCEL_OWN_LESSON_MUTATION, {
    refetchQueries: REFRESHED,
    awaitRefetchQueries: true,
  });
  const outcome = preview.data?.ownLessonCancellationPreview;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await cancel({
        variables: {
          input: { idempotencyKey, lessonId: props.lessonId, studentId: props.studentId },
        },
      });
      showMessage('Your lesson is cancelled.', 'success');
      props.onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      void client.refetchQueries({ include: REFRESHED });
    }
  }

  return (
    <FormDialog
      title="Cancel this lesson?"
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      closeLabel="Keep the lesson"
      submitLabel="Cancel the lesson"
      canSubmit={outcome !== undefined}
    >
      <Typography>Your {props.lessonTitle}.</Typography>
      {preview.error && (
        <Alert severity="error" role="alert">
          {errorMessageOf(preview.error)}
        </Alert>
      )}
      {!outcome && !preview.error && (
        <Typography role="status" color="text.secondary">
          Checking what cancelling now means…
        </Typography>
      )}
      {outcome && (
        <Alert severity={outcome.returnsMinutes ? 'info' : 'warning'} role="status">
          {cancelOutcomeText(outcome)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}

export function RescheduleOwnLessonDialog(props: OwnLessonProps) {
  const { showMessage } = useSnackbar();
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const options = useQuery(OWN_RESCHEDULE_OPTIONS_QUERY, {
    variables: { lessonId: props.lessonId, studentId: props.studentId },
    fetchPolicy: 'network-only',
  });
  const [move, { loading: busy }] = useMutation(RESCHEDULE_OWN_LESSON_MUTATION, {
    refetchQueries: REFRESHED,
    awaitRefetchQueries: true,
  });
  const found = options.data?.ownLessonRescheduleOptions;
  const days = useMemo(() => {
    const byDay = new Map<string, NonNullable<typeof found>['slots']>();
    for (const slot of found?.slots ?? []) {
      const label = formatDate(slot.startTime, WEEKDAY_DATE_FORMAT, props.timeZone);
      byDay.set(label, [...(byDay.get(label) ?? []), slot]);
    }
    return byDay;
  }, [found, props.timeZone]);
  const chosenDay = day || ([...days.keys()][0] ?? '');
  const times = days.get(chosenDay) ?? [];
  const chosen = times.find((slot) => slot.startTime === start) ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setError('Choose a new time.');
      return;
    }
    setError(null);
    try {
      await move({
        variables: {
          input: {
            lessonId: props.lessonId,
            studentId: props.studentId,
            startTime: chosen.startTime,
            instructorId: chosen.instructorId,
          },
        },
      });
      showMessage('Your lesson is moved.', 'success');
      props.onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      void client.refetchQueries({ include: [...REFRESHED, OWN_RESCHEDULE_OPTIONS_QUERY] });
    }
  }

  const ready = found !== undefined && found.refusal === null && found.slots.length > 0;
  return (
    <FormDialog
      title="Move this lesson"
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      closeLabel="Keep this time"
      submitLabel="Move the lesson"
      canSubmit={ready}
    >
      <Typography>Your {props.lessonTitle}.</Typography>
      {options.error && (
        <Alert severity="error" role="alert">
          {errorMessageOf(options.error)}
        </Alert>
      )}
      {!found && !options.error && (
        <Typography role="status" color="text.secondary">
          Looking for free times…
        </Typography>
      )}
      {found?.refusal && (
        <Alert severity="info" role="status">
          {found.refusal}
        </Alert>
      )}
      {found && !found.refusal && found.slots.length === 0 && (
        <Alert severity="info" role="status">
          No free time in the next two weeks. Call the school to find one.
        </Alert>
      )}
      {ready && (
        <>
          <Typography color="text.secondary">
            Same lesson, length and pickup. Moving it at least {found.windowHours} hours before it
            starts is free. Times are in the lesson&apos;s time zone.
          </Typography>
          <TextField
            select
            label="Day"
            value={chosenDay}
            onChange={(event) => {
              setDay(event.target.value);
              setStart('');
            }}
          >
            {[...days.keys()].map((label) => (
              <MenuItem key={label} value={label}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="New time"
            value={chosen ? start : ''}
            onChange={(event) => setStart(event.target.value)}
            helperText={chosen ? `With ${chosen.instructorName}` : 'Choose a start time'}
          >
            {times.map((slot) => (
              <MenuItem key={slot.startTime} value={slot.startTime}>
                {formatDate(slot.startTime, TIME_FORMAT, props.timeZone)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
