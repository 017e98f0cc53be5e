// Create or edit a state config: what the school offers in the state, its late-cancellation
// policy and the certificate issued for its behind-the-wheel requirement (docs/behind-the-wheel.md
// "Certificate"). The state of an existing config is fixed (one config per state).
import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { US_STATES } from '../../../domain/us-states.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  asSentence,
  describeFieldProblem,
  focusFirstInvalid,
  withFieldErrors,
} from '../students/field-errors.ts';
import {
  btwCertificateTypesOf,
  EMPTY_STATE_CONFIG_FORM,
  FLAG_LABELS,
  stateConfigFormProblems,
  stateConfigFormValues,
  toCreateStateConfigInput,
  toUpdateStateConfigInput,
  type StateConfigFormValues,
  type StateConfigView,
  type StateFlag,
} from './state-config-form.ts';
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
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<StateConfigFormValues>(
    props.config ? stateConfigFormValues(props.config) : EMPTY_STATE_CONFIG_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_STATE_CONFIG_MUTATION);
  const [update, updateState] = useMutation(UPDATE_STATE_CONFIG_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<StateConfigFormValues>) => setValues({ ...values, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = stateConfigFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const result = props.config
      ? await reportMutation(
          remember(
            update({ variables: { input: toUpdateStateConfigInput(props.config, values) } }),
          ),
          { success: `${values.longName.trim()} was saved.` },
        )
      : await reportMutation(
          remember(create({ variables: { input: toCreateStateConfigInput(values) } })),
          { success: `${values.longName.trim()} was created.` },
        );
    if (result) props.onSaved();
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;
  const btwTypes = btwCertificateTypesOf(props.certificateTypes, values.state);
  const stateName = US_STATES.find((entry) => entry.code === values.state)?.name;

  return (
    <FormDialog
      title={props.config ? `Edit ${props.config.longName}` : 'New state config'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.config ? 'Save state config' : 'Create state config'}
    >
      <TextField
        select
        label="State"
        required
        size="small"
        value={values.state}
        disabled={busy || props.config !== null}
        error={Boolean(problems.state)}
        helperText={problem('state', 'State')}
        onChange={(event) => {
          const state = US_STATES.find((entry) => entry.code === event.target.value);
          set({
            state: event.target.value,
            longName: values.longName || (state?.name ?? ''),
            // A type of another state cannot be this state's certificate.
            behindTheWheelCertificateTypeId: '',
          });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a state</option>
        {US_STATES.filter(
          (state) => state.code === values.state || !props.takenStates.includes(state.code),
        ).map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </TextField>
      <TextField
        label="Long name"
        required
        size="small"
        value={values.longName}
        disabled={busy}
        error={Boolean(problems.longName)}
        helperText={problem('longName', 'Long name')}
        onChange={(event) => set({ longName: event.target.value })}
      />
      <FormGroup aria-label="What the school offers in the state">
        {(Object.keys(FLAG_LABELS) as StateFlag[]).map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={values[flag]}
                disabled={busy}
                onChange={(event) => set({ [flag]: event.target.checked })}
              />
            }
            label={FLAG_LABELS[flag]}
          />
        ))}
      </FormGroup>
      <TextField
        label="CMS id"
        size="small"
        value={values.cmsId}
        disabled={busy}
        error={Boolean(problems.cmsId)}
        helperText={problem('cmsId', 'CMS id')}
        onChange={(event) => set({ cmsId: event.target.value })}
      />
      <TextField
        label="Late-cancellation window (hours)"
        size="small"
        inputMode="numeric"
        value={values.lateCancellationWindowHours}
        disabled={busy}
        error={Boolean(problems.lateCancellationWindowHours)}
        helperText={
          problem('lateCancellationWindowHours', 'The window') ??
          'A student cancelling this close to the start cancels late.'
        }
        onChange={(event) => set({ lateCancellationWindowHours: event.target.value })}
      />
      <TextField
        label="Late-cancellation fee ($)"
        size="small"
        inputMode="decimal"
        value={values.lateCancellationFee}
        disabled={busy}
        error={Boolean(problems.lateCancellationFeeCents)}
        helperText={
          problems.lateCancellationFeeCents
            ? asSentence(problems.lateCancellationFeeCents)
            : '0 for no fee.'
        }
        onChange={(event) => set({ lateCancellationFee: event.target.value })}
      />
      <TextField
        select
        label="Behind-the-wheel certificate"
        size="small"
        value={values.behindTheWheelCertificateTypeId}
        disabled={busy || !values.state}
        error={Boolean(problems.behindTheWheelCertificateTypeId)}
        helperText={
          problem('behindTheWheelCertificateTypeId', 'The certificate') ??
          (!values.state
            ? 'Choose the state first.'
            : btwTypes.length === 0
              ? `${stateName ?? values.state} has no certificate type yet: add one on the Certificates page.`
              : "Staff issue it from a student's page once the student has met the state's behind-the-wheel hours.")
        }
        onChange={(event) => set({ behindTheWheelCertificateTypeId: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">None</option>
        {btwTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label} ({type.prefix}…)
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
