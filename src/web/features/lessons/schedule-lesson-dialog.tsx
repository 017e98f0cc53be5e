// Schedule lessons for a student, one (`scheduleLesson`) or several in one go
// (`scheduleMultipleLessons`, all or none): type, a second student for shared types, the pickup,
// then free times picked with the slot picker, which also names the instructor. Both modes share
// the choices and the picker (lesson-booking-fields.tsx); only what they book differs
// (use-schedule-one.ts, use-schedule-several.ts). The student's booking alerts are shown on top,
// as everywhere the student is booked.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import type { SlotPick } from '../slot-search/slot-picker.tsx';
import { LessonBookingFields, LessonBookingSlots } from './lesson-booking-fields.tsx';
import { PickedLessons } from './picked-lessons.tsx';
import { useLessonBookingChoices, type LessonStudent } from './use-lesson-booking-choices.ts';
import { useScheduleOne } from './use-schedule-one.ts';
import { useScheduleSeveral } from './use-schedule-several.ts';

export type { LessonStudent } from './use-lesson-booking-choices.ts';

const TITLE_ID = 'schedule-lesson-title';
const FORM_ID = 'schedule-lesson-form';

export function ScheduleLessonDialog(props: {
  student: LessonStudent;
  alerts: readonly { id: string; text: string }[];
  /** Several lessons booked in one go instead of one. */
  several?: boolean;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const choices = useLessonBookingChoices(props.student);
  const one = useScheduleOne(choices, setErrors);
  const several = useScheduleSeveral(choices, props.student.name, setErrors);
  const mode = props.several ? several : one;
  const slotError = errors['slot'] ?? errors['startTime'] ?? errors['instructorId'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await mode.submit(choices.missing())) props.onScheduled();
  }

  function onPick(pick: SlotPick | null) {
    if (pick) setErrors(({ slot: _slot, ...rest }) => rest);
    mode.onPick(pick);
  }

  return (
    <Dialog
      open
      onClose={mode.busy ? undefined : props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>
        {props.several ? 'Schedule several lessons' : 'Schedule a lesson'} for {props.student.name}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={FORM_ID}
          onSubmit={(e) => void submit(e)}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
        >
          <LessonBookingFields choices={choices} alerts={props.alerts} errors={errors} />
          {props.several && choices.search && (
            <PickedLessons
              picks={several.picks}
              timeZone={choices.zone}
              durationMinutes={several.durationMinutes}
              headingRef={several.headingRef}
              onRemove={several.remove}
            />
          )}
          {props.several && several.refusal && (
            <Alert severity="error" role="alert">
              {several.refusal}
            </Alert>
          )}
          {props.several ? (
            <LessonBookingSlots
              choices={choices}
              value={null}
              onPick={onPick}
              blockedReason={several.blockedReason}
              clearAfterPick
            />
          ) : (
            <LessonBookingSlots choices={choices} value={one.value} onPick={onPick} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Box
          role="status"
          sx={{
            flex: '1 1 240px',
            typography: 'body2',
            color: slotError ? 'error.main' : undefined,
          }}
        >
          {mode.summary ?? slotError ?? 'No time chosen yet.'}
        </Box>
        <Button onClick={props.onClose} disabled={mode.busy}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={mode.busy}>
          {mode.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
