// Attendance per student and the actual duration of a lesson, recorded by its instructor through
// the lessons module's updateLesson (docs/lessons.md: an Instructor may change only these and the
// comments of their own lessons). A different actual duration needs a note saying why. Before the
// lesson starts the section says from when it can be recorded (the server refuses it earlier).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notStartedReason } from '../../../domain/scheduling/lesson-recording.ts';
import type { Attendance } from '../../gql/graphql.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { UPDATE_LESSON_MUTATION } from '../lessons/lessons.queries.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';
import type { InstructorLessonView } from './my-lessons.queries.ts';

const ATTENDANCE_OPTIONS: { value: Attendance; label: string }[] = [
  { value: 'Attended', label: 'Attended' },
  { value: 'NoShow', label: 'No-show' },
  { value: 'Unrecorded', label: 'Not recorded' },
];

const isAttendance = (value: string): value is Attendance =>
  ATTENDANCE_OPTIONS.some((option) => option.value === value);

export function LessonAttendanceSection(props: {
  lesson: InstructorLessonView;
  timeZone: string;
  onSaved: () => void;
}) {
  const { lesson } = props;
  const early = notStartedReason(
    'Attendance and the actual duration',
    { startTime: lesson.startTime, timeZone: props.timeZone },
    new Date(),
  );
  return (
    <Box component="section" aria-labelledby="attendance-heading" sx={{ mb: 3 }}>
      <Typography id="attendance-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Attendance and duration
      </Typography>
      {early ? (
        <Typography color="text.secondary">{early}</Typography>
      ) : (
        <AttendanceForm lesson={lesson} onSaved={props.onSaved} />
      )}
    </Box>
  );
}

function AttendanceForm(props: { lesson: InstructorLessonView; onSaved: () => void }) {
  const { lesson } = props;
  const { reportMutation } = useSnackbar();
  const [update, { loading: busy }] = useMutation(UPDATE_LESSON_MUTATION);
  const [attendance, setAttendance] = useState<Record<string, Attendance>>(() =>
    Object.fromEntries(
      lesson.students.map((student) => [
        student.studentId,
        isAttendance(student.attendance) ? student.attendance : 'Unrecorded',
      ]),
    ),
  );
  const [minutes, setMinutes] = useState(
    String(lesson.actualDurationMinutes ?? lesson.durationMinutes),
  );
  const [note, setNote] = useState(lesson.actualDurationNote ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const actual = Number(minutes);
    if (minutes.trim() === '' || !Number.isInteger(actual) || actual < 0 || actual > 720) {
      setErrors({ actualDurationMinutes: 'Enter whole minutes from 0 to 720.' });
      return;
    }
    if (actual !== lesson.durationMinutes && note.trim() === '') {
      setErrors({ actualDurationNote: 'Say why the lesson took a different time.' });
      return;
    }
    setErrors({});
    const input = {
      // A new key per save: each save is a new change, not a retry of the last one.
      idempotencyKey: crypto.randomUUID(),
      lessonId: lesson.id,
      attendance: lesson.students.map((student) => ({
        studentId: student.studentId,
        attendance: attendance[student.studentId] ?? 'Unrecorded',
      })),
      actualDurationMinutes: actual,
      actualDurationNote: note.trim() || null,
    };
    const done = await reportMutation(
      withFieldErrors(update({ variables: { input } }), setErrors),
      { success: 'Attendance and duration saved.' },
    );
    if (done) props.onSaved();
  }

  return (
    <>
      {lesson.students.map((student, index) => (
        <FormControl key={student.studentId} component="fieldset" sx={{ display: 'block', mb: 1 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {student.name}
          </FormLabel>
          <RadioGroup
            row
            name={`attendance-${student.studentId}`}
            value={attendance[student.studentId] ?? 'Unrecorded'}
            onChange={(event) => {
              const value = event.target.value;
              if (isAttendance(value)) {
                setAttendance((current) => ({ ...current, [student.studentId]: value }));
              }
            }}
          >
            {ATTENDANCE_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {errors[`attendance.${index}.attendance`] && (
            <Typography color="error" variant="body2">
              {errors[`attendance.${index}.attendance`]}
            </Typography>
          )}
        </FormControl>
      ))}
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 480, mt: 1 }}>
        <TextField
          label="Actual duration (minutes)"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          inputMode="numeric"
          error={!!errors['actualDurationMinutes']}
          helperText={
            errors['actualDurationMinutes'] ?? `Booked: ${lesson.durationMinutes} minutes.`
          }
        />
        <TextField
          label="Why it differs"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          error={!!errors['actualDurationNote']}
          helperText={
            errors['actualDurationNote'] ?? 'Needed when the lesson was longer or shorter.'
          }
        />
        <Box>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            Save attendance
          </Button>
        </Box>
      </Box>
    </>
  );
}
