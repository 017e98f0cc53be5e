// Scholarship applications (back-office): newest first, filtered by status; a pending one is
// granted (a voucher for the course, whose code is shown to send to the family) or declined with
// a reason.
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
} from '../../../domain/scholarships/scholarship-application.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { choiceFilter } from '../../ui/list-address.ts';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import {
  DECLINE_SCHOLARSHIP_MUTATION,
  GRANT_SCHOLARSHIP_MUTATION,
  SCHOLARSHIP_APPLICATIONS_QUERY,
} from './scholarships.queries.ts';

const STATUS_LABELS: Readonly<Record<ScholarshipStatus, string>> = SCHOLARSHIP_STATUS_LABELS;
// New applications first: the list opens on those waiting (?status=all for every one).
const SCHOLARSHIP_FILTERS = { status: choiceFilter(SCHOLARSHIP_STATUSES, 'pending') };

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
  const address = useListAddress(SCHOLARSHIP_FILTERS);
  const { status } = address.view;
  const list = useQuery(SCHOLARSHIP_APPLICATIONS_QUERY, { variables: { status } });
  const [grant, grantState] = useMutation(GRANT_SCHOLARSHIP_MUTATION);
  const [declining, setDeclining] = useState<{ id: string; name: string } | null>(null);
  const loaded = (list.data ?? list.previousData)?.scholarshipApplications;
  const applications = loaded ?? [];

  async function grantOne(id: string, name: string) {
    const done = await reportMutation(grant({ variables: { id } }));
    const code = done?.data?.grantScholarship.voucherCode;
    if (!code) return;
    // The code is what staff send to the family: say it, not only "saved".
    showMessage(`Granted to ${name}: voucher ${code}.`, 'success');
    void list.refetch();
  }

  return (
    <>
      <ListPageHeader
        title="Scholarships"
        description="Applications families send from the scholarship page of a course. Granting one creates a voucher for the course; send its code to the family."
      />
      <ListFilters label="Filter applications">
        <ChoiceFilter
          menuItem={MenuItem}
          label="Status"
          value={status}
          values={SCHOLARSHIP_STATUSES}
          labelOf={(value) => STATUS_LABELS[value]}
          allLabel="All"
          onChange={(value) => address.filter({ status: value })}
          minWidth={200}
        />
      </ListFilters>
      <ListResults
        heading="Applications"
        noun={{ one: 'application', many: 'applications' }}
        query={list}
        rows={loaded}
        empty="No applications here."
      >
        <CardList single>
          {applications.map((entry) => (
            <RecordCard
              key={entry.id}
              title={entry.userName}
              badges={
                <Chip
                  size="small"
                  variant="outlined"
                  label={STATUS_LABELS[entry.status]}
                  color={entry.status === 'granted' ? 'success' : 'default'}
                />
              }
              actions={
                entry.status === 'pending' && (
                  <RowActions
                    name={`the application of ${entry.userName}`}
                    sx={{ mt: 1 }}
                    actions={[
                      {
                        label: 'Grant',
                        look: 'strong',
                        disabled: grantState.loading,
                        onClick: () => void grantOne(entry.id, entry.userName),
                      },
                      {
                        label: 'Decline',
                        look: 'danger',
                        onClick: () => setDeclining({ id: entry.id, name: entry.userName }),
                      },
                    ]}
                  />
                )
              }
            >
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
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {declining && (
        <DeclineDialog
          {...declining}
          onClose={() => setDeclining(null)}
          onDone={() => {
            setDeclining(null);
            void list.refetch();
          }}
        />
      )}
    </>
  );
}
