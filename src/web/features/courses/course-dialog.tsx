// Add or edit a course: where it is sold (state, category, audience), what families read (name,
// summary, description), its state rule (hours, daily cap, minimum days, quiz pass mark, minimum
// instruction time, lecture timers, quiz feedback and retry wait), its price, the certificate
// issued on completion and whether it is on the public site. A new course takes the state's
// defaults for its state and category, with their sources listed. The server's field messages
// land under the fields.
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type FormEvent } from 'react';
import {
  COURSE_AUDIENCES,
  COURSE_CATEGORIES,
  courseAudienceLabel,
  courseCategoryLabel,
} from '../../../domain/courses/course-catalog.ts';
import { QUIZ_FEEDBACK_LABELS, QUIZ_FEEDBACKS } from '../../../domain/courses/quiz-feedback.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { StateRuleSources } from './state-rule-sources.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  COURSE_CERTIFICATE_TYPES_QUERY,
  CREATE_COURSE_MUTATION,
  UPDATE_COURSE_MUTATION,
} from './admin-courses.queries.ts';
import {
  courseFormResult,
  courseFormValues,
  type AdminCourse,
  stateRuleFormValues,
  type CourseFormValues,
} from './course-form.ts';

const TITLE_ID = 'course-dialog-title';
const PUBLISH_PROBLEM_ID = 'course-publish-problem';

export function CourseDialog(props: {
  course: AdminCourse | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<CourseFormValues>(() => courseFormValues(props.course));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const certificateTypes = useQuery(COURSE_CERTIFICATE_TYPES_QUERY).data?.certificateTypes ?? [];
  const [create, createState] = useMutation(CREATE_COURSE_MUTATION);
  const [update, updateState] = useMutation(UPDATE_COURSE_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  // A new course takes the state's rule as soon as its state and category are known.
  const change = (patch: Partial<CourseFormValues>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      const placeChanged = 'state' in patch || 'category' in patch;
      const defaults =
        !props.course && placeChanged ? stateRuleFormValues(next.state, next.category) : null;
      return defaults ? { ...next, ...defaults } : next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = courseFormResult(values);
    if (!result.ok) {
      setProblems(result.problems);
      return focusFirstInvalid(formRef.current);
    }
    setProblems({});
    const showProblems = (errors: Record<string, string>) => {
      setProblems(errors);
      focusFirstInvalid(formRef.current);
    };
    const mutation: Promise<unknown> = props.course
      ? update({ variables: { id: props.course.id, input: result.fields } })
      : create({ variables: { input: result.fields } });
    const saved = await reportMutation(withFieldErrors(mutation, showProblems), {
      success: `${result.fields.name} was saved.`,
    });
    if (saved) props.onSaved();
  }

  /** A text field bound to one form value, showing the server's or the form's message. */
  const field = (
    name: keyof CourseFormValues,
    problemKey: string,
    label: string,
    help: string,
    extra: TextFieldProps = {},
  ) => (
    <TextField
      label={label}
      size="small"
      value={values[name]}
      disabled={busy}
      error={Boolean(problems[problemKey])}
      helperText={problems[problemKey] ? describeFieldProblem(label, problems[problemKey]) : help}
      onChange={(event) => change({ [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={TITLE_ID} component="h2">
          {props.course ? `Edit ${props.course.name}` : 'New course'}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {field('state', 'state', 'State', 'Where the course is sold.', {
            select: true,
            required: true,
            children: PUBLIC_STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name}
              </MenuItem>
            )),
          })}
          {field('category', 'category', 'Category', 'Also the last part of its public address.', {
            select: true,
            required: true,
            children: COURSE_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {courseCategoryLabel(category)}
              </MenuItem>
            )),
          })}
          {field('audience', 'audience', 'Audience', 'Who takes the course.', {
            select: true,
            required: true,
            children: COURSE_AUDIENCES.map((audience) => (
              <MenuItem key={audience} value={audience}>
                {courseAudienceLabel(audience)}
              </MenuItem>
            )),
          })}
          {field('name', 'name', 'Name', 'What families read.', { required: true })}
          {field('summary', 'summary', 'Summary', 'One or two sentences for lists and search.', {
            multiline: true,
            minRows: 2,
          })}
          {field(
            'description',
            'description',
            'Description',
            'Optional; blank lines part paragraphs.',
            {
              multiline: true,
              minRows: 3,
            },
          )}
          {field(
            'hours',
            'requiredSeconds',
            'Seat time (hours)',
            'What the state requires, e.g. 32.',
            {
              required: true,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            },
          )}
          {field('dailyCapHours', 'dailyCapSeconds', 'Most hours a day', 'Optional; Texas: 2.', {
            slotProps: { htmlInput: { inputMode: 'decimal' } },
          })}
          {field('minDays', 'minDays', 'Fewest days', 'Optional; a state minimum such as 30.', {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {field('quizPassPercent', 'quizPassPercent', 'Quiz pass mark (%)', '0 to 100.', {
            required: true,
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {field(
            'instructionMinHours',
            'instructionMinSeconds',
            'Instruction at least (hours)',
            'Optional; the rest of the seat time may be breaks. Texas adult: 5.5 of 6. Blank: no breaks.',
            { slotProps: { htmlInput: { inputMode: 'decimal' } } },
          )}
          <FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={values.lectureMinimumEnforced}
                  disabled={busy}
                  onChange={(event) => change({ lectureMinimumEnforced: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': 'course-lecture-timers-help' } }}
                />
              }
              label="Time each lecture"
            />
            <FormHelperText id="course-lecture-timers-help">
              A lecture is completed, and the next one opens, only once its minimum time is studied.
            </FormHelperText>
          </FormControl>
          {field(
            'quizFeedback',
            'quizFeedback',
            'Quiz feedback',
            'What a student sees after checking a lesson quiz.',
            {
              select: true,
              children: QUIZ_FEEDBACKS.map((feedback) => (
                <MenuItem key={feedback} value={feedback}>
                  {QUIZ_FEEDBACK_LABELS[feedback]}
                </MenuItem>
              )),
            },
          )}
          {field(
            'quizRetryWaitMinutes',
            'quizRetryWaitSeconds',
            'Wait before a quiz retry (minutes)',
            'Optional; after a failed attempt.',
            { slotProps: { htmlInput: { inputMode: 'numeric' } } },
          )}
          <StateRuleSources state={values.state} category={values.category} />
          {field('price', 'priceCents', 'Price ($)', 'What a family pays, e.g. 95.00.', {
            required: true,
            slotProps: { htmlInput: { inputMode: 'decimal' } },
          })}
          {field(
            'certificateTypeId',
            'certificateTypeId',
            'Certificate on completion',
            'Issued automatically when an online student completes the course.',
            {
              select: true,
              children: [
                <MenuItem key="" value="">
                  None
                </MenuItem>,
                ...certificateTypes.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.label} ({type.usStateId})
                  </MenuItem>
                )),
              ],
            },
          )}
          <FormControl error={Boolean(problems['isPublished'])}>
            <FormControlLabel
              control={
                <Switch
                  checked={values.isPublished}
                  disabled={busy}
                  onChange={(event) => change({ isPublished: event.target.checked })}
                  slotProps={{
                    input: {
                      'aria-invalid': problems['isPublished'] ? true : undefined,
                      'aria-describedby': problems['isPublished'] ? PUBLISH_PROBLEM_ID : undefined,
                    },
                  }}
                />
              }
              label="On the public site"
            />
            {problems['isPublished'] && (
              <FormHelperText id={PUBLISH_PROBLEM_ID}>
                {describeFieldProblem('Publishing', problems['isPublished'])}
              </FormHelperText>
            )}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
