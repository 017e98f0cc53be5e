// Cancel a lesson: reason, who asked, a note and (for staff allowed to) a waiver. Before
// confirming it shows what happens to the minutes, by the server's own cancellation rule.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import {
  CANCELLATION_INITIATOR_LABELS as INITIATOR_LABELS,
  CANCELLATION_INITIATORS,
  CANCELLATION_REASON_LABELS as REASON_LABELS,
  CANCELLATION_REASONS,
  type CancellationInitiator,
  type CancellationReason,
} from '../../../domain/scheduling/lesson-enums.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { describeCancellation } from './lesson-text.ts';
import { CANCEL_LESSON_MUTATION, CANCELLATION_PREVIEW_QUERY } from './lessons.queries.ts';

const TITLE_ID = 'cancel-lesson-title';

export function CancelLessonDialog(props: {
  lessonId: string;
  title: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { roles } = useStaffUser();
  const { reportMutation } = useSnackbar();
  const [initiatedBy, setInitiatedBy] = useState<CancellationInitiator>('Student');
  const [reason, setReason] = useState<CancellationReason>('OTHER');
  const [note, setNote] = useState('');
  const [waive, setWaive] = useState(false);
  const key = useMemo(() => crypto.randomUUID(), []);
  const preview = useQuery(CANCELLATION_PREVIEW_QUERY, {
    variables: { lessonId: props.lessonId, initiatedBy, reason, waiveLateFee: waive },
  });
  const [cancel, { loading: busy }] = useMutation(CANCEL_LESSON_MUTATION);
  const facts = preview.data?.lessonCancellationPreview;

  async function confirm() {
    const done = await reportMutation(
      cancel({
        variables: {
          input: {
            idempotencyKey: key,
            lessonId: props.lessonId,
            initiatedBy,
            reason,
            note: note.trim(),
            waiveLateFee: waive,
          },
        },
      }),
      { success: 'Lesson cancelled.' },
    );
    if (done) props.onCancelled();
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>Cancel {props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Initiated by"
            value={initiatedBy}
            onChange={(e) => setInitiatedBy(e.target.value as CancellationInitiator)}
          >
            {CANCELLATION_INITIATORS.map((value) => (
              <MenuItem key={value} value={value}>
                {INITIATOR_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as CancellationReason)}
          >
            {CANCELLATION_REASONS.map((value) => (
              <MenuItem key={value} value={value}>
                {REASON_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
          />
          {can(roles, 'lessons.waiveLateFee') && (
            <FormControlLabel
              control={<Checkbox checked={waive} onChange={(e) => setWaive(e.target.checked)} />}
              label="Waive the late-cancellation penalty"
            />
          )}
          <Alert severity={facts && !facts.returnsMinutes ? 'warning' : 'info'} role="status">
            {facts
              ? describeCancellation(facts)
              : preview.error
                ? 'The effect on the minutes could not be worked out.'
                : 'Working out the effect on the minutes…'}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Keep lesson
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy || !facts}
        >
          Cancel lesson
        </Button>
      </DialogActions>
    </Dialog>
  );
}
