// A lecture quiz as a student answers it: each question a fieldset whose legend is the question,
// with one radio button per choice. After "Check answers" each question says whether it was right,
// which answer is, and why, when the course's quiz feedback allows it; otherwise only the score
// comes back (docs/course-player.md "Quizzes"). The score is announced politely to screen readers.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

export interface QuizQuestionResult {
  correctIndex: number;
  explanation: string;
}

/** A graded attempt whose right answers the course keeps back: the score only. */
export interface QuizScoreOnly {
  numCorrect: number;
}

type QuizCheck = readonly QuizQuestionResult[] | QuizScoreOnly;

/** Answers (choice index or null per question, in order) → the right answers, or the score only. */
export type QuizChecker = (
  partId: string,
  answers: readonly (number | null)[],
) => Promise<QuizCheck> | QuizCheck;

interface QuizPart {
  id: string;
  questions: readonly { id: string; prompt: string; choices: readonly string[] }[];
}

export function LectureQuiz(props: { part: QuizPart; check?: QuizChecker | undefined }) {
  const { part } = props;
  const [answers, setAnswers] = useState<(number | null)[]>(() => part.questions.map(() => null));
  const [checked, setChecked] = useState<QuizCheck | null>(null);
  const results = checked && 'length' in checked ? checked : null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `quiz-${part.id}-title`;
  const right = results
    ? results.filter((result, index) => result.correctIndex === answers[index]).length
    : checked && 'numCorrect' in checked
      ? checked.numCorrect
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.check) return;
    if (answers.some((answer) => answer === null)) {
      setFailure('Answer every question first.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setChecked(await props.check(part.id, answers));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Your answers could not be checked.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Quiz
      </Typography>
      {part.questions.length === 0 && (
        <Typography color="text.secondary">This quiz has no questions yet.</Typography>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {part.questions.map((question, index) => {
          const result = results?.[index];
          const legendId = `question-${question.id}`;
          return (
            <Box
              component="fieldset"
              key={question.id}
              aria-describedby={result ? `${legendId}-result` : undefined}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, mx: 0 }}
            >
              <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600 }}>
                {index + 1}. {question.prompt}
              </Box>
              <RadioGroup
                name={legendId}
                value={answers[index] ?? ''}
                onChange={(event) => {
                  const chosen = Number(event.target.value);
                  setAnswers((current) =>
                    current.map((value, at) => (at === index ? chosen : value)),
                  );
                  setChecked(null);
                }}
              >
                {question.choices.map((choice, choiceIndex) => (
                  <FormControlLabel
                    key={choiceIndex}
                    value={choiceIndex}
                    control={<Radio />}
                    label={choice}
                  />
                ))}
              </RadioGroup>
              {result && (
                <Alert
                  id={`${legendId}-result`}
                  severity={result.correctIndex === answers[index] ? 'success' : 'info'}
                  sx={{ mt: 1 }}
                >
                  {result.correctIndex === answers[index]
                    ? 'Right. '
                    : `The answer is “${question.choices[result.correctIndex] ?? ''}”. `}
                  {result.explanation}
                </Alert>
              )}
            </Box>
          );
        })}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {props.check && part.questions.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Check answers
            </Button>
            <Typography role="status" aria-live="polite">
              {right !== null ? `${right} of ${part.questions.length} right` : ''}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
