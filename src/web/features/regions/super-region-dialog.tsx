// Create or edit a super region: name, state, Google Business page and Slack channel.
import { useMutation } from '@apollo/client/react';
import { US_STATES } from '../../../domain/us-states.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import {
  EMPTY_SUPER_REGION_FORM,
  superRegionFormSchema,
  superRegionFormValues,
  toCreateSuperRegionInput,
  toUpdateSuperRegionInput,
  type SuperRegionFormValues,
  type SuperRegionView,
} from './super-region-form.ts';
import { CREATE_SUPER_REGION_MUTATION, UPDATE_SUPER_REGION_MUTATION } from './regions.queries.ts';

export function SuperRegionDialog(props: {
  superRegion: SuperRegionView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { superRegion } = props;
  const form = useEditForm<SuperRegionFormValues>(
    superRegionFormSchema,
    superRegion ? superRegionFormValues(superRegion) : EMPTY_SUPER_REGION_FORM,
  );
  const [create] = useMutation(CREATE_SUPER_REGION_MUTATION);
  const [update] = useMutation(UPDATE_SUPER_REGION_MUTATION);

  return (
    <EditDialog
      form={form}
      title={superRegion ? `Edit ${superRegion.name}` : 'New super region'}
      submitLabel={superRegion ? 'Save super region' : 'Create super region'}
      save={(values) =>
        superRegion
          ? update({ variables: { input: toUpdateSuperRegionInput(superRegion, values) } })
          : create({ variables: { input: toCreateSuperRegionInput(values) } })
      }
      savedMessage={(values) => `${values.name.trim()} was saved.`}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField
        form={form}
        name="state"
        label="State"
        required
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a state</option>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="googleBusinessPageUrl"
        label="Google Business page"
        type="url"
        problemLabel="The address"
        hint="An https:// link; optional."
      />
      <FormTextField
        form={form}
        name="slackChannelId"
        label="Slack channel id"
        problemLabel="The channel id"
        hint="Like C024BE91L (channel details in Slack); optional."
      />
    </EditDialog>
  );
}
