// An enrolment's course-player progress for staff (docs/course-player.md): lectures completed,
// quizzes passed, the current lecture, completion, and each quiz's best score and attempts.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OnlineEnrollment } from './online-courses.queries.ts';

export function CourseProgressSummary(props: { enrollment: OnlineEnrollment }) {
  const { enrollment } = props;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2">
        Lectures {enrollment.percentComplete} % complete · quizzes {enrollment.percentTestsPassed} %
        passed
        {enrollment.currentLecture && !enrollment.completed
          ? ` · current lecture: ${enrollment.currentLecture.title}`
          : ''}
      </Typography>
      {enrollment.completed && enrollment.completedAt && (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          Completed {enrollment.completedAt.slice(0, 10)}
          {enrollment.certificateId ? ', certificate issued' : ''}
        </Typography>
      )}
      {enrollment.tests.length > 0 && (
        <Table size="small" aria-label={`Quizzes, ${enrollment.name}`} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Quiz
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Best score
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Attempts
              </TableCell>
              <TableCell component="th" scope="col">
                Result
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {enrollment.tests.map((test) => (
              <TableRow key={test.partId}>
                <TableCell>
                  {test.number}. {test.lectureTitle}
                </TableCell>
                <TableCell align="right">
                  {test.numCorrect} / {test.totalQuestions}
                </TableCell>
                <TableCell align="right">{test.attempts}</TableCell>
                <TableCell>
                  {test.passed ? 'Passed' : test.attempts > 0 ? 'Not passed' : 'Not taken'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
