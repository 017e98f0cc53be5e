// Create or edit a super region: name, state, Google Business page and Slack channel.
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { US_STATES } from '../../../domain/us-states.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  describeFieldProblem,
  focusFirstInvalid,
  withFieldErrors,
} from '../students/field-errors.ts';
import {
  EMPTY_SUPER_REGION_FORM,
  superRegionFormProblems,
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
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<SuperRegionFormValues>(
    props.superRegion ? superRegionFormValues(props.superRegion) : EMPTY_SUPER_REGION_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_SUPER_REGION_MUTATION);
  const [update, updateState] = useMutation(UPDATE_SUPER_REGION_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<SuperRegionFormValues>) => setValues({ ...values, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = superRegionFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      });
    const success = { success: `${values.name.trim()} was saved.` };
    const result = props.superRegion
      ? await reportMutation(
          remember(
            update({ variables: { input: toUpdateSuperRegionInput(props.superRegion, values) } }),
          ),
          success,
        )
      : await reportMutation(
          remember(create({ variables: { input: toCreateSuperRegionInput(values) } })),
          success,
        );
    if (result) props.onSaved();
  }

  const helper = (name: keyof SuperRegionFormValues, label: string, hint?: string) =>
    problems[name] ? describeFieldProblem(label, problems[name]) : hint;

  return (
    <FormDialog
      title={props.superRegion ? `Edit ${props.superRegion.name}` : 'New super region'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.superRegion ? 'Save super region' : 'Create super region'}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={values.name}
        disabled={busy}
        error={Boolean(problems.name)}
        helperText={helper('name', 'Name')}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        select
        label="State"
        required
        size="small"
        value={values.state}
        disabled={busy}
        error={Boolean(problems.state)}
        helperText={helper('state', 'State')}
        onChange={(event) => set({ state: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a state</option>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </TextField>
      <TextField
        label="Google Business page"
        size="small"
        type="url"
        value={values.googleBusinessPageUrl}
        disabled={busy}
        error={Boolean(problems.googleBusinessPageUrl)}
        helperText={helper('googleBusinessPageUrl', 'The address', 'An https:// link; optional.')}
        onChange={(event) => set({ googleBusinessPageUrl: event.target.value })}
      />
      <TextField
        label="Slack channel id"
        size="small"
        value={values.slackChannelId}
        disabled={busy}
        error={Boolean(problems.slackChannelId)}
        helperText={helper(
          'slackChannelId',
          'The channel id',
          'Like C024BE91L (channel details in Slack); optional.',
        )}
        onChange={(event) => set({ slackChannelId: event.target.value })}
      />
    </FormDialog>
  );
}
