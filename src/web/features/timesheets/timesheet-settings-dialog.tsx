// The school's pay-period setting (Admin): weekly or every two weeks from an anchor day, and which
// schedule blocks are paid at the non-teaching rate besides lessons.
import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { SCHEDULE_BLOCK_TYPE_LABELS } from '../../../domain/scheduling/lesson-enums.ts';
import {
  PAYABLE_BLOCK_TYPES,
  type PayableBlockType,
} from '../../../domain/timesheets/paid-block-types.ts';
import {
  PAY_PERIOD_LENGTHS,
  PAY_PERIOD_LENGTH_LABELS,
  type PayPeriodLength,
} from '../../../domain/timesheets/pay-period.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { UPDATE_TIMESHEET_SETTINGS_MUTATION } from './timesheets.queries.ts';

export function TimesheetSettingsDialog(props: {
  settings: {
    periodLength: PayPeriodLength;
    anchorDate: string;
    paidBlockTypes: readonly string[];
  };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [periodLength, setPeriodLength] = useState(props.settings.periodLength);
  const [anchorDate, setAnchorDate] = useState(props.settings.anchorDate);
  const [paid, setPaid] = useState<string[]>([...props.settings.paidBlockTypes]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { loading: busy }] = useMutation(UPDATE_TIMESHEET_SETTINGS_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await reportMutation(
      withFieldErrors(
        save({ variables: { input: { periodLength, anchorDate, paidBlockTypes: paid } } }),
        (errors) => {
          setProblems(errors);
          focusFirstInvalid(formRef.current);
        },
      ),
      { success: 'The pay period setting was saved.' },
    );
    if (saved) props.onSaved();
  }

  const toggle = (type: PayableBlockType, on: boolean) =>
    setPaid((current) => (on ? [...current, type] : current.filter((value) => value !== type)));
  const typeProblem = Object.entries(problems).find(([path]) => path.startsWith('paidBlockTypes'));

  return (
    <FormDialog
      title="Pay period setting"
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        select
        label="Pay period"
        size="small"
        value={periodLength}
        disabled={busy}
        onChange={(event) => setPeriodLength(event.target.value as PayPeriodLength)}
      >
        {PAY_PERIOD_LENGTHS.map((value) => (
          <MenuItem key={value} value={value}>
            {PAY_PERIOD_LENGTH_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="First day of a period"
        type="date"
        size="small"
        value={anchorDate}
        disabled={busy}
        error={Boolean(problems['anchorDate'])}
        helperText={
          problems['anchorDate']
            ? describeFieldProblem('The first day', problems['anchorDate'])
            : 'Any period’s first day; the others follow from it.'
        }
        onChange={(event) => setAnchorDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControl component="fieldset" error={Boolean(typeProblem)} disabled={busy}>
        <FormLabel component="legend">Paid besides lessons, at the non-teaching rate</FormLabel>
        <FormGroup>
          {PAYABLE_BLOCK_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={SCHEDULE_BLOCK_TYPE_LABELS[type]}
              control={
                <Checkbox
                  checked={paid.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {typeProblem
            ? describeFieldProblem('A block type', typeProblem[1])
            : 'Lessons are always paid at the teaching rate, at their recorded length.'}
        </FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
