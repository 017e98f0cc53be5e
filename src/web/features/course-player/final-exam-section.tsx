// The final exam in the course player (docs/seat-time.md "Final exam"): the rule in words and the
// attempts left; "Start the final exam" once the rest of the course is done (else why not yet);
// the attempt's questions as fieldsets of radio buttons; the graded result with each section's
// score. Answers are checked on the server only, and none is ever sent back.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { FinalExamResult, type ExamResultView } from './final-exam-result.tsx';
import {
  PLAYER_FINAL_EXAM_QUERY,
  START_FINAL_EXAM_MUTATION,
  SUBMIT_FINAL_EXAM_MUTATION,
} from './final-exam.queries.ts';

const HEADING_ID = 'final-exam-heading';

interface OpenAttempt {
  id: string;
  number: number;
  questions: readonly {
    number: number;
    sectionLabel: string;
    prompt: string;
    choices: readonly string[];
  }[];
}

function attemptsText(left: number | null, max: number | null): string {
  if (max === null) return 'Attempts are unlimited.';
  return `${left} of ${max} ${max === 1 ? 'attempt' : 'attempts'} left.`;
}

/**
 * `progressKey` changes when lectures, quizzes or seat time move, so the exam's state is read again.
 * Only the student's own sign-in sits the exam (`studiedByYou`); a parent's account sees its state.
 */
export function FinalExamSection(props: {
  enrollmentId: string;
  studiedByYou: boolean;
  progressKey: string;
  onChanged: () => void;
}) {
  const query = useQuery(PLAYER_FINAL_EXAM_QUERY, {
    variables: { id: props.enrollmentId },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = query;
  useEffect(() => {
    void refetch();
  }, [props.progressKey, refetch]);
  const [start, starting] = useMutation(START_FINAL_EXAM_MUTATION);
  const [submit, submitting] = useMutation(SUBMIT_FINAL_EXAM_MUTATION);
  const [attempt, setAttempt] = useState<OpenAttempt | null>(null);
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [result, setResult] = useState<ExamResultView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const exam = query.data?.studentOnlineCourse.finalExam;
  const sits = (query.data?.studentOnlineCourse.enrolled ?? false) && props.studiedByYou;
  if (!exam) return null;

  async function begin() {
    setFailure(null);
    setResult(null);
    try {
      const answer = await start({ variables: { enrollmentId: props.enrollmentId } });
      const opened = answer.data!.startFinalExam;
      setAttempt(opened);
      setAnswers(opened.questions.map(() => null));
      requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!attempt) return;
    if (answers.some((answer) => answer === null)) {
      setFailure('Answer every question first.');
      return;
    }
    setFailure(null);
    try {
      const answer = await submit({
        variables: { attemptId: attempt.id, answers: answers.map((value) => value ?? 0) },
      });
      setResult(answer.data!.submitFinalExam);
      setAttempt(null);
      await refetch();
      props.onChanged();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  }

  const rule = `${exam.questionCount} questions; ${exam.passPercent} % right needed${exam.sectionsScored ? ' in each section' : ''}. ${attemptsText(exam.attemptsLeft, exam.maxAttempts)}`;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={HEADING_ID}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Final exam
      </Typography>
      <Typography sx={{ mb: 2 }}>{exam.passed ? 'Passed.' : rule}</Typography>
      {result && (
        <Box sx={{ mb: 2 }}>
          <FinalExamResult result={result} />
        </Box>
      )}
      {!result && exam.attempts.length > 0 && !exam.passed && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Earlier attempts:{' '}
          {exam.attempts.map((row) => `attempt ${row.number}, ${row.percent} %`).join('; ')}.
        </Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {!attempt && !exam.passed && sits && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={!exam.available || starting.loading}
            onClick={() => void begin()}
          >
            {exam.openAttemptId ? 'Resume the final exam' : 'Start the final exam'}
          </Button>
          {exam.blockedBecause && (
            <Typography color="text.secondary">{exam.blockedBecause}</Typography>
          )}
        </Stack>
      )}
      {attempt && (
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={`Final exam, attempt ${attempt.number}`}
          onSubmit={(event) => void send(event)}
        >
          {attempt.questions.map((question, index) => {
            const legendId = `exam-question-${question.number}`;
            return (
              <Box
                component="fieldset"
                key={question.number}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, mx: 0 }}
              >
                <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600 }}>
                  {question.number}. {question.prompt}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {question.sectionLabel}
                </Typography>
                <RadioGroup
                  name={legendId}
                  value={answers[index] ?? ''}
                  onChange={(event) => {
                    const chosen = Number(event.target.value);
                    setAnswers((current) =>
                      current.map((value, at) => (at === index ? chosen : value)),
                    );
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
              </Box>
            );
          })}
          <Button type="submit" variant="contained" disabled={submitting.loading}>
            Submit the exam
          </Button>
        </Box>
      )}
    </Paper>
  );
}
