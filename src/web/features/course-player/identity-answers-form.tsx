// The first open of a course that asks identity questions (docs/seat-time.md "Identity
// validation"): the student answers the school's personal questions once; the course opens after.
// The answers are sent once and never shown again, so the form says so.
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { SUBMIT_IDENTITY_ANSWERS_MUTATION } from './identity-checks.queries.ts';

const HEADING_ID = 'identity-answers-heading';

export function IdentityAnswersForm(props: {
  enrollmentId: string;
  questions: readonly { id: string; prompt: string }[];
  onAnswered: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit, submitting] = useMutation(SUBMIT_IDENTITY_ANSWERS_MUTATION);

  async function send(event: FormEvent) {
    event.preventDefault();
    const blank = props.questions.filter((q) => !(answers[q.id] ?? '').trim()).map((q) => q.id);
    setMissing(blank);
    if (blank.length > 0) return;
    setFailure(null);
    try {
      await submit({
        variables: {
          enrollmentId: props.enrollmentId,
          answers: props.questions.map((q) => ({ questionId: q.id, answer: answers[q.id]! })),
        },
      });
      props.onAnswered();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={HEADING_ID}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <form noValidate onSubmit={(event) => void send(event)}>
        <Stack spacing={2}>
          <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.5rem' }}>
            Before you start: your personal questions
          </Typography>
          <Typography>
            The state asks the school to check that the enrolled student is the one studying. While
            you study, the course will ask you one of these questions now and then, with a short
            time to answer. Give answers you will remember; capital letters and spaces do not count.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Your answers are stored scrambled: nobody can read them, school staff included, and they
            are never shown again.
          </Typography>
          {props.questions.map((question) => (
            <TextField
              key={question.id}
              label={question.prompt}
              value={answers[question.id] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
              error={missing.includes(question.id)}
              helperText={missing.includes(question.id) ? 'Please answer this question.' : ' '}
              autoComplete="off"
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          ))}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={submitting.loading}
            sx={{ alignSelf: 'flex-start' }}
          >
            Save my answers and start
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
