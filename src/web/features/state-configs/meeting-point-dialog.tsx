// Create or edit a meeting point of the state shown on the page. Its position is the pin on the
// small map (drag it or click the map) or the latitude and longitude fields; left empty, the
// server places it at the centre of the address's ZIP code, and refuses an address it cannot
// place (docs: src/server/modules/state-configs/README.md).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import {
  EMPTY_MEETING_POINT_FORM,
  meetingPointFormSchema,
  meetingPointFormValues,
  toCreateMeetingPointInput,
  toUpdateMeetingPointInput,
  type MeetingPointFormValues,
  type MeetingPointView,
} from './meeting-point-form.ts';
import { formPosition } from './typed-position.ts';
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
  const { point } = props;
  const form = useEditForm<MeetingPointFormValues>(
    meetingPointFormSchema,
    point ? meetingPointFormValues(point) : EMPTY_MEETING_POINT_FORM,
  );
  const [create] = useMutation(CREATE_MEETING_POINT_MUTATION);
  const [update] = useMutation(UPDATE_MEETING_POINT_MUTATION);
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);
  const busy = form.formState.isSubmitting;
  // Moving the pin checks the position again once a first save showed the problems.
  const placed = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };

  return (
    <EditDialog
      form={form}
      title={point ? `Edit ${point.label}` : `New meeting point in ${props.state}`}
      submitLabel={point ? 'Save meeting point' : 'Create meeting point'}
      save={(values) =>
        point
          ? update({ variables: { input: toUpdateMeetingPointInput(point, values) } })
          : create({ variables: { input: toCreateMeetingPointInput(props.state, values) } })
      }
      savedMessage={(values) => `${values.label.trim()} was saved.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField form={form} name="label" label="Label" required />
      <FormTextField form={form} name="address" label="Address" required />
      <FormTextField form={form} name="description" label="Description" multiline minRows={2} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Lesson types that cannot start here
        </Typography>
        <Controller
          control={form.control}
          name="restrictedLessonTypes"
          render={({ field }) => (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {LESSON_TYPE_NAMES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={field.value.includes(type)}
                      disabled={busy}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, type]
                            : field.value.filter((entry) => entry !== type),
                        )
                      }
                    />
                  }
                  label={LESSON_TYPE_NAME_LABELS[type]}
                />
              ))}
            </Box>
          )}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField form={form} name="latitude" label="Latitude" />
        <FormTextField form={form} name="longitude" label="Longitude" />
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
            position={formPosition({ latitude, longitude })}
            label="Position of the meeting point"
            onMove={(position) => {
              form.setValue('latitude', String(position.latitude), placed);
              form.setValue('longitude', String(position.longitude), placed);
            }}
          />
        </Suspense>
      </Box>
    </EditDialog>
  );
}
