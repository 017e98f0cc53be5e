// The student's Lessons tab: their lessons newest first with status, instructor, time (in the
// lesson's zone), pickup and minutes; staff with `lessons.write` schedule, edit, cancel and take
// a student out of a shared lesson; "Schedule several" books a few lessons in one go. A lesson
// the student was taken out of says so, with no actions: it goes on for the other student.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DATE_FORMAT,
  LONG_DATE_TIME_ZONE_FORMAT,
  formatDate,
} from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import {
  CANCELLATION_INITIATOR_LABELS,
  LESSON_STATUS_LABELS,
} from '../../../domain/scheduling/lesson-enums.ts';
import { placeState } from '../../../domain/scheduling/lesson-place.ts';
import type { StudentLessonsQuery } from '../../gql/graphql.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TabHeading } from '../students/tabs/tab-heading.tsx';
import { CancelLessonDialog } from './cancel-lesson-dialog.tsx';
import { EditLessonDialog } from './edit-lesson-dialog.tsx';
import { describeMinutes } from './lesson-text.ts';
import { REMOVE_STUDENT_FROM_LESSON_MUTATION, STUDENT_LESSONS_QUERY } from './lessons.queries.ts';
import { ScheduleLessonDialog, type LessonStudent } from './schedule-lesson-dialog.tsx';

const HEADING_ID = 'tab-heading-lessons';
const RESULTS_ID = 'lessons-results';
type Lesson = StudentLessonsQuery['lessons']['edges'][number]['node'];

const STATUS_COLOR = {
  Scheduled: 'primary',
  Completed: 'default',
  Cancelled: 'error',
  Removed: 'default',
} as const;

export function LessonsTab(props: {
  student: LessonStudent;
  alerts: readonly { id: string; text: string }[];
}) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'lessons.write');
  const { reportMutation } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(STUDENT_LESSONS_QUERY, {
    variables: { studentId: props.student.id, first: 50 },
  });
  const [removeStudent, removeState] = useMutation(REMOVE_STUDENT_FROM_LESSON_MUTATION);
  // One lesson, or several booked in one go.
  const [scheduling, setScheduling] = useState<'one' | 'several' | null>(null);
  const [cancelling, setCancelling] = useState<Lesson | null>(null);
  const [editing, setEditing] = useState<Lesson | null>(null);
  const [removing, setRemoving] = useState<{
    lesson: Lesson;
    studentId: string;
    name: string;
  } | null>(null);
  const connection = (data ?? previousData)?.lessons;
  const lessons = connection?.edges.map((edge) => edge.node) ?? [];
  const titleOf = (lesson: Lesson) =>
    `the ${lesson.lessonType.label} lesson of ${formatDate(lesson.startTime, LONG_DATE_TIME_ZONE_FORMAT, lesson.instructor.timeZone)}`;
  const done = () => {
    setScheduling(null);
    setCancelling(null);
    setEditing(null);
    void refetch();
  };

  async function remove() {
    if (!removing) return;
    const result = await reportMutation(
      removeStudent({
        variables: {
          input: {
            idempotencyKey: crypto.randomUUID(),
            lessonId: removing.lesson.id,
            studentId: removing.studentId,
          },
        },
      }),
      { success: `${removing.name} was taken out of the lesson; their minutes are back.` },
    );
    setRemoving(null);
    if (result) void refetch();
  }

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <TabHeading
          id={HEADING_ID}
          title="Lessons"
          intro="Booked, past and cancelled lessons, newest first. Times are in the lesson's time zone."
        />
        {canWrite && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 1, sm: 0 } }}>
            <Button variant="contained" onClick={() => setScheduling('one')}>
              Schedule lesson
            </Button>
            <Button variant="outlined" onClick={() => setScheduling('several')}>
              Schedule several
            </Button>
          </Box>
        )}
      </Box>
      <ListResultsStatus
        headingId={RESULTS_ID}
        heading="Lessons of this student"
        summary={
          connection
            ? `${connection.totalCount} ${connection.totalCount === 1 ? 'lesson' : 'lessons'}`
            : 'Loading lessons…'
        }
        loading={loading}
        rowsName="lessons"
        errorText="The lessons could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {connection && lessons.length === 0 && (
        <Typography color="text.secondary">No lessons yet.</Typography>
      )}
      <Stack component="ul" aria-labelledby={RESULTS_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {lessons.map((lesson) => {
          const active = lesson.students.filter((s) => !s.removedAt);
          const mine = lesson.students.find((s) => s.studentId === props.student.id);
          // This student's place: still held, cancelled, or taken out of the lesson by staff.
          const place = mine ? placeState(mine, lesson.cancellations) : 'held';
          const status =
            place === 'removed' ? 'Removed' : place === 'cancelled' ? 'Cancelled' : lesson.status;
          const cancellation = lesson.cancellations.at(-1);
          return (
            <Paper
              key={lesson.id}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {lesson.lessonType.label} ·{' '}
                  {formatDate(
                    lesson.startTime,
                    LONG_DATE_TIME_ZONE_FORMAT,
                    lesson.instructor.timeZone,
                  )}
                </Typography>
                <Chip
                  size="small"
                  label={status === 'Removed' ? 'Removed' : LESSON_STATUS_LABELS[status]}
                  color={STATUS_COLOR[status]}
                  variant="outlined"
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                With {lesson.instructor.name} · {lesson.durationMinutes} min · Pickup:{' '}
                {lesson.pickup.meetingPointLabel ?? 'home'}
                {lesson.pickup.location ? ` (${lesson.pickup.location})` : ''}
              </Typography>
              {place === 'removed' && mine?.removedAt ? (
                <Typography variant="body2">
                  Removed from this lesson on{' '}
                  {formatDate(mine.removedAt, DATE_FORMAT, lesson.instructor.timeZone)}: minutes
                  returned; it is no longer theirs.
                  {active.length > 0
                    ? ` The lesson goes on with ${active.map((s) => s.name).join(', ')}.`
                    : ''}
                </Typography>
              ) : (
                <Typography variant="body2">
                  {mine ? `Uses ${describeMinutes(mine)}` : ''}
                  {active.length > 1
                    ? ` · Shared with ${active
                        .filter((s) => s.studentId !== props.student.id)
                        .map((s) => s.name)
                        .join(', ')}`
                    : ''}
                  {cancellation
                    ? ` · Cancelled by ${CANCELLATION_INITIATOR_LABELS[cancellation.initiatedBy].toLowerCase()}: minutes ${cancellation.minutesForfeited ? 'forfeited' : 'returned'}`
                    : ''}
                </Typography>
              )}
              {canWrite && place === 'held' && lesson.status === 'Scheduled' && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" variant="outlined" onClick={() => setEditing(lesson)}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setCancelling(lesson)}>
                    Cancel lesson
                  </Button>
                  {active.length > 1 &&
                    active.map((s) => (
                      <Button
                        key={s.studentId}
                        size="small"
                        onClick={() =>
                          setRemoving({ lesson, studentId: s.studentId, name: s.name })
                        }
                      >
                        Remove {s.name}
                      </Button>
                    ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>
      {scheduling && (
        <ScheduleLessonDialog
          student={props.student}
          alerts={props.alerts}
          several={scheduling === 'several'}
          onClose={() => setScheduling(null)}
          onScheduled={done}
        />
      )}
      {cancelling && (
        <CancelLessonDialog
          lessonId={cancelling.id}
          title={titleOf(cancelling)}
          onClose={() => setCancelling(null)}
          onCancelled={done}
        />
      )}
      {editing && (
        <EditLessonDialog
          lesson={editing}
          student={props.student}
          title={titleOf(editing)}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove the student from the lesson?"
        confirmLabel="Remove"
        busy={removeState.loading}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `${removing.name}'s minutes go back to their ledger; the other student keeps the lesson.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
