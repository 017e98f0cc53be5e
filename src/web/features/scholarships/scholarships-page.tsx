// Scholarship applications (back-office): newest first, filtered by status; a pending one is
// granted (a voucher for the course, whose code is shown to send to the family) or declined with
// a reason.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
} from '../../../domain/scholarships/scholarship-application.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import {
  DECLINE_SCHOLARSHIP_MUTATION,
  GRANT_SCHOLARSHIP_MUTATION,
  SCHOLARSHIP_APPLICATIONS_QUERY,
} from './scholarships.queries.ts';

const RESULTS_HEADING_ID = 'scholarships-results';
const STATUS_LABELS: Readonly<Record<ScholarshipStatus, string>> = SCHOLARSHIP_STATUS_LABELS;

function DeclineDialog(props: {
  name: string;
  id: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decline, state] = useMutation(DECLINE_SCHOLARSHIP_MUTATION);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await reportMutation(
      withFieldErrors(decline({ variables: { id: props.id, reason } }), (errors) =>
        setProblem(errors['reason'] ?? null),
      ),
      { success: `The application of ${props.name} was declined.` },
    );
    if (done) props.onDone();
  }
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="decline-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="decline-title" component="h2">
          Decline the application of {props.name}
        </DialogTitle>
        <DialogContent dividers>
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(problem)}
            helperText={
              problem ? describeFieldProblem('Reason', problem) : 'Kept with the application.'
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={props.onClose} disabled={state.loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={state.loading}>
            Decline
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ScholarshipsPage() {
  const { reportMutation, showMessage } = useSnackbar();
  const [status, setStatus] = useState<ScholarshipStatus | ''>('pending');
  const { data, previousData, loading, error, refetch } = useQuery(SCHOLARSHIP_APPLICATIONS_QUERY, {
    variables: { status: status || null },
  });
  const [grant, grantState] = useMutation(GRANT_SCHOLARSHIP_MUTATION);
  const [declining, setDeclining] = useState<{ id: string; name: string } | null>(null);
  const loaded = (data ?? previousData)?.scholarshipApplications;
  const applications = loaded ?? [];

  async function grantOne(id: string, name: string) {
    const done = await reportMutation(grant({ variables: { id } }));
    const code = done?.data?.grantScholarship.voucherCode;
    if (!code) return;
    // The code is what staff send to the family: say it, not only "saved".
    showMessage(`Granted to ${name}: voucher ${code}.`, 'success');
    void refetch();
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Scholarships
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Applications families send from the scholarship page of a course. Granting one creates a
        voucher for the course; send its code to the family.
      </Typography>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ScholarshipStatus | '')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, mb: 3 }}
      >
        <MenuItem value="">All</MenuItem>
        {SCHOLARSHIP_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="Applications"
        summary={
          loaded
            ? `${applications.length} ${applications.length === 1 ? 'application' : 'applications'}`
            : 'Loading applications…'
        }
        loading={loading}
        rowsName="applications"
        errorText="The applications could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {loaded && applications.length === 0 && (
        <Typography color="text.secondary">No applications here.</Typography>
      )}
      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {applications.map((entry) => (
          <Paper key={entry.id} component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {entry.userName}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={STATUS_LABELS[entry.status]}
                color={entry.status === 'granted' ? 'success' : 'default'}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {entry.courseName} · {entry.email} · born {entry.dob} · applied{' '}
              {new Date(entry.createdAt).toLocaleDateString('en-US')}
            </Typography>
            <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>
              {entry.scholarshipAnswer}
            </Typography>
            {entry.voucherCode && (
              <Typography variant="body2">
                Voucher <strong>{entry.voucherCode}</strong> · by {entry.reviewedByName}
              </Typography>
            )}
            {entry.declineReason && (
              <Typography variant="body2">
                Declined by {entry.reviewedByName}: {entry.declineReason}
              </Typography>
            )}
            {entry.status === 'pending' && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={grantState.loading}
                  aria-label={`Grant the application of ${entry.userName}`}
                  onClick={() => void grantOne(entry.id, entry.userName)}
                >
                  Grant
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Decline the application of ${entry.userName}`}
                  onClick={() => setDeclining({ id: entry.id, name: entry.userName })}
                >
                  Decline
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      {declining && (
        <DeclineDialog
          {...declining}
          onClose={() => setDeclining(null)}
          onDone={() => {
            setDeclining(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}
