// Edit a lesson: move it (a new time, instructor and/or place picked from the slot search, who
// asked, the waiver; docs/lessons.md "Moving a lesson"), change its length (moves the difference
// of minutes) and comments — one `updateLesson`. After a move the dialog says plainly where and
// when the lesson now is and what it cost; a CONFLICT (the time was taken meanwhile) drops the
// pick, shows why and loads the free times again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { whenLabel } from '../slot-search/slot-picker-format.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';
import { bookingRefusalOf } from './booking-refusal.ts';
import { describeMoveCost } from './lesson-text.ts';
import { UPDATE_LESSON_MUTATION } from './lessons.queries.ts';
import { MoveLessonFields } from './move-lesson-fields.tsx';
import type { LessonStudent } from './use-lesson-booking-choices.ts';
import { useLessonMove, type MovableLesson } from './use-lesson-move.ts';

const TITLE_ID = 'edit-lesson-title';

export function EditLessonDialog(props: {
  lesson: MovableLesson;
  /** The student whose Lessons tab this is: the one who asked, for a student's request. */
  student: LessonStudent;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const client = useApolloClient();
  const { roles } = useStaffUser();
  const { reportMutation } = useSnackbar();
  const [moving, setMoving] = useState(false);
  const [duration, setDuration] = useState(String(props.lesson.durationMinutes));
  const [comments, setComments] = useState(props.lesson.comments);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const [update, { loading: busy }] = useMutation(UPDATE_LESSON_MUTATION);
  const key = useMemo(() => crypto.randomUUID(), []);
  const move = useLessonMove(props.lesson, props.student);
  const now = `${whenLabel(props.lesson.startTime, move.zone)} with ${props.lesson.instructor.name}, ${move.currentPlaceLabel}`;
  const slotError = errors['startTime'] ?? errors['instructorId'] ?? errors['slot'];

  async function save() {
    const minutes = Number(duration);
    const found: Record<string, string> = {};
    if (!Number.isInteger(minutes) || minutes < 1)
      found['durationMinutes'] = 'Enter whole minutes, at least 1.';
    if (moving && !move.pick) found['slot'] = 'Choose a free time and an instructor.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const pick = moving ? move.pick : null;
    const input = {
      idempotencyKey: key,
      lessonId: props.lesson.id,
      ...(minutes !== props.lesson.durationMinutes ? { durationMinutes: minutes } : {}),
      comments,
      ...(pick
        ? {
            startTime: pick.startTime,
            instructorId: pick.instructorId,
            ...move.pickupInput,
            requestedBy: move.requestedBy,
            ...(move.requestedBy === 'Student' ? { requestingStudentId: props.student.id } : {}),
            waiveLateFee: move.waive,
          }
        : {}),
    };
    const done = await reportMutation(
      withFieldErrors(update({ variables: { input } }), setErrors).catch((error: unknown) => {
        // Someone took the time meanwhile: forget it and ask again for what is free now.
        if (pick && bookingRefusalOf(error).code === 'CONFLICT') {
          setErrors({ slot: bookingRefusalOf(error).message });
          move.dropPick();
          void client.refetchQueries({ include: ['SlotSearch'] });
        }
        throw error;
      }),
      { success: pick ? 'Lesson moved.' : 'Lesson saved.' },
    );
    if (!done) return;
    if (!pick) {
      props.onSaved();
      return;
    }
    setOutcome(
      `Moved to ${whenLabel(pick.startTime, move.zone)} with ${pick.instructorName}, ${move.placeLabel}. ${describeMoveCost(move.requestedBy, move.facts, move.waive)} The students and instructors are emailed.`,
    );
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : outcome ? props.onSaved : props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={moving ? 'md' : 'sm'}
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>Edit {props.title}</DialogTitle>
      <DialogContent>
        {outcome ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {outcome}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>Now: {now}.</Typography>
            <TextField
              label="Length (minutes)"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              error={!!errors['durationMinutes']}
              helperText={
                errors['durationMinutes'] ??
                'A longer lesson takes the extra minutes; a shorter one returns them.'
              }
              inputMode="numeric"
            />
            <TextField
              label="Comments"
              value={comments}
              onChange={(e) => setComments(e.target.value)}
              multiline
              minRows={2}
            />
            <FormControlLabel
              control={<Switch checked={moving} onChange={(e) => setMoving(e.target.checked)} />}
              label="Move to another time, instructor or place"
            />
            {moving && (
              <MoveLessonFields
                lesson={props.lesson}
                move={move}
                canWaive={can(roles, 'lessons.waiveLateFee')}
                errors={errors}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        {outcome ? (
          <Button variant="contained" onClick={props.onSaved}>
            Done
          </Button>
        ) : (
          <>
            {moving && (
              <Box
                role="status"
                sx={{
                  flex: '1 1 240px',
                  typography: 'body2',
                  color: slotError ? 'error.main' : undefined,
                }}
              >
                {slotError ??
                  (move.pick
                    ? `New: ${move.pick.instructorName}, ${whenLabel(move.pick.startTime, move.zone)}`
                    : 'No new time chosen yet.')}
              </Box>
            )}
            <Button onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              {moving ? 'Move lesson' : 'Save'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
