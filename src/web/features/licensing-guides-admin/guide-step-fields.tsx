// One step of the guide editor: its step id (from SPEC's list), title, description and link, with
// buttons to move it up or down or remove it. Messages come keyed `steps.N.field`.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GUIDE_LIMITS } from '../../../domain/licensing-guides/guide-validation.ts';
import { GUIDE_STEP_IDS } from '../../../domain/licensing-guides/guide-vocabulary.ts';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import type { StepRow } from './guide-form.ts';

interface StepFieldsProps {
  step: StepRow;
  index: number;
  count: number;
  disabled: boolean;
  problems: Record<string, string>;
  onChange: (patch: Partial<StepRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function GuideStepFields({
  step,
  index,
  count,
  disabled,
  problems,
  onChange,
  onMove,
  onRemove,
}: StepFieldsProps) {
  const at = (field: string) => `steps.${index}.${field}`;
  const problem = (field: string, label: string) =>
    problems[at(field)] ? describeFieldProblem(label, problems[at(field)]!) : undefined;
  const number = index + 1;
  const text = (
    field: 'title' | 'description' | 'link' | 'linkText',
    label: string,
    max: number,
    extra?: { multiline?: boolean; required?: boolean; help?: string },
  ) => (
    <TextField
      label={label}
      size="small"
      required={extra?.required}
      multiline={extra?.multiline}
      value={step[field]}
      disabled={disabled}
      error={Boolean(problems[at(field)])}
      helperText={problem(field, `The ${label.toLowerCase()}`) ?? extra?.help}
      onChange={(event) => onChange({ [field]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
          Step {number}
        </Typography>
        <Button
          size="small"
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move step ${number} up`}
        >
          Up
        </Button>
        <Button
          size="small"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move step ${number} down`}
        >
          Down
        </Button>
        <Button
          size="small"
          color="error"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove step ${number}`}
        >
          Remove
        </Button>
      </Box>
      <TextField
        select
        label="Step"
        size="small"
        value={step.id}
        disabled={disabled}
        error={Boolean(problems[at('id')])}
        helperText={problem('id', 'The step')}
        onChange={(event) => onChange({ id: event.target.value })}
      >
        {GUIDE_STEP_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </TextField>
      {text('title', 'Title', GUIDE_LIMITS.title, { required: true })}
      {text('description', 'Description', GUIDE_LIMITS.description, { multiline: true })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
        {text('link', 'Link', GUIDE_LIMITS.link, {
          help: 'A site path such as /book, an https address, or tel: and the number. Leave empty for none.',
        })}
        {text('linkText', 'Link text', GUIDE_LIMITS.linkText)}
      </Box>
    </Paper>
  );
}
