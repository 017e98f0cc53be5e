// Adds or changes a final exam question: its section, the question, up to six choices (blank ones
// are left out) and which one is right. Students see the choices shuffled and never the answer.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import {
  EXAM_SECTION_LABELS,
  EXAM_SECTIONS,
  type ExamSection,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { describeFieldProblem, focusFirstInvalid } from '../../ui/field-errors.ts';
import { questionToSend } from './question-draft.ts';

const TITLE_ID = 'final-exam-question-dialog';
const CHOICE_FIELDS = 4;

export interface ExamQuestionDraft {
  section: ExamSection;
  prompt: string;
  choices: string[];
  correctIndex: number;
}

export function FinalExamQuestionDialog(props: {
  initial: ExamQuestionDraft | null;
  onSubmit: (draft: ExamQuestionDraft) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const start = props.initial ?? {
    section: 'trafficLaws',
    prompt: '',
    choices: [],
    correctIndex: 0,
  };
  const [draft, setDraft] = useState<ExamQuestionDraft>({
    ...start,
    choices: [...start.choices, ...Array<string>(CHOICE_FIELDS).fill('')].slice(
      0,
      Math.max(CHOICE_FIELDS, start.choices.length),
    ),
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const sent = questionToSend({ ...draft, explanation: '' });
    if (!sent.prompt) found['prompt'] = 'is required';
    if (sent.choices.length < 2) found['choices'] = 'needs at least 2 choices';
    else if (sent.correctIndex < 0) found['correctIndex'] = 'must be one of the filled-in choices';
    if (Object.keys(found).length === 0) {
      setBusy(true);
      const { prompt, choices, correctIndex } = sent;
      Object.assign(
        found,
        (await props.onSubmit({ section: draft.section, prompt, choices, correctIndex })) ?? {},
      );
      setBusy(false);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(formRef.current);
  }

  const problem = (key: string, label: string) =>
    problems[key] ? describeFieldProblem(label, problems[key]) : undefined;

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
          {props.initial ? 'Edit exam question' : 'Add exam question'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              select
              label="Section"
              value={draft.section}
              onChange={(event) =>
                setDraft({ ...draft, section: event.target.value as ExamSection })
              }
            >
              {EXAM_SECTIONS.map((section) => (
                <MenuItem key={section} value={section}>
                  {EXAM_SECTION_LABELS[section]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              required
              multiline
              label="Question"
              value={draft.prompt}
              onChange={(event) => setDraft({ ...draft, prompt: event.target.value })}
              error={Boolean(problems['prompt'])}
              helperText={problem('prompt', 'The question')}
            />
            <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                Choices (fill in 2 to {CHOICE_FIELDS}; pick the right one)
              </Typography>
              <RadioGroup
                name="exam-correct-choice"
                value={draft.correctIndex}
                onChange={(event) =>
                  setDraft({ ...draft, correctIndex: Number(event.target.value) })
                }
              >
                {draft.choices.map((choice, index) => (
                  <Stack
                    key={index}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', mb: 1 }}
                  >
                    <FormControlLabel
                      value={index}
                      control={<Radio />}
                      label={`Right answer: choice ${index + 1}`}
                      sx={{
                        m: 0,
                        '& .MuiFormControlLabel-label': {
                          position: 'absolute',
                          width: 1,
                          height: 1,
                          overflow: 'hidden',
                          clip: 'rect(0 0 0 0)',
                        },
                      }}
                    />
                    <TextField
                      fullWidth
                      size="small"
                      label={`Choice ${index + 1}`}
                      value={choice}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          choices: draft.choices.map((value, at) =>
                            at === index ? event.target.value : value,
                          ),
                        })
                      }
                    />
                  </Stack>
                ))}
              </RadioGroup>
              {(problems['choices'] || problems['correctIndex']) && (
                <Typography role="alert" color="error" variant="body2">
                  {problem('choices', 'Choices') ?? problem('correctIndex', 'The right answer')}
                </Typography>
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.initial ? 'Save question' : 'Add question'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
