// Adds or changes a lecture quiz question: the question, up to six choices (blank ones are left
// out), which choice is right, and the explanation the student reads after answering.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { describeFieldProblem, focusFirstInvalid } from '../../ui/field-errors.ts';
import { questionToSend, type QuestionDraft } from './question-draft.ts';

const TITLE_ID = 'quiz-question-dialog';
const CHOICE_FIELDS = 4;

export function QuestionDialog(props: {
  initial: QuestionDraft | null;
  onSubmit: (draft: QuestionDraft) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const start = props.initial ?? { prompt: '', choices: [], correctIndex: 0, explanation: '' };
  const [draft, setDraft] = useState<QuestionDraft>({
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
    const sent = questionToSend(draft);
    if (!sent.prompt) found['prompt'] = 'is required';
    if (sent.choices.length < 2) found['choices'] = 'needs at least 2 choices';
    else if (sent.correctIndex < 0) found['correctIndex'] = 'must be one of the filled-in choices';
    if (!sent.explanation) found['explanation'] = 'is required';
    if (Object.keys(found).length === 0) {
      setBusy(true);
      Object.assign(found, (await props.onSubmit(sent)) ?? {});
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
          {props.initial ? 'Edit question' : 'Add question'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
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
                name="correct-choice"
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
            <TextField
              fullWidth
              required
              multiline
              minRows={2}
              label="Explanation"
              value={draft.explanation}
              onChange={(event) => setDraft({ ...draft, explanation: event.target.value })}
              error={Boolean(problems['explanation'])}
              helperText={
                problem('explanation', 'The explanation') ?? 'Shown to the student after answering.'
              }
            />
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
