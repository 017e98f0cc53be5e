// Create or edit a parking hub: where school cars are kept, and the super region it serves.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  describeFieldProblem,
  focusFirstInvalid,
  withFieldErrors,
} from '../students/field-errors.ts';
import {
  EMPTY_PARKING_HUB_FORM,
  parkingHubFormProblems,
  parkingHubFormValues,
  toCreateParkingHubInput,
  toUpdateParkingHubInput,
  type ParkingHubFormValues,
  type ParkingHubView,
} from './parking-hub-form.ts';
import { CREATE_PARKING_HUB_MUTATION, UPDATE_PARKING_HUB_MUTATION } from './regions.queries.ts';

export function ParkingHubDialog(props: {
  hub: ParkingHubView | null;
  superRegions: readonly { id: string; name: string; state: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<ParkingHubFormValues>(
    props.hub ? parkingHubFormValues(props.hub) : EMPTY_PARKING_HUB_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_PARKING_HUB_MUTATION);
  const [update, updateState] = useMutation(UPDATE_PARKING_HUB_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<ParkingHubFormValues>) => setValues({ ...values, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = parkingHubFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const success = { success: `${values.name.trim()} was saved.` };
    const result = props.hub
      ? await reportMutation(
          remember(update({ variables: { input: toUpdateParkingHubInput(props.hub, values) } })),
          success,
        )
      : await reportMutation(
          remember(create({ variables: { input: toCreateParkingHubInput(values) } })),
          success,
        );
    if (result) props.onSaved();
  }

  const text = (name: 'name' | 'address' | 'latitude' | 'longitude', label: string) => (
    <TextField
      label={label}
      required
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
      title={props.hub ? `Edit ${props.hub.name}` : 'New parking hub'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.hub ? 'Save parking hub' : 'Create parking hub'}
    >
      {text('name', 'Name')}
      {text('address', 'Address')}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('latitude', 'Latitude')}
        {text('longitude', 'Longitude')}
      </Box>
      <TextField
        select
        label="Super region"
        required
        size="small"
        value={values.superRegionId}
        disabled={busy}
        error={Boolean(problems.superRegionId)}
        helperText={
          problems.superRegionId
            ? describeFieldProblem('Super region', problems.superRegionId)
            : undefined
        }
        onChange={(event) => set({ superRegionId: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a super region</option>
        {props.superRegions.map((superRegion) => (
          <option key={superRegion.id} value={superRegion.id}>
            {superRegion.name} ({superRegion.state})
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
