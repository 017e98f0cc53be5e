// Add or edit a certificate type. The form checks what it can (required fields, whole numbers,
// minimum ≤ maximum); the server's field messages (a taken label, a range narrowed below issued
// numbers) land under the fields.
import { useMutation } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { certificateRangeProblems } from '../../../domain/certificates/certificate-range.ts';
import { isBlank } from '../../../domain/is-blank.ts';
import { US_STATES } from '../../../domain/us-states.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import type { CertificateTypeView } from './certificate-types-section.tsx';
import {
  CREATE_CERTIFICATE_TYPE_MUTATION,
  UPDATE_CERTIFICATE_TYPE_MUTATION,
} from './certificates.queries.ts';

export function CertificateTypeDialog(props: {
  type: CertificateTypeView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [label, setLabel] = useState(props.type?.label ?? '');
  const [prefix, setPrefix] = useState(props.type?.prefix ?? '');
  const [valMin, setValMin] = useState(String(props.type?.valMin ?? 1));
  const [valMax, setValMax] = useState(String(props.type?.valMax ?? 999999));
  const [usStateId, setUsStateId] = useState(props.type?.usStateId ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_CERTIFICATE_TYPE_MUTATION);
  const [update, updateState] = useMutation(UPDATE_CERTIFICATE_TYPE_MUTATION);
  const busy = createState.loading || updateState.loading;
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      label: label.trim(),
      prefix: prefix.trim(),
      valMin: Number(valMin),
      valMax: Number(valMax),
      usStateId,
    };
    const found: Record<string, string> = {};
    if (isBlank(label)) found['label'] = 'is required';
    if (!usStateId) found['usStateId'] = 'is required';
    if (valMin.trim() === '') found['valMin'] = 'is required';
    if (valMax.trim() === '') found['valMax'] = 'is required';
    for (const problem of certificateRangeProblems(input, null)) {
      found[problem.field] ??= problem.message;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const showErrors = (errors: Record<string, string>) => {
      setProblems(errors);
      focusFirstInvalid(formRef.current);
    };
    const request: Promise<unknown> = props.type
      ? update({ variables: { id: props.type.id, input } })
      : create({ variables: { input } });
    const saved = await reportMutation(withFieldErrors(request, showErrors), {
      success: `${input.label} was saved.`,
    });
    if (saved) props.onSaved();
  }

  const field = (name: string, label: string, helper?: string) => ({
    error: Boolean(problems[name]),
    helperText: problems[name] ? describeFieldProblem(label, problems[name]) : helper,
  });

  return (
    <FormDialog
      title={props.type ? `Edit ${props.type.label}` : 'New certificate type'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        label="Label"
        required
        size="small"
        value={label}
        disabled={busy}
        onChange={(event) => setLabel(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        {...field('label', 'The label', 'Unique within its state, e.g. “Driver Education”.')}
      />
      <TextField
        select
        label="State"
        required
        size="small"
        value={usStateId}
        disabled={busy}
        onChange={(event) => setUsStateId(event.target.value)}
        {...field('usStateId', 'The state')}
      >
        {US_STATES.map((state) => (
          <MenuItem key={state.code} value={state.code}>
            {state.name} ({state.code})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Prefix"
        required
        size="small"
        value={prefix}
        disabled={busy}
        onChange={(event) => setPrefix(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
        {...field('prefix', 'The prefix', 'Printed before the number, e.g. “DE-”.')}
      />
      <TextField
        label="First number"
        required
        size="small"
        type="number"
        value={valMin}
        disabled={busy}
        onChange={(event) => setValMin(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        {...field('valMin', 'The first number')}
      />
      <TextField
        label="Last number"
        required
        size="small"
        type="number"
        value={valMax}
        disabled={busy}
        onChange={(event) => setValMax(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        {...field(
          'valMax',
          'The last number',
          'Numbers are padded with zeros to as many digits as this one.',
        )}
      />
    </FormDialog>
  );
}
