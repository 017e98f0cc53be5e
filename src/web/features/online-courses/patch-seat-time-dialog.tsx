// Correct one day's seat time: the day (in the course's time zone), plus or minus minutes, and a
// reason. The daily cap still applies after the patch, and the change is audited.
import { useMutation } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { PATCH_SEAT_TIME_MUTATION, type OnlineEnrollment } from './online-courses.queries.ts';
import { timeZoneLabel } from '../../../domain/scheduling/us-time-zones.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';

export function PatchSeatTimeDialog(props: {
  enrollment: OnlineEnrollment;
  today: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { reportMutation, showMessage } = useSnackbar();
  const [day, setDay] = useState(props.today);
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [patch, { loading: busy }] = useMutation(PATCH_SEAT_TIME_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(minutes);
    const local: Record<string, string> = {};
    if (!/^-?\d+$/.test(minutes.trim()) || amount === 0) {
      local['seconds'] = 'must be a whole number of minutes, not zero (minus to remove)';
    }
    if (!reason.trim()) local['reason'] = 'is required';
    if (!day) local['day'] = 'is required';
    setProblems(local);
    if (Object.keys(local).length > 0) return focusFirstInvalid(formRef.current);
    const input = { enrollmentId: props.enrollment.id, day, seconds: amount * 60, reason };
    const done = await reportMutation(
      withFieldErrors(patch({ variables: { input } }), (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      }),
    );
    if (!done?.data) return;
    showMessage('Seat time corrected.', 'success');
    props.onDone();
  }

  return (
    <FormDialog
      title="Correct seat time"
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel="Save correction"
      formRef={formRef}
    >
      <DialogContentText>
        {props.enrollment.name}. Days are in {timeZoneLabel(props.enrollment.timeZone)} time; the
        daily cap still applies after the correction.
      </DialogContentText>
      <TextField
        label="Day"
        type="date"
        required
        size="small"
        value={day}
        disabled={busy}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
        error={Boolean(problems['day'])}
        helperText={problems['day'] ? describeFieldProblem('The day', problems['day']) : ' '}
        onChange={(event) => setDay(event.target.value)}
      />
      <TextField
        label="Minutes (+ to add, − to remove)"
        required
        size="small"
        value={minutes}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(problems['seconds'])}
        helperText={
          problems['seconds']
            ? describeFieldProblem('The time', problems['seconds'])
            : 'For example 40, or -20.'
        }
        onChange={(event) => setMinutes(event.target.value)}
      />
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        size="small"
        value={reason}
        disabled={busy}
        error={Boolean(problems['reason'])}
        helperText={
          problems['reason']
            ? describeFieldProblem('The reason', problems['reason'])
            : 'Kept with the correction and in the audit log.'
        }
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
