// Add or edit a cohort: name, description, dates, time zone, seats and the open switch; a new
// cohort gets its first sessions in the same step (more are added on the cohort's page). Times
// are typed on the cohort's wall clock; the server's field messages land under the fields.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { US_TIME_ZONES } from '../../../domain/scheduling/us-time-zones.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  cohortFormValues,
  cohortResult,
  emptySession,
  sessionResult,
  type CohortFormValues,
  type EditableCohort,
  type SessionFormValues,
} from './cohort-form.ts';
import { CREATE_COHORT_MUTATION, UPDATE_COHORT_MUTATION } from './cohorts.queries.ts';
import { SessionFields } from './session-fields.tsx';

type SessionProblems = Partial<Record<keyof SessionFormValues, string>>;

export function CohortDialog(props: {
  courseId: string;
  defaultTimeZone: string;
  cohort: EditableCohort | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<CohortFormValues>(() =>
    cohortFormValues(props.cohort, props.defaultTimeZone),
  );
  const [sessions, setSessions] = useState<SessionFormValues[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sessionProblems, setSessionProblems] = useState<SessionProblems[]>([]);
  const [create, createState] = useMutation(CREATE_COHORT_MUTATION);
  const [update, updateState] = useMutation(UPDATE_COHORT_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const change = (patch: Partial<CohortFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = cohortResult(values);
    const typed = sessions.map((session) => sessionResult(session, values.timeZone));
    setSessionProblems(typed.map((entry) => (entry.ok ? {} : entry.problems)));
    if (!result.ok || typed.some((entry) => !entry.ok)) {
      setProblems(result.ok ? {} : result.problems);
      return focusFirstInvalid(formRef.current);
    }
    setProblems({});
    const showProblems = (errors: Record<string, string>) => {
      setProblems(errors);
      // Session problems come back as sessions.<index>.<startTime|endTime>: both are the day.
      setSessionProblems(
        sessions.map((_session, index) => {
          const message =
            errors[`sessions.${index}.startTime`] ?? errors[`sessions.${index}.endTime`];
          return message ? { date: message } : {};
        }),
      );
      focusFirstInvalid(formRef.current);
    };
    const mutation: Promise<unknown> = props.cohort
      ? update({ variables: { id: props.cohort.id, input: result.fields } })
      : create({
          variables: {
            input: {
              ...result.fields,
              courseId: props.courseId,
              sessions: typed.flatMap((entry) => (entry.ok ? [entry.session] : [])),
            },
          },
        });
    const saved = await reportMutation(withFieldErrors(mutation, showProblems), {
      success: `${result.fields.name} was saved.`,
    });
    if (saved) props.onSaved();
  }

  const field = (
    name: Exclude<keyof CohortFormValues, 'isOpen'>,
    label: string,
    help: string,
    extra: TextFieldProps = {},
  ) => (
    <TextField
      label={label}
      size="small"
      value={values[name]}
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={problems[name] ? describeFieldProblem(label, problems[name]) : help}
      onChange={(event) => change({ [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={props.cohort ? `Edit ${props.cohort.name}` : 'New cohort'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      maxWidth="md"
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {field('name', 'Name', 'E.g. the site and the days it meets.', { required: true })}
      {field('description', 'Description', 'Shown with the cohort.', {
        multiline: true,
        minRows: 2,
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {field('startDate', 'First day', ' ', {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('endDate', 'Last day', ' ', {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('timeZone', 'Time zone', 'Dates and session times are read in it.', {
          select: true,
          children: US_TIME_ZONES.map((zone) => (
            <MenuItem key={zone.zone} value={zone.zone}>
              {zone.label}
            </MenuItem>
          )),
        })}
        {field('maxEnrollees', 'Seats', 'Most students enrolled at once.', {
          type: 'number',
          required: true,
          slotProps: { htmlInput: { min: 1, inputMode: 'numeric' } },
        })}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={values.isOpen}
            disabled={busy}
            onChange={(event) => change({ isOpen: event.target.checked })}
          />
        }
        label="Open for enrolment"
      />
      {!props.cohort && (
        <Box component="section" aria-labelledby="cohort-sessions-heading">
          <Typography id="cohort-sessions-heading" component="h3" sx={{ fontWeight: 600 }}>
            Sessions
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Each meeting of the class; more can be added later on the cohort&apos;s page.
          </Typography>
          {sessions.map((session, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <SessionFields
                  label={`Session ${index + 1}`}
                  values={session}
                  problems={sessionProblems[index] ?? {}}
                  disabled={busy}
                  onChange={(patch) =>
                    setSessions((current) =>
                      current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
                    )
                  }
                />
              </Box>
              <Button
                size="small"
                color="error"
                aria-label={`Remove session ${index + 1}`}
                onClick={() => setSessions((current) => current.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Box>
          ))}
          <Button
            size="small"
            onClick={() => setSessions((current) => [...current, emptySession(values.startDate)])}
          >
            Add session
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}
