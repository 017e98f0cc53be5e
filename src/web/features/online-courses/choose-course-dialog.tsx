// Enrol a student in an online course, or move an enrolment to another course (migrate): both
// choose a published online course. Enrolling lists the courses of the student's state;
// migrating lists those of the same category in any state, the current one left out.
import { useMutation, useQuery } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import {
  ENROLL_MUTATION,
  ENROLLABLE_COURSES_QUERY,
  MIGRATE_MUTATION,
  type OnlineEnrollment,
} from './online-courses.queries.ts';
import { formatSeatTime } from './seat-time-format.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';

export type ChooseCourseMode =
  | { kind: 'enroll'; studentId: string; studentName: string; state: string | null }
  | { kind: 'migrate'; enrollment: OnlineEnrollment };

export function ChooseCourseDialog(props: {
  mode: ChooseCourseMode;
  onClose: () => void;
  onDone: () => void;
}) {
  const { mode } = props;
  const { reportMutation, showMessage } = useSnackbar();
  const state = mode.kind === 'enroll' ? mode.state : null;
  const courses = useQuery(ENROLLABLE_COURSES_QUERY, { variables: { state } });
  const [courseId, setCourseId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [enroll, enrolling] = useMutation(ENROLL_MUTATION);
  const [migrate, migrating] = useMutation(MIGRATE_MUTATION);
  const busy = enrolling.loading || migrating.loading;
  const choices = (courses.data?.courses ?? []).filter(
    (course) =>
      course.offerings.some((offering) => offering.format === 'online') &&
      (mode.kind === 'enroll' ||
        (course.category === mode.enrollment.courseCategory &&
          course.id !== mode.enrollment.courseId)),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!courseId) return setProblem('is required');
    setProblem(null);
    const onFields = (errors: Record<string, string>) =>
      setProblem(errors['courseId'] ?? Object.values(errors)[0] ?? null);
    const done =
      mode.kind === 'enroll'
        ? await reportMutation(
            withFieldErrors(
              enroll({ variables: { input: { studentId: mode.studentId, courseId } } }),
              onFields,
            ),
          )
        : await reportMutation(
            withFieldErrors(
              migrate({
                variables: { input: { enrollmentId: mode.enrollment.id, courseId } },
              }),
              onFields,
            ),
          );
    if (!done?.data) return;
    showMessage(mode.kind === 'enroll' ? 'Enrolled.' : 'Moved, seat time carried.', 'success');
    props.onDone();
  }

  const title =
    mode.kind === 'enroll'
      ? `Enrol ${mode.studentName} in an online course`
      : `Move from ${mode.enrollment.name}`;
  return (
    <FormDialog
      title={title}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={mode.kind === 'enroll' ? 'Enrol' : 'Move'}
    >
      {mode.kind === 'migrate' && (
        <DialogContentText>
          The seat time credited so far ({formatSeatTime(mode.enrollment.creditedSeconds)}) carries
          over and counts under the new course’s rule. This enrolment ends.
        </DialogContentText>
      )}
      <TextField
        select
        label="Course"
        required
        size="small"
        value={courseId}
        disabled={busy || courses.loading}
        error={Boolean(problem)}
        helperText={
          problem
            ? describeFieldProblem('The course', problem)
            : choices.length === 0 && !courses.loading
              ? 'No published online course to choose.'
              : 'Published online courses only.'
        }
        onChange={(event) => {
          setProblem(null);
          setCourseId(event.target.value);
        }}
      >
        {choices.map((course) => (
          <MenuItem key={course.id} value={course.id}>
            {course.name} ({course.state}, {formatSeatTime(course.requiredSeconds)})
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
