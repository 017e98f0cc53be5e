// One lesson of the student: when (in the lesson's time zone), what, with whom, where, its status,
// and for a past lesson the review: the button, or the review already left and its moderation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { LONG_DATE_TIME_ZONE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { PortalLessonsQuery } from '../../gql/graphql.ts';
import {
  lessonStatusLabel,
  mayChangeLesson,
  REVIEW_STATUS_TEXT,
  reviewState,
  starsText,
} from './portal-lessons.ts';
import { Fact, FactList } from './fact-list.tsx';

// The dialogs (forms, selects, a rating input) load when a button opens one, not with the list:
// most visits only read the lessons (docs/benchmarks.md "Page weight").
const CancelOwnLessonDialog = lazy(() =>
  import('./own-lesson-dialogs.tsx').then((module) => ({ default: module.CancelOwnLessonDialog })),
);
const RescheduleOwnLessonDialog = lazy(() =>
  import('./own-lesson-dialogs.tsx').then((module) => ({
    default: module.RescheduleOwnLessonDialog,
  })),
);
const ReviewDialog = lazy(() =>
  import('./review-dialog.tsx').then((module) => ({ default: module.ReviewDialog })),
);

export type PortalLesson = PortalLessonsQuery['lessons']['edges'][number]['node'];

export function PortalLessonCard(props: { lesson: PortalLesson; studentId: string; now: Date }) {
  const { lesson, studentId, now } = props;
  const [reviewing, setReviewing] = useState(false);
  const [changing, setChanging] = useState<'cancel' | 'move' | null>(null);
  const when = formatDate(lesson.startTime, LONG_DATE_TIME_ZONE_FORMAT, lesson.instructor.timeZone);
  const place = lesson.students.find((entry) => entry.studentId === studentId);
  const status = lessonStatusLabel(lesson, studentId);
  const review = reviewState(lesson, studentId, now);
  const changeable = mayChangeLesson(lesson, studentId, now);
  const lessonTitle = `${lesson.lessonType.label} lesson of ${when}`;
  const headingId = `lesson-${lesson.id}-heading`;
  const where = lesson.pickup.meetingPointLabel
    ? `Meeting point: ${lesson.pickup.meetingPointLabel}${lesson.pickup.location ? `, ${lesson.pickup.location}` : ''}`
    : lesson.pickup.location
      ? `Pickup: ${lesson.pickup.location}`
      : 'Not set yet';

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ mr: 'auto' }}>
          {when}
        </Typography>
        <Chip
          label={status}
          size="small"
          color={status === 'Cancelled' || status === 'Missed' ? 'default' : 'primary'}
          variant={lesson.status === 'Scheduled' ? 'filled' : 'outlined'}
        />
      </Box>
      <FactList labelWidth="9rem">
        <Fact label="Lesson">{lesson.lessonType.label}</Fact>
        <Fact label="Duration">{lesson.durationMinutes} minutes</Fact>
        <Fact label="Instructor">{lesson.instructor.name}</Fact>
        <Fact label="Where">{where}</Fact>
        {place?.pickupDetails ? <Fact label="Pickup notes">{place.pickupDetails}</Fact> : null}
      </FactList>
      {changeable && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setChanging('move')}>
            Reschedule
          </Button>
          <Button variant="outlined" color="error" onClick={() => setChanging('cancel')}>
            Cancel lesson
          </Button>
        </Box>
      )}
      <Suspense fallback={null}>
        {changing === 'cancel' && (
          <CancelOwnLessonDialog
            lessonId={lesson.id}
            studentId={studentId}
            lessonTitle={lessonTitle}
            timeZone={lesson.instructor.timeZone}
            onClose={() => setChanging(null)}
          />
        )}
        {changing === 'move' && (
          <RescheduleOwnLessonDialog
            lessonId={lesson.id}
            studentId={studentId}
            lessonTitle={lessonTitle}
            timeZone={lesson.instructor.timeZone}
            onClose={() => setChanging(null)}
          />
        )}
      </Suspense>
      {review === 'open' && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => setReviewing(true)}>
            Review instructor
          </Button>
        </Box>
      )}
      {review === 'reviewed' && lesson.myReview && (
        <Box
          sx={{
            mt: 2,
            p: 1.5,
            borderRadius: 1,
            bgcolor: '#F6F7F9',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            You reviewed this lesson
          </Typography>
          <Rating value={lesson.myReview.rating} readOnly size="small" aria-hidden="true" />
          <Typography variant="body2">
            {starsText(lesson.myReview.rating)} · {REVIEW_STATUS_TEXT[lesson.myReview.status]}
          </Typography>
        </Box>
      )}
      <Suspense fallback={null}>
        {reviewing && (
          <ReviewDialog
            lessonId={lesson.id}
            instructorName={lesson.instructor.name}
            lessonTitle={lessonTitle}
            onClose={() => setReviewing(false)}
          />
        )}
      </Suspense>
    </Paper>
  );
}
