// A graded final exam attempt as the student reads it: the score, each section's score with
// passed or not, and what comes next (attempts left, the course starting over, or the
// certificate). Only counts: the right answers are never sent to the browser.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface ExamResultView {
  passed: boolean;
  attemptsLeft: number | null;
  courseRestarted: boolean;
  enrollmentEnded: boolean;
  attempt: {
    number: number;
    numCorrect: number | null;
    totalQuestions: number;
    percent: number | null;
    passPercent: number;
    sections: readonly {
      section: string;
      label: string;
      numCorrect: number;
      totalQuestions: number;
      passed: boolean;
    }[];
  };
}

function nextStep(result: ExamResultView): string {
  if (result.passed) return 'You passed the final exam.';
  if (result.courseRestarted) {
    return 'That was your last attempt, so the course starts over: read the lectures and pass the quizzes again, and study the required time again. There is no new charge.';
  }
  if (result.enrollmentEnded) return 'That was your last attempt: your enrolment has ended.';
  if (result.attemptsLeft === null) return 'Study the sections below and try again.';
  return `Study the sections below and try again: ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

export function FinalExamResult(props: { result: ExamResultView }) {
  const { result } = props;
  const { attempt } = result;
  return (
    <Box>
      <Alert severity={result.passed ? 'success' : 'warning'} role="status">
        Attempt {attempt.number}: {attempt.numCorrect} of {attempt.totalQuestions} right (
        {attempt.percent} %). {nextStep(result)}
      </Alert>
      {attempt.sections.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label={`Scores by section, attempt ${attempt.number}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Section
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Right
                </TableCell>
                <TableCell component="th" scope="col">
                  Result ({attempt.passPercent} % needed)
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attempt.sections.map((section) => (
                <TableRow key={section.section}>
                  <TableCell component="th" scope="row">
                    {section.label}
                  </TableCell>
                  <TableCell align="right">
                    {section.numCorrect} / {section.totalQuestions}
                  </TableCell>
                  <TableCell>{section.passed ? 'Passed' : 'Not passed'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {!result.passed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The right answers are not shown: each attempt draws other questions.
        </Typography>
      )}
    </Box>
  );
}
