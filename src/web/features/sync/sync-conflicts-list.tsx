// The conflicts of one check: a table on wide screens, cards on phones; each opens its page.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SyncCheckQuery } from '../../gql/graphql.ts';
import { conflictSubject, formatSyncValue, SYNC_INDICATOR_LABELS } from './sync-labels.ts';
import { syncConflictPath } from './sync-paths.ts';
import { useResultsHeadingId } from '../../ui/results-heading.ts';

type Conflict = NonNullable<SyncCheckQuery['syncCheck']>['conflicts']['edges'][number]['node'];

export function SyncConflictsList(props: { conflicts: Conflict[]; wide: boolean }) {
  const { conflicts, wide } = props;
  // Named by the results heading around (ListResults).
  const captionId = useResultsHeadingId();
  const studentLink = (conflict: Conflict) => (
    <Link component={RouterLink} to={syncConflictPath(conflict.id)}>
      {conflict.studentName || conflict.studentId}
    </Link>
  );
  if (!wide) {
    return (
      <Box component="ul" aria-labelledby={captionId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {conflicts.map((conflict) => (
          <Card key={conflict.id} component="li" variant="outlined" sx={{ mb: 1 }}>
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>{studentLink(conflict)}</Typography>
              <Typography>{conflictSubject(conflict.kind, conflict.productType)}</Typography>
              <Typography variant="body2">
                RoadReady {formatSyncValue(conflict.kind, conflict.nextValue)} · Legacy{' '}
                {formatSyncValue(conflict.kind, conflict.legacyValue)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {SYNC_INDICATOR_LABELS[conflict.syncIndicator]}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-labelledby={captionId}>
      <TableHead>
        <TableRow>
          <TableCell>Student</TableCell>
          <TableCell>Conflict</TableCell>
          <TableCell align="right">RoadReady</TableCell>
          <TableCell align="right">Legacy</TableCell>
          <TableCell>Sync indicator</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {conflicts.map((conflict) => (
          <TableRow key={conflict.id}>
            <TableCell>{studentLink(conflict)}</TableCell>
            <TableCell>{conflictSubject(conflict.kind, conflict.productType)}</TableCell>
            <TableCell align="right">
              {formatSyncValue(conflict.kind, conflict.nextValue)}
            </TableCell>
            <TableCell align="right">
              {formatSyncValue(conflict.kind, conflict.legacyValue)}
            </TableCell>
            <TableCell>{SYNC_INDICATOR_LABELS[conflict.syncIndicator]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
