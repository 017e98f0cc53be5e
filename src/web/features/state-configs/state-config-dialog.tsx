// Create or edit a state config: what the school offers in the state, its late-cancellation
// policy and the certificate issued for its behind-the-wheel requirement (docs/behind-the-wheel.md
// "Certificate"). The state of an existing config is fixed (one config per state).
import { useMutation } from '@apollo/client/react';
import FormGroup from '@mui/material/FormGroup';
import { US_STATES } from '../../../domain/us-states.ts';
import { EditDialog, FormCheckbox, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import {
  btwCertificateTypesOf,
  EMPTY_STATE_CONFIG_FORM,
  stateConfigFormSchema,
  stateConfigFormValues,
  toCreateStateConfigInput,
  toUpdateStateConfigInput,
  type StateConfigFormValues,
  type StateConfigView,
} from './state-config-form.ts';
import { FLAG_LABELS, type StateFlag } from './state-flags.ts';
import {
  CREATE_STATE_CONFIG_MUTATION,
  UPDATE_STATE_CONFIG_MUTATION,
} from './state-configs.queries.ts';

export function StateConfigDialog(props: {
  config: StateConfigView | null;
  /** States that already have a config (not offered for a new one). */
  takenStates: readonly string[];
  /** Every certificate type; the dialog offers those of the config's state. */
  certificateTypes: readonly { id: string; label: string; prefix: string; usStateId: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { config } = props;
  const form = useEditForm<StateConfigFormValues>(
    stateConfigFormSchema,
    config ? stateConfigFormValues(config) : EMPTY_STATE_CONFIG_FORM,
  );
  const [create] = useMutation(CREATE_STATE_CONFIG_MUTATION);
  const [update] = useMutation(UPDATE_STATE_CONFIG_MUTATION);
  const state = form.watch('state');
  const btwTypes = btwCertificateTypesOf(props.certificateTypes, state);
  const stateName = US_STATES.find((entry) => entry.code === state)?.name;

  return (
    <EditDialog
      form={form}
      title={config ? `Edit ${config.longName}` : 'New state config'}
      submitLabel={config ? 'Save state config' : 'Create state config'}
      save={(values) =>
        config
          ? update({ variables: { input: toUpdateStateConfigInput(config, values) } })
          : create({ variables: { input: toCreateStateConfigInput(values) } })
      }
      savedMessage={(values) => `${values.longName.trim()} was ${config ? 'saved' : 'created'}.`}
      serverFieldNames={{ lateCancellationFeeCents: 'lateCancellationFee' }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <FormTextField
        form={form}
        name="state"
        label="State"
        required
        select
        disabled={config !== null}
        afterChange={(code) => {
          if (!form.getValues('longName')) {
            form.setValue('longName', US_STATES.find((entry) => entry.code === code)?.name ?? '');
          }
          // A type of another state cannot be this state's certificate.
          form.setValue('behindTheWheelCertificateTypeId', '');
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a state</option>
        {US_STATES.filter(
          (entry) => entry.code === state || !props.takenStates.includes(entry.code),
        ).map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name} ({entry.code})
          </option>
        ))}
      </FormTextField>
      <FormTextField form={form} name="longName" label="Long name" required />
      <FormGroup aria-label="What the school offers in the state">
        {(Object.keys(FLAG_LABELS) as StateFlag[]).map((flag) => (
          <FormCheckbox key={flag} form={form} name={flag} label={FLAG_LABELS[flag]} />
        ))}
      </FormGroup>
      <FormTextField form={form} name="cmsId" label="CMS id" />
      <FormTextField
        form={form}
        name="lateCancellationWindowHours"
        label="Late-cancellation window (hours)"
        problemLabel="The window"
        inputMode="numeric"
        hint="A student cancelling this close to the start cancels late."
      />
      <FormTextField
        form={form}
        name="lateCancellationFee"
        label="Late-cancellation fee ($)"
        problemLabel={null}
        inputMode="decimal"
        hint="0 for no fee."
      />
      <FormTextField
        form={form}
        name="behindTheWheelCertificateTypeId"
        label="Behind-the-wheel certificate"
        problemLabel="The certificate"
        select
        disabled={!state}
        hint={
          !state
            ? 'Choose the state first.'
            : btwTypes.length === 0
              ? `${stateName ?? state} has no certificate type yet: add one on the Certificates page.`
              : "Staff issue it from a student's page once the student has met the state's behind-the-wheel hours."
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">None</option>
        {btwTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label} ({type.prefix}…)
          </option>
        ))}
      </FormTextField>
    </EditDialog>
  );
}
