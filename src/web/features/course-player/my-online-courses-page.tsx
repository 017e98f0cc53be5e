// "My online courses" in the student portal: each enrolment of the student records linked to the
// account, with lecture and quiz progress, credited seat time against the requirement and the
// earliest day the seat time can be complete; a live one opens the course player.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { formatSeatTime } from '../online-courses/seat-time-format.ts';
import { MY_STUDENTS_QUERY } from '../portal/portal.queries.ts';
import { MY_ONLINE_COURSES_QUERY } from './course-player.queries.ts';
import { formatDay } from './format-day.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

function Meter(props: { label: string; value: number; text: string; id: string }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={props.id} variant="body2">
          {props.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, props.value)}
        aria-labelledby={props.id}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}

function StudentCourses(props: { studentId: string }) {
  const { data, loading, error, refetch } = useQuery(MY_ONLINE_COURSES_QUERY, {
    variables: { studentId: props.studentId },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Typography role="status">Loading your courses…</Typography>;
  if (error && !data) {
    return <RetryAlert onRetry={() => void refetch()}>{errorMessageOf(error)}</RetryAlert>;
  }
  const enrollments = data?.studentOnlineCourses ?? [];
  if (enrollments.length === 0) {
    return (
      <Typography color="text.secondary">
        You are not enrolled in an online course yet. When the school enrols you, it appears here.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {enrollments.map((enrollment) => {
        const seatShare = (enrollment.creditedSeconds / enrollment.requiredSeconds) * 100;
        return (
          <Paper component="li" key={enrollment.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mr: 'auto' }}>
                {enrollment.name}
              </Typography>
              {enrollment.completed ? (
                <Chip color="success" label="Completed" />
              ) : !enrollment.enrolled ? (
                <Chip label={enrollment.status} />
              ) : null}
            </Box>
            <Stack spacing={1.5}>
              <Meter
                id={`${enrollment.id}-lectures`}
                label="Lectures completed"
                value={enrollment.percentComplete}
                text={`${enrollment.percentComplete} %`}
              />
              <Meter
                id={`${enrollment.id}-tests`}
                label="Quizzes passed"
                value={enrollment.percentTestsPassed}
                text={`${enrollment.percentTestsPassed} %`}
              />
              <Meter
                id={`${enrollment.id}-seat`}
                label="Seat time"
                value={seatShare}
                text={`${formatSeatTime(enrollment.creditedSeconds)} of ${formatSeatTime(enrollment.requiredSeconds)}`}
              />
            </Stack>
            {enrollment.earliestCompletionDate && !enrollment.seatTimeComplete && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Studying every day, your seat time can be complete on{' '}
                {formatDay(enrollment.earliestCompletionDate)}.
              </Typography>
            )}
            {enrollment.enrolled && (
              <Button
                component={RouterLink}
                to={`/portal/courses/${enrollment.id}`}
                variant="contained"
                sx={{ mt: 2 }}
              >
                {enrollment.completed
                  ? 'Review the course'
                  : enrollment.currentLecture
                    ? `Continue: ${enrollment.currentLecture.title}`
                    : 'Open the course'}
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

export function MyOnlineCoursesPage() {
  const { data, loading, error } = useQuery(MY_STUDENTS_QUERY);
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        My online courses
      </Typography>
      {loading && !data && <Typography role="status">Loading…</Typography>}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data?.myStudents.length === 0 && (
        <Typography color="text.secondary">
          No student record is linked to your account yet: ask the school office to link it.
        </Typography>
      )}
      {data?.myStudents.map((student) => (
        <Box key={student.id}>
          {data.myStudents.length > 1 && (
            <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              {student.name}
            </Typography>
          )}
          <StudentCourses studentId={student.id} />
        </Box>
      ))}
    </Stack>
  );
}
