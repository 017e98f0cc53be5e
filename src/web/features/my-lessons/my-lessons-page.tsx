// The instructor's own lessons, phone first: today and the next two weeks, by day in the
// instructor's zone, each lesson a card with time, type, students and pickup. An Admin picks
// whose lessons to look at (?instructor=<id>).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { CalendarLinkPanel } from '../calendar-link/calendar-link-panel.tsx';
import { lessonDays, lessonWindow } from './lesson-days.ts';
import {
  INSTRUCTOR_OPTIONS_QUERY,
  MY_LESSONS_QUERY,
  type InstructorLessonView,
} from './my-lessons.queries.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

export const MY_LESSONS_PATH = '/admin/my-lessons';

function InstructorPicker(props: { value: string; onChange: (id: string) => void }) {
  const { data } = useQuery(INSTRUCTOR_OPTIONS_QUERY);
  return (
    <TextField
      select
      label="Instructor"
      value={data ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 240, mb: 2 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      helperText="Whose lessons to show."
    >
      <MenuItem value="">
        <em>My own</em>
      </MenuItem>
      {(data?.myLessonsInstructorOptions ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LessonCard(props: { lesson: InstructorLessonView; timeZone: string }) {
  const { lesson, timeZone } = props;
  const time = `${formatDate(lesson.startTime, TIME_FORMAT, timeZone)}–${formatDate(lesson.endTime, TIME_FORMAT, timeZone)}`;
  const names = lesson.students.map((student) => student.name).join(', ') || 'No students';
  const alerts = lesson.students.reduce((sum, student) => sum + student.bookingAlerts.length, 0);
  return (
    <Card variant="outlined" component="li">
      <CardActionArea
        component={RouterLink}
        to={`${MY_LESSONS_PATH}/${lesson.id}`}
        sx={{ p: 2, display: 'block' }}
      >
        <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {time} · {lesson.lessonTypeLabel}
        </Typography>
        <Typography>{names}</Typography>
        <Typography variant="body2" color="text.secondary">
          {lesson.meetingPoint ? `${lesson.meetingPoint.label}: ` : ''}
          {lesson.pickupAddress || 'No pickup address'}
        </Typography>
        {alerts > 0 && (
          <Typography variant="body2" sx={{ color: '#7a3e00', fontWeight: 600, mt: 0.5 }}>
            {alerts === 1 ? '1 booking alert' : `${alerts} booking alerts`}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

export function MyLessonsPage() {
  const { roles } = useStaffUser();
  const isAdmin = roles.includes('Admin');
  const [params, setParams] = useSearchParams();
  const instructorId = isAdmin ? (params.get('instructor') ?? '') : '';
  const window = useMemo(() => lessonWindow(new Date()), []);
  const { data, loading, error, refetch } = useQuery(MY_LESSONS_QUERY, {
    variables: { ...window, instructorId: instructorId || null },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.myLessons;
  const days = result?.instructor
    ? lessonDays(result.lessons, result.instructor.timeZone, new Date())
    : [];

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        My lessons
      </Typography>
      {result?.instructor && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {result.instructor.name} · times in {result.instructor.timeZone.replace('_', ' ')}
        </Typography>
      )}
      {isAdmin && (
        <InstructorPicker
          value={instructorId}
          onChange={(id) => setParams(id ? { instructor: id } : {})}
        />
      )}
      {loading && !data && <LinearProgress aria-label="Loading your lessons" />}
      {error && (
        <RetryAlert onRetry={() => void refetch()}>
          Your lessons could not be loaded. {error.message}
        </RetryAlert>
      )}
      {result && !result.instructor && (
        <Alert severity="info">
          Your account is not linked to an instructor profile yet, so there are no lessons to show.
          Ask the office to link it.
        </Alert>
      )}
      {result?.instructor && days.length === 0 && (
        <Typography color="text.secondary">No lessons today or in the next two weeks.</Typography>
      )}
      {result?.instructor &&
        days.map((day) => (
          <Box
            component="section"
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            sx={{ mb: 3 }}
          >
            <Typography id={`day-${day.date}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {day.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {day.lessons.map((lesson) => (
                <LessonCard
                  key={lesson.id}
                  lesson={lesson}
                  timeZone={result.instructor!.timeZone}
                />
              ))}
            </Box>
          </Box>
        ))}
      {/* The link is the signed-in account's own: not shown while an Admin looks at another's. */}
      {result?.instructor && !instructorId && <CalendarLinkPanel who="instructor" />}
    </>
  );
}
