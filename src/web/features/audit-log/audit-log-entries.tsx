// The entries of one page: a table on wider screens, a list of cards at phone width where five
// columns do not fit. Both show the same fields.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../domain/audit-collections.ts';
import { roleLabel } from '../../../domain/roles.ts';
import { AuditChangeList, NEW_VALUE_COLOR, OLD_VALUE_COLOR } from './audit-change-list.tsx';
import { describeAuthor, formatTimestamp, type AuditEntryView } from './audit-entry.ts';

// Light backgrounds under navy text keep the contrast well above WCAG AA at chip size.
const ACTION_BACKGROUNDS: Record<AuditAction, string> = {
  Create: NEW_VALUE_COLOR,
  Update: '#DCEBFA',
  Delete: OLD_VALUE_COLOR,
  Unknown: '#E8EAED',
};

function ActionChip({ action }: { action: AuditAction }) {
  return (
    <Chip
      label={AUDIT_ACTION_LABELS[action]}
      size="small"
      sx={{ bgcolor: ACTION_BACKGROUNDS[action], color: 'text.primary', fontWeight: 600 }}
    />
  );
}

export function AuditLogTable(props: { entries: readonly AuditEntryView[]; captionId: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Changes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
              </TableCell>
              <TableCell>
                {entry.updatedBy.name ?? 'System'}
                {entry.updatedBy.name && entry.updatedBy.role && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {roleLabel(entry.updatedBy.role)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                {entry.collection.label}
              </TableCell>
              <TableCell>
                <ActionChip action={entry.action} />
              </TableCell>
              <TableCell sx={{ width: '36%', minWidth: 240 }}>
                <AuditChangeList changes={entry.changes} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function AuditLogCards(props: { entries: readonly AuditEntryView[]; captionId: string }) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      // minmax(0, 1fr): a long value wraps inside the card instead of widening the page.
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      {props.entries.map((entry) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
            </Typography>
            <ActionChip action={entry.action} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {describeAuthor(entry.updatedBy)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {entry.collection.label}
          </Typography>
          <Typography variant="body2" component="div">
            <AuditChangeList changes={entry.changes} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
