// One sync conflict: our value next to the legacy value and the day-by-day breakdown, the days
// that still agree in green and the day the two diverge in red (SPEC §9 highlight colours).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SyncConflictQuery } from '../../gql/graphql.ts';
import { studentPath } from '../students/student-paths.ts';
import { conflictSubject, formatSyncValue, SYNC_INDICATOR_LABELS } from './sync-labels.ts';
import { syncCheckPath } from './sync-paths.ts';
import { SYNC_CONFLICT_QUERY } from './sync.queries.ts';

/** SPEC §9 highlight colours: red for the diverging day, green for days that still agree. */
export const DIVERGING_DAY_COLOUR = '#fdb8c0';
export const AGREEING_DAY_COLOUR = '#acf2bd';

type Conflict = NonNullable<SyncConflictQuery['syncConflict']>;

/** Days before the first divergence agree; the rest come after it and are left plain. */
export function dayColours(breakdown: Conflict['breakdown']): (string | undefined)[] {
  const hasLegacy = breakdown.some((row) => row.legacyTotal !== null);
  let diverged = false;
  return breakdown.map((row) => {
    if (!hasLegacy) return undefined;
    if (row.diverges) {
      diverged = true;
      return DIVERGING_DAY_COLOUR;
    }
    return diverged ? undefined : AGREEING_DAY_COLOUR;
  });
}

export function SyncConflictPage({ syncConflictId }: { syncConflictId: string }) {
  const { data, loading, error, refetch } = useQuery(SYNC_CONFLICT_QUERY, {
    variables: { id: syncConflictId },
  });
  const conflict = data?.syncConflict;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        This sync conflict could not be loaded: {error.message}
      </Alert>
    );
  }
  if (!conflict) return <Typography>{loading ? 'Loading…' : 'Not found.'}</Typography>;
  const value = (amount: number | null) => formatSyncValue(conflict.kind, amount);
  const colours = dayColours(conflict.breakdown);
  const hasLegacyLog = colours.some(Boolean);
  const diverging = conflict.breakdown.find((row) => row.diverges);

  return (
    <>
      <Link component={RouterLink} to={syncCheckPath(conflict.lastSyncCheckId)}>
        Back to the sync check
      </Link>
      <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
        Sync conflict
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to={studentPath(conflict.studentId)}>
          {conflict.studentName || conflict.studentId}
        </Link>{' '}
        · {conflictSubject(conflict.kind, conflict.productType)} ·{' '}
        {SYNC_INDICATOR_LABELS[conflict.syncIndicator]}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        <Box>
          <Typography color="text.secondary">RoadReady</Typography>
          <Typography variant="h2" component="p">
            {value(conflict.nextValue)}
          </Typography>
        </Box>
        <Box>
          <Typography color="text.secondary">Legacy system</Typography>
          <Typography variant="h2" component="p">
            {value(conflict.legacyValue)}
          </Typography>
        </Box>
      </Paper>
      <Typography id="breakdown-heading" variant="h2" sx={{ mb: 1 }}>
        Day by day
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {!hasLegacyLog
          ? 'The legacy import had no day-by-day log for this student: our ledger’s days are shown alone.'
          : diverging
            ? `The two first differ on ${diverging.day} (in red)${colours.includes(AGREEING_DAY_COLOUR) ? '; the days before it agree (in green)' : ''}.`
            : 'The legacy log agrees day by day; the difference comes from the balances record.'}
      </Typography>
      {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
      <Box
        role="region"
        aria-labelledby="breakdown-heading"
        tabIndex={0}
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-labelledby="breakdown-heading">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell align="right">RoadReady change</TableCell>
              <TableCell align="right">Legacy change</TableCell>
              <TableCell align="right">RoadReady total</TableCell>
              <TableCell align="right">Legacy total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {conflict.breakdown.map((row, index) => (
              <TableRow
                key={row.day}
                sx={colours[index] ? { backgroundColor: colours[index] } : undefined}
                aria-current={row.diverges ? 'date' : undefined}
              >
                <TableCell>
                  {row.day}
                  {row.diverges ? ' (first difference)' : ''}
                </TableCell>
                <TableCell align="right">{value(row.nextChange)}</TableCell>
                <TableCell align="right">{value(row.legacyChange)}</TableCell>
                <TableCell align="right">{value(row.nextTotal)}</TableCell>
                <TableCell align="right">{value(row.legacyTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
