// The fields of one cohort session: a name, the day and the wall-clock start and end in the
// cohort's time zone (shown in the helper text so nobody types UTC).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import type { SessionFormValues } from './cohort-form.ts';

export function SessionFields(props: {
  label: string;
  values: SessionFormValues;
  problems: Partial<Record<keyof SessionFormValues, string>>;
  disabled: boolean;
  onChange: (patch: Partial<SessionFormValues>) => void;
}) {
  const field = (name: keyof SessionFormValues, label: string, type: string) => (
    <TextField
      label={label}
      size="small"
      type={type}
      required
      value={props.values[name]}
      disabled={props.disabled}
      error={Boolean(props.problems[name])}
      helperText={props.problems[name] ? describeFieldProblem(label, props.problems[name]) : ' '}
      onChange={(event) => props.onChange({ [name]: event.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': `${props.label}: ${label}` },
      }}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1.5fr 1.5fr 1.25fr 1.25fr' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      {field('name', 'Session name', 'text')}
      {field('date', 'Day', 'date')}
      {field('startTime', 'Starts', 'time')}
      {field('endTime', 'Ends', 'time')}
    </Box>
  );
}
