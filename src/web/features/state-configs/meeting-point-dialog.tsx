// Create or edit a meeting point of the state shown on the page. Its position is the pin on the
// small map (drag it or click the map) or the latitude and longitude fields; left empty, the
// server places it at the centre of the address's ZIP code, and refuses an address it cannot
// place (docs: src/server/modules/state-configs/README.md).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  describeFieldProblem,
  focusFirstInvalid,
  withFieldErrors,
} from '../students/field-errors.ts';
import {
  EMPTY_MEETING_POINT_FORM,
  formPosition,
  meetingPointFormProblems,
  meetingPointFormValues,
  toCreateMeetingPointInput,
  toUpdateMeetingPointInput,
  type MeetingPointFormValues,
  type MeetingPointView,
} from './meeting-point-form.ts';
import {
  CREATE_MEETING_POINT_MUTATION,
  UPDATE_MEETING_POINT_MUTATION,
} from './state-configs.queries.ts';

// The map library is large: loaded when the dialog opens, not with the page.
const PinMap = lazy(() => import('../../ui/maps/pin-map.tsx'));

export function MeetingPointDialog(props: {
  state: string;
  point: MeetingPointView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<MeetingPointFormValues>(
    props.point ? meetingPointFormValues(props.point) : EMPTY_MEETING_POINT_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_MEETING_POINT_MUTATION);
  const [update, updateState] = useMutation(UPDATE_MEETING_POINT_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<MeetingPointFormValues>) => setValues({ ...values, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = meetingPointFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const success = { success: `${values.label.trim()} was saved.` };
    const result = props.point
      ? await reportMutation(
          remember(
            update({ variables: { input: toUpdateMeetingPointInput(props.point, values) } }),
          ),
          success,
        )
      : await reportMutation(
          remember(
            create({ variables: { input: toCreateMeetingPointInput(props.state, values) } }),
          ),
          success,
        );
    if (result) props.onSaved();
  }

  const field = (
    name: 'label' | 'address' | 'latitude' | 'longitude',
    label: string,
    required = false,
  ) => (
    <TextField
      label={label}
      required={required}
      size="small"
      value={values[name]}
      disabled={busy}
      error={Boolean(problems[name])}
      helperText={problems[name] ? describeFieldProblem(label, problems[name]) : undefined}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );

  return (
    <FormDialog
      title={props.point ? `Edit ${props.point.label}` : `New meeting point in ${props.state}`}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.point ? 'Save meeting point' : 'Create meeting point'}
    >
      {field('label', 'Label', true)}
      {field('address', 'Address', true)}
      <TextField
        label="Description"
        multiline
        minRows={2}
        size="small"
        value={values.description}
        disabled={busy}
        onChange={(event) => set({ description: event.target.value })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Lesson types that cannot start here
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {LESSON_TYPE_NAMES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={values.restrictedLessonTypes.includes(type)}
                  disabled={busy}
                  onChange={(event) =>
                    set({
                      restrictedLessonTypes: event.target.checked
                        ? [...values.restrictedLessonTypes, type]
                        : values.restrictedLessonTypes.filter((entry) => entry !== type),
                    })
                  }
                />
              }
              label={LESSON_TYPE_NAME_LABELS[type]}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('latitude', 'Latitude')}
        {field('longitude', 'Longitude')}
      </Box>
      <Typography variant="body2" color="text.secondary" id="meeting-point-position-help">
        Drag the pin or click the map to correct the position. Left empty, the point is placed at
        the centre of the address&apos;s ZIP code when saved.
      </Typography>
      <Box
        sx={{ height: 220, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Suspense fallback={<Typography sx={{ p: 2 }}>Loading the map…</Typography>}>
          <PinMap
            position={formPosition(values)}
            label="Position of the meeting point"
            onMove={(position) =>
              set({ latitude: String(position.latitude), longitude: String(position.longitude) })
            }
          />
        </Suspense>
      </Box>
    </FormDialog>
  );
}
