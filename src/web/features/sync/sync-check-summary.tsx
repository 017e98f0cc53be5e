// The counts of one sync check (SPEC §3), shared by the status page and the check page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { SyncCheckFieldsFragment } from '../../gql/graphql.ts';
import { checkState } from './sync-labels.ts';

export function SyncCheckSummary({ check }: { check: SyncCheckFieldsFragment }) {
  const facts: [string, string][] = [
    ['State', checkState(check)],
    ['Started', `${formatDate(check.startTime, DATE_TIME_FORMAT)} by ${check.startedByName}`],
    ['Ended', check.endTime ? formatDate(check.endTime, DATE_TIME_FORMAT) : '—'],
    ['Students', check.studentsCount.toLocaleString('en-US')],
    ['Checked', check.checkedStudentsCount.toLocaleString('en-US')],
    ['Ignored', check.ignoredStudentsCount.toLocaleString('en-US')],
    ['With a ledger', check.ledgerStudentsCount.toLocaleString('en-US')],
    ['Out of sync', check.outOfSyncStudentsCount.toLocaleString('en-US')],
    ['Conflicts', check.conflictsCount.toLocaleString('en-US')],
    ['Errors', check.errorsCount.toLocaleString('en-US')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
