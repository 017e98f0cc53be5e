// Sync status (Operations): the most recent sync check (SPEC §9: first 1) with its counts, the
// last completed one, a button to start a check, and the legacy balances import.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { LegacyImportForm } from './legacy-import-form.tsx';
import { SyncCheckSummary } from './sync-check-summary.tsx';
import { syncCheckPath } from './sync-paths.ts';
import { START_SYNC_CHECK_MUTATION, SYNC_STATUS_QUERY } from './sync.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

export function SyncStatusPage() {
  const { roles } = useStaffUser();
  const canRun = can(roles, 'sync.run');
  const navigate = useNavigate();
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(SYNC_STATUS_QUERY);
  const [start, startState] = useMutation(START_SYNC_CHECK_MUTATION);
  const latest = data?.syncChecks.edges[0]?.node;
  const lastCompleted = data?.lastCompletedSyncCheck;

  async function startCheck() {
    const result = await reportMutation(start(), { success: 'The sync check has started.' });
    if (result?.data) await navigate(syncCheckPath(result.data.startSyncCheck.id));
  }

  return (
    <>
      <ListPageHeader
        title="Sync status"
        description="A sync check compares every student’s driving and observation minutes, funds and expired minutes with the balances imported from the legacy system. One check runs at a time."
        create={
          canRun && {
            label: 'Start sync check',
            disabled: startState.loading || Boolean(latest?.isRunning),
            onClick: () => void startCheck(),
          }
        }
      />
      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
          sx={{ mb: 2 }}
        >
          The sync status could not be loaded.
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="latest-check" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', mb: 2 }}>
          <Typography id="latest-check" variant="h2">
            Most recent check
          </Typography>
          {latest && (
            <Link component={RouterLink} to={syncCheckPath(latest.id)}>
              Open this check
            </Link>
          )}
        </Box>
        {latest ? (
          <SyncCheckSummary check={latest} />
        ) : (
          <Typography>{loading ? 'Loading…' : 'No sync check has run yet.'}</Typography>
        )}
        {lastCompleted && lastCompleted.id !== latest?.id && (
          <Typography sx={{ mt: 2 }}>
            Last completed check:{' '}
            <Link component={RouterLink} to={syncCheckPath(lastCompleted.id)}>
              {formatDate(lastCompleted.endTime, DATE_TIME_FORMAT)}
            </Link>{' '}
            with {lastCompleted.conflictsCount} conflicts.
          </Typography>
        )}
      </Paper>
      {canRun && <LegacyImportForm />}
    </>
  );
}
