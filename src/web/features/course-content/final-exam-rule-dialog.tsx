// Edits a course's final exam rule: questions drawn (blank: no final exam), the pool's least size,
// the pass mark, whether sections are scored separately, attempts (blank: unlimited) and what
// follows the last failed attempt. "Use the state's default" fills in the state's rule.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import {
  EXAM_AFTER_LAST_FAIL,
  EXAM_AFTER_LAST_FAIL_LABELS,
  type ExamAfterLastFail,
  type FinalExamRule,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { describeFieldProblem, focusFirstInvalid } from '../../ui/field-errors.ts';

const TITLE_ID = 'final-exam-rule-dialog';

type Draft = Record<
  'examQuestionCount' | 'examPoolSize' | 'examPassPercent' | 'examMaxAttempts',
  string
> & { examSectionsScored: boolean; examAfterLastFail: ExamAfterLastFail };

const toDraft = (rule: FinalExamRule): Draft => ({
  examQuestionCount: rule.examQuestionCount === null ? '' : String(rule.examQuestionCount),
  examPoolSize: String(rule.examPoolSize),
  examPassPercent: String(rule.examPassPercent),
  examMaxAttempts: rule.examMaxAttempts === null ? '' : String(rule.examMaxAttempts),
  examSectionsScored: rule.examSectionsScored,
  examAfterLastFail: rule.examAfterLastFail,
});

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

export function FinalExamRuleDialog(props: {
  initial: FinalExamRule;
  stateDefault: { rule: FinalExamRule; source: string };
  onSubmit: (rule: FinalExamRule) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(toDraft(props.initial));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const numbers = {
      examQuestionCount: whole(draft.examQuestionCount),
      examPoolSize: whole(draft.examPoolSize) ?? 0,
      examPassPercent: whole(draft.examPassPercent) ?? 70,
      examMaxAttempts: whole(draft.examMaxAttempts),
    };
    for (const [key, value] of Object.entries(numbers)) {
      if (value !== null && !Number.isInteger(value)) found[key] = 'must be a whole number';
    }
    if (Object.keys(found).length === 0) {
      setBusy(true);
      const errors = await props.onSubmit({
        ...numbers,
        examSectionsScored: draft.examSectionsScored,
        examAfterLastFail: draft.examAfterLastFail,
      });
      Object.assign(found, errors ?? {});
      setBusy(false);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(formRef.current);
  }

  const field = (
    key: 'examQuestionCount' | 'examPoolSize' | 'examPassPercent' | 'examMaxAttempts',
    label: string,
    help: string,
  ) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={Boolean(problems[key])}
      helperText={problems[key] ? describeFieldProblem(label, problems[key]) : help}
    />
  );

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} component="h2">
          Final exam rule
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              State default: {props.stateDefault.source}
            </Typography>
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setDraft(toDraft(props.stateDefault.rule))}
            >
              Use the state’s default
            </Button>
            {field('examQuestionCount', 'Questions per attempt', 'Leave blank for no final exam.')}
            {field(
              'examPoolSize',
              'Fewest questions in the pool',
              'At least the questions per attempt.',
            )}
            {field('examPassPercent', 'Pass mark (%)', 'Share of questions right needed to pass.')}
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.examSectionsScored}
                  onChange={(event) =>
                    setDraft({ ...draft, examSectionsScored: event.target.checked })
                  }
                />
              }
              label="Score each section separately (each must reach the pass mark)"
            />
            {field('examMaxAttempts', 'Attempts allowed', 'Leave blank for unlimited attempts.')}
            <TextField
              select
              label="After the last failed attempt"
              value={draft.examAfterLastFail}
              onChange={(event) =>
                setDraft({ ...draft, examAfterLastFail: event.target.value as ExamAfterLastFail })
              }
              error={Boolean(problems['examAfterLastFail'])}
              helperText={problems['examAfterLastFail']}
            >
              {EXAM_AFTER_LAST_FAIL.map((value) => (
                <MenuItem key={value} value={value}>
                  {EXAM_AFTER_LAST_FAIL_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save rule
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
