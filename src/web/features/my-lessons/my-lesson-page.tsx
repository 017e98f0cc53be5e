// One of the instructor's lessons: when, what, where to pick up (with a maps link), each
// student with their phone, notes and alerts, rating skills and emailing the report, and the
// attendance section.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { TIME_FORMAT, WEEKDAY_DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { DRIVING_SKILLS_QUERY } from '../skill-reports/skill-reports.queries.ts';
import { LessonAttendanceSection } from './lesson-attendance-section.tsx';
import { LessonStudentCard } from './lesson-student-card.tsx';
import { MY_LESSON_QUERY } from './my-lessons.queries.ts';
import { MY_LESSONS_PATH } from './my-lessons-page.tsx';

export function MyLessonPage(props: { lessonId: string }) {
  const { data, loading, error, refetch } = useQuery(MY_LESSON_QUERY, {
    variables: { id: props.lessonId },
  });
  const skills = useQuery(DRIVING_SKILLS_QUERY);
  const found = data?.myLesson;
  useEffect(() => {
    if (found) document.title = `${found.lesson.lessonTypeLabel} | RoadReady back-office`;
  }, [found]);

  if (!found) {
    const missing = error?.message.includes('not found');
    return (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {error ? 'Lesson' : 'Loading the lesson…'}
        </Typography>
        {loading && <LinearProgress aria-label="Loading the lesson" />}
        {error && (
          <Alert
            severity={missing ? 'info' : 'error'}
            action={
              missing ? undefined : (
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              )
            }
          >
            {missing
              ? 'This lesson is not one of yours, or it was cancelled.'
              : `The lesson could not be loaded. ${error.message}`}
          </Alert>
        )}
        <Button component={RouterLink} to={MY_LESSONS_PATH} sx={{ mt: 2 }}>
          Back to my lessons
        </Button>
      </>
    );
  }

  const { lesson, instructor } = found;
  const zone = instructor.timeZone;
  return (
    <>
      <Button component={RouterLink} to={MY_LESSONS_PATH} size="small" sx={{ mb: 1, ml: -1 }}>
        ← My lessons
      </Button>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {lesson.lessonTypeLabel}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {formatDate(lesson.startTime, WEEKDAY_DATE_FORMAT, zone)},{' '}
        {formatDate(lesson.startTime, TIME_FORMAT, zone)}–
        {formatDate(lesson.endTime, TIME_FORMAT, zone)} ({lesson.durationMinutes} min) ·{' '}
        {instructor.name}
      </Typography>
      <Box component="section" aria-labelledby="pickup-heading" sx={{ mb: 3 }}>
        <Typography id="pickup-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Pickup
        </Typography>
        {lesson.meetingPoint && (
          <Typography sx={{ fontWeight: 600 }}>
            Meeting point: {lesson.meetingPoint.label}
          </Typography>
        )}
        <Typography>{lesson.pickupAddress || 'No pickup address on the booking.'}</Typography>
        {lesson.mapsUrl && (
          <Button
            href={lesson.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            sx={{ mt: 1 }}
          >
            Open in maps
          </Button>
        )}
        {lesson.comments && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            <strong>Booking comments:</strong> {lesson.comments}
          </Typography>
        )}
      </Box>
      {lesson.students.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No students on this lesson.
        </Typography>
      )}
      {lesson.students.map((student) => (
        <LessonStudentCard
          key={student.studentId}
          lesson={lesson}
          student={student}
          timeZone={zone}
          skills={skills.data?.drivingSkills ?? []}
        />
      ))}
      <LessonAttendanceSection
        key={`${lesson.id}:${lesson.actualDurationMinutes ?? ''}:${lesson.students.map((s) => s.attendance).join(',')}`}
        lesson={lesson}
        timeZone={zone}
        onSaved={() => void refetch()}
      />
    </>
  );
}
