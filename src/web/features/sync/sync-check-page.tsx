// One sync check: its counts, a live progress bar fed by the syncCheckProgress subscription while
// it runs, a cancel button, and its conflicts filtered by kind (filter and page in the address).
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import type { SyncConflictKind } from '../../gql/graphql.ts';
import { choiceFilter } from '../../ui/list-address.ts';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageQueryOf } from '../../ui/list-paging.ts';
import { pageOf } from '../../ui/list-results.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { SyncCheckSummary } from './sync-check-summary.tsx';
import { SyncConflictsList } from './sync-conflicts-list.tsx';
import { progressPercent, SYNC_CONFLICT_KIND_LABELS } from './sync-labels.ts';
import { SYNC_STATUS_PATH } from './sync-paths.ts';
import { useSyncProgress } from './sync-progress-stream.ts';
import { CANCEL_SYNC_CHECK_MUTATION, SYNC_CHECK_QUERY } from './sync.queries.ts';

const KINDS = Object.keys(SYNC_CONFLICT_KIND_LABELS) as SyncConflictKind[];
/** ?kind=missingInLegacy; every kind when absent. */
const CONFLICT_FILTERS = { kind: choiceFilter(KINDS) };

export function SyncCheckPage({ syncCheckId }: { syncCheckId: string }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roles } = useStaffUser();
  const { reportMutation } = useSnackbar();
  const address = useListAddress(CONFLICT_FILTERS);
  const { kind } = address.view;
  const { data, previousData, loading, error, refetch } = useQuery(SYNC_CHECK_QUERY, {
    variables: { id: syncCheckId, kind, pageQuery: pageQueryOf(address.view) },
    // Each progress event refetches. With deduplication a refetch made while an earlier one is in
    // flight joins it and gets the earlier answer, so the end event could leave the page "Running".
    context: { queryDeduplication: false },
  });
  const [cancel, cancelState] = useMutation(CANCEL_SYNC_CHECK_MUTATION);
  const check = (data ?? previousData)?.syncCheck;
  const running = check?.isRunning ?? false;
  const live = useSyncProgress(syncCheckId, running);

  // Every event brings new counts and conflicts: reload them (the end event ends the stream).
  useEffect(() => {
    if (live) void refetch();
  }, [live, refetch]);

  const processed = live
    ? live.processedCount
    : (check?.checkedStudentsCount ?? 0) + (check?.ignoredStudentsCount ?? 0);
  const total = live?.studentsCount ?? check?.studentsCount ?? 0;
  const percent = check && !running ? 100 : progressPercent(processed, total);
  const { rows: conflicts, total: conflictsTotal } = pageOf(check?.conflicts);

  if (error && !check) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        This sync check could not be loaded: {error.message}
      </Alert>
    );
  }

  return (
    <>
      <Link component={RouterLink} to={SYNC_STATUS_PATH}>
        Sync status
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 1,
          mb: 2,
        }}
      >
        <Typography variant="h1">Sync check</Typography>
        {running && can(roles, 'sync.run') && (
          <Button
            variant="outlined"
            color="error"
            disabled={cancelState.loading || check?.cancelRequested}
            onClick={() =>
              void reportMutation(cancel({ variables: { id: syncCheckId } }), {
                success: 'The sync check will stop after the students it is comparing now.',
              }).then(() => refetch())
            }
          >
            {check?.cancelRequested ? 'Cancelling…' : 'Cancel check'}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Students compared"
            sx={{ flex: '1 1 240px', height: 10, borderRadius: 5 }}
          />
          <Typography aria-live="polite">
            {processed.toLocaleString('en-US')} of {total.toLocaleString('en-US')} students (
            {percent}%)
          </Typography>
        </Box>
        {check ? <SyncCheckSummary check={check} /> : <Typography>Loading…</Typography>}
        {check && check.errors.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {check.errors.map((item) => item.message).join(' · ')}
          </Alert>
        )}
      </Paper>

      <ListFilters label="Filter conflicts">
        <ChoiceFilter
          label="Conflict kind"
          value={kind}
          values={KINDS}
          labelOf={(value) => SYNC_CONFLICT_KIND_LABELS[value]}
          allLabel="All kinds"
          menuItem={MenuItem}
          minWidth={240}
          onChange={(value) => address.filter({ kind: value })}
        />
      </ListFilters>
      <PagedListResults
        heading="Conflicts"
        noun={{ one: 'conflict', many: 'conflicts' }}
        query={{ loading, error, refetch }}
        rows={check ? conflicts : undefined}
        paging={address.view}
        total={conflictsTotal}
        onPage={address.page}
      >
        <SyncConflictsList conflicts={conflicts ?? []} wide={wide} />
      </PagedListResults>
    </>
  );
}
