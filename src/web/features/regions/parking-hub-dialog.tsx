// Create or edit a parking hub: where school cars are kept, and the super region it serves.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import {
  EMPTY_PARKING_HUB_FORM,
  parkingHubFormSchema,
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
  const { hub } = props;
  const form = useEditForm<ParkingHubFormValues>(
    parkingHubFormSchema,
    hub ? parkingHubFormValues(hub) : EMPTY_PARKING_HUB_FORM,
  );
  const [create] = useMutation(CREATE_PARKING_HUB_MUTATION);
  const [update] = useMutation(UPDATE_PARKING_HUB_MUTATION);

  return (
    <EditDialog
      form={form}
      title={hub ? `Edit ${hub.name}` : 'New parking hub'}
      submitLabel={hub ? 'Save parking hub' : 'Create parking hub'}
      save={(values) =>
        hub
          ? update({ variables: { input: toUpdateParkingHubInput(hub, values) } })
          : create({ variables: { input: toCreateParkingHubInput(values) } })
      }
      savedMessage={(values) => `${values.name.trim()} was saved.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="address" label="Address" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField form={form} name="latitude" label="Latitude" required />
        <FormTextField form={form} name="longitude" label="Longitude" required />
      </Box>
      <FormTextField
        form={form}
        name="superRegionId"
        label="Super region"
        required
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a super region</option>
        {props.superRegions.map((superRegion) => (
          <option key={superRegion.id} value={superRegion.id}>
            {superRegion.name} ({superRegion.state})
          </option>
        ))}
      </FormTextField>
    </EditDialog>
  );
}
