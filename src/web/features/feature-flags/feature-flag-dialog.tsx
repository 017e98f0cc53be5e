// Create a flag (key, type, value, description) or edit one (value and description; key and type
// stay). The value control follows the type: a switch for boolean, text for string, a whole
// number for integer. Field errors come from the server's VALIDATION_ERROR.
import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  FEATURE_FLAG_TYPE_LABELS,
  FEATURE_FLAG_TYPES,
  parseFlagValue,
  type FeatureFlagType,
} from '../../../domain/feature-flags.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import { FeatureFlagsQuery } from '../../lib/feature-flags.ts';
import {
  CREATE_FEATURE_FLAG_MUTATION,
  SET_FEATURE_FLAG_MUTATION,
  type FlagView,
} from './feature-flags.queries.ts';

const DEFAULT_VALUE: Record<FeatureFlagType, string> = {
  boolean: 'false',
  string: '',
  integer: '0',
};

export function FeatureFlagDialog(props: {
  flag: FlagView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const editing = props.flag;
  const [key, setKey] = useState(editing?.key ?? '');
  const [type, setType] = useState<FeatureFlagType>(editing?.type ?? 'boolean');
  const [value, setValue] = useState(editing?.value ?? DEFAULT_VALUE.boolean);
  const [description, setDescription] = useState(editing?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { reportMutation } = useSnackbar();
  const [create, createState] = useMutation(CREATE_FEATURE_FLAG_MUTATION, {
    refetchQueries: [FeatureFlagsQuery],
  });
  const [update, updateState] = useMutation(SET_FEATURE_FLAG_MUTATION);
  const busy = createState.loading || updateState.loading;

  async function save() {
    const checked = parseFlagValue(type, value);
    if (!checked.ok) {
      setErrors({ value: checked.message });
      return;
    }
    const request = editing
      ? update({ variables: { key: editing.key, value, description } })
      : create({ variables: { input: { key: key.trim(), type, value, description } } });
    const result = await reportMutation(withFieldErrors<unknown>(request, setErrors), {
      success: editing ? `${editing.key} was saved.` : `${key.trim()} was created.`,
    });
    if (result) props.onSaved();
  }

  const valueError = errors['value'];
  return (
    <FormDialog
      title={editing ? `Edit ${editing.key}` : 'New feature flag'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      submitLabel={editing ? 'Save' : 'Create'}
    >
      {!editing && (
        <>
          <TextField
            label="Key"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={Boolean(errors['key'])}
            helperText={
              errors['key']
                ? describeFieldProblem('The key', errors['key'])
                : 'For example adminHome.showNotice'
            }
            required
            autoFocus
          />
          <TextField
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            label="Type"
            value={type}
            onChange={(event) => {
              const next = event.target.value as FeatureFlagType;
              setType(next);
              setValue(DEFAULT_VALUE[next]);
              setErrors({});
            }}
          >
            {FEATURE_FLAG_TYPES.map((option) => (
              <option key={option} value={option}>
                {FEATURE_FLAG_TYPE_LABELS[option]}
              </option>
            ))}
          </TextField>
        </>
      )}
      {type === 'boolean' ? (
        <FormControlLabel
          control={
            <Switch
              checked={value === 'true'}
              onChange={(event) => setValue(String(event.target.checked))}
            />
          }
          label={value === 'true' ? 'On' : 'Off'}
        />
      ) : (
        <TextField
          label="Value"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(valueError)}
          helperText={valueError && describeFieldProblem('The value', valueError)}
          multiline={type === 'string'}
          slotProps={{
            htmlInput: type === 'integer' ? { inputMode: 'numeric', pattern: '-?[0-9]*' } : {},
          }}
        />
      )}
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors['description'])}
        helperText={
          errors['description']
            ? describeFieldProblem('The description', errors['description'])
            : 'What the flag changes, for the next person.'
        }
        multiline
      />
    </FormDialog>
  );
}
