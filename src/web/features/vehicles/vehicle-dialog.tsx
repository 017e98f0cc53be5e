// Add or edit a vehicle: its name, its telematics id and the instructors who drive it. The
// server's field messages land under the fields; nothing is saved until they are right.
import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { isBlank } from '../../../domain/is-blank.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { PUT_VEHICLE_MUTATION, VEHICLE_INSTRUCTOR_OPTIONS_QUERY } from './vehicles.queries.ts';

export interface VehicleView {
  id: string;
  name: string;
  samsaraId?: string | null;
  instructors: { id: string; name: string }[];
}

export function VehicleDialog(props: {
  /** The vehicle being edited, or null for a new one. */
  vehicle: VehicleView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [name, setName] = useState(props.vehicle?.name ?? '');
  const [samsaraId, setSamsaraId] = useState(props.vehicle?.samsaraId ?? '');
  const [instructors, setInstructors] = useState(props.vehicle?.instructors ?? []);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [putVehicle, { loading: busy }] = useMutation(PUT_VEHICLE_MUTATION);
  const options = useQuery(VEHICLE_INSTRUCTOR_OPTIONS_QUERY);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = isBlank(name) ? { name: 'is required' } : {};
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = {
      id: props.vehicle?.id ?? null,
      name: name.trim(),
      samsaraId: samsaraId.trim() || null,
      instructorIds: instructors.map((instructor) => instructor.id),
    };
    const saved = await reportMutation(
      withFieldErrors(putVehicle({ variables: { input } }), (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      }),
      { success: `${input.name} was saved.` },
    );
    if (saved) props.onSaved();
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;
  const instructorProblem = Object.entries(problems).find(([path]) =>
    path.startsWith('instructorIds'),
  );

  return (
    <FormDialog
      title={props.vehicle ? `Edit ${props.vehicle.name}` : 'New vehicle'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={name}
        disabled={busy}
        error={Boolean(problems['name'])}
        helperText={problem('name', 'Name') ?? 'How staff know the car, e.g. “Corolla 7”.'}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Telematics (Samsara) id"
        size="small"
        value={samsaraId}
        disabled={busy}
        error={Boolean(problems['samsaraId'])}
        helperText={problem('samsaraId', 'The telematics id') ?? 'Optional.'}
        onChange={(event) => setSamsaraId(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Autocomplete
        multiple
        options={options.data?.vehicleInstructorOptions ?? []}
        loading={options.loading}
        value={instructors}
        disabled={busy}
        onChange={(_event, chosen) => setInstructors(chosen)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Instructors who drive it"
            size="small"
            error={Boolean(instructorProblem)}
            helperText={
              instructorProblem
                ? describeFieldProblem('An instructor', instructorProblem[1])
                : undefined
            }
          />
        )}
      />
    </FormDialog>
  );
}
