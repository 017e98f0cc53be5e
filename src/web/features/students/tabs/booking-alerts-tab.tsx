// Booking alerts: warnings shown wherever the student is booked (and as banners on this page).
// Staff with `bookingAlerts.write` add and remove them; the page reloads the banners after.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../../domain/date-format.ts';
import { can } from '../../../../domain/permissions.ts';
import { useSnackbar } from '../../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { describeFieldProblem, withFieldErrors } from '../../../ui/field-errors.ts';
import type { BookingAlertView } from '../student-header.tsx';
import { PUT_BOOKING_ALERT_MUTATION, REMOVE_BOOKING_ALERT_MUTATION } from '../students.queries.ts';
import { TabHeading } from './tab-heading.tsx';

const HEADING_ID = 'tab-heading-booking-alerts';

export function BookingAlertsTab(props: {
  studentId: string;
  alerts: readonly BookingAlertView[];
  onChanged: () => Promise<unknown>;
}) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'bookingAlerts.write');
  const { reportMutation } = useSnackbar();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [removing, setRemoving] = useState<BookingAlertView | null>(null);
  const [putAlert, putState] = useMutation(PUT_BOOKING_ALERT_MUTATION);
  const [removeAlert, removeState] = useMutation(REMOVE_BOOKING_ALERT_MUTATION);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setTextError('is required');
      return;
    }
    setTextError(undefined);
    const result = await reportMutation(
      withFieldErrors(
        putAlert({ variables: { input: { studentId: props.studentId, text: text.trim() } } }),
        (found) => setTextError(found.text),
      ),
      { success: 'Booking alert added.' },
    );
    if (!result) return;
    setText('');
    await props.onChanged();
  }

  async function remove(alert: BookingAlertView) {
    const result = await reportMutation(removeAlert({ variables: { id: alert.id } }), {
      success: 'Booking alert removed.',
    });
    setRemoving(null);
    if (result) await props.onChanged();
  }

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Booking alerts"
        intro="An alert is shown to whoever books this student, and at the top of this page, until it is removed."
      />
      {canWrite && (
        <Box
          component="form"
          onSubmit={(event) => void add(event)}
          noValidate
          aria-label="Add a booking alert"
          sx={{ display: 'grid', gap: 1, mb: 3, maxWidth: 720 }}
        >
          <TextField
            label="New booking alert"
            multiline
            minRows={2}
            value={text}
            disabled={putState.loading}
            error={Boolean(textError)}
            helperText={
              textError
                ? describeFieldProblem('The alert', textError)
                : 'For example: needs a car with a passenger brake, or call the parent before booking.'
            }
            onChange={(event) => {
              setTextError(undefined);
              setText(event.target.value);
            }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={putState.loading}
            sx={{ justifySelf: 'start' }}
          >
            Add alert
          </Button>
        </Box>
      )}
      {props.alerts.length === 0 ? (
        <Typography color="text.secondary">No booking alerts on this student.</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={HEADING_ID}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {props.alerts.map((alert) => (
            <Paper
              component="li"
              key={alert.id}
              variant="outlined"
              sx={{
                p: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {alert.text}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {alert.createdBy.name}, {formatDate(alert.createdAt, DATE_TIME_FORMAT)}
                </Typography>
              </Box>
              {canWrite && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => setRemoving(alert)}
                  aria-label={`Remove alert: ${alert.text.slice(0, 40)}`}
                  sx={{ alignSelf: 'start' }}
                >
                  Remove
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this booking alert?"
        confirmLabel="Remove alert"
        busy={removeState.loading}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        Whoever books this student will no longer see: “{removing?.text}”
      </ConfirmDialog>
    </>
  );
}
