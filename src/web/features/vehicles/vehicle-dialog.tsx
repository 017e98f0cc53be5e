// Add or edit a vehicle: its name, its telematics id and the instructors who drive it. The
// server's own rules (src/domain/vehicle-inputs.ts) check the form before it is sent; its field
// messages land under the fields too.
import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { vehicleFields } from '../../../domain/vehicle-inputs.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import { PUT_VEHICLE_MUTATION, VEHICLE_INSTRUCTOR_OPTIONS_QUERY } from './vehicles.queries.ts';

export interface VehicleView {
  id: string;
  name: string;
  samsaraId?: string | null;
  instructors: { id: string; name: string }[];
}

interface VehicleFormValues {
  name: string;
  samsaraId: string;
  instructors: { id: string; name: string }[];
}

const vehicleFormSchema = z.object({
  name: vehicleFields.name,
  samsaraId: vehicleFields.samsaraId,
  instructors: z
    .array(z.object({ id: z.string() }))
    .transform((chosen) => chosen.map((instructor) => instructor.id))
    .pipe(vehicleFields.instructorIds),
});

export function VehicleDialog(props: {
  /** The vehicle being edited, or null for a new one. */
  vehicle: VehicleView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { vehicle } = props;
  const form = useEditForm<VehicleFormValues>(vehicleFormSchema, {
    name: vehicle?.name ?? '',
    samsaraId: vehicle?.samsaraId ?? '',
    instructors: vehicle?.instructors ?? [],
  });
  const [putVehicle] = useMutation(PUT_VEHICLE_MUTATION);
  const options = useQuery(VEHICLE_INSTRUCTOR_OPTIONS_QUERY);

  return (
    <EditDialog
      form={form}
      title={vehicle ? `Edit ${vehicle.name}` : 'New vehicle'}
      submitLabel="Save"
      save={(values) => {
        const { name, samsaraId, instructors } = vehicleFormSchema.parse(values);
        const input = { id: vehicle?.id ?? null, name, samsaraId, instructorIds: instructors };
        return putVehicle({ variables: { input } });
      }}
      savedMessage={(values) => `${values.name.trim()} was saved.`}
      serverFieldNames={{ instructorIds: 'instructors' }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField
        form={form}
        name="name"
        label="Name"
        required
        hint="How staff know the car, e.g. “Corolla 7”."
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField
        form={form}
        name="samsaraId"
        label="Telematics (Samsara) id"
        problemLabel="The telematics id"
        hint="Optional."
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Controller
        control={form.control}
        name="instructors"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.data?.vehicleInstructorOptions ?? []}
            loading={options.loading}
            value={field.value}
            disabled={form.formState.isSubmitting}
            onChange={(_event, chosen) => field.onChange(chosen)}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Instructors who drive it"
                size="small"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error &&
                  describeFieldProblem('An instructor', fieldState.error.message ?? '')
                }
              />
            )}
          />
        )}
      />
    </EditDialog>
  );
}
