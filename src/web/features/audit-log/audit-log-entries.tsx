// The audit log grid's columns: when, who, the record, the action and its changes (old value in
// red, new in green); the CSV holds the same in words.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../domain/audit-collections.ts';
import { roleLabel } from '../../../domain/roles.ts';
import { AuditChangeList, NEW_VALUE_COLOR, OLD_VALUE_COLOR } from './audit-change-list.tsx';
import type { ListGridColumn } from '../../ui/list-grid.tsx';
import {
  describeAuthor,
  describeChanges,
  formatTimestamp,
  type AuditEntryView,
} from './audit-entry.ts';

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

export const AUDIT_LOG_COLUMNS: readonly ListGridColumn<AuditEntryView>[] = [
  {
    field: 'timestamp',
    header: 'When',
    text: (entry) => formatTimestamp(entry.timestamp),
    render: (entry) => <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>,
    minWidth: 170,
    flex: 0.8,
  },
  {
    field: 'who',
    header: 'Who',
    text: (entry) => describeAuthor(entry.updatedBy),
    render: (entry) => (
      <span>
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
      </span>
    ),
    minWidth: 140,
    flex: 0.8,
  },
  { field: 'record', header: 'Record', text: (entry) => entry.collection.label, minWidth: 140 },
  {
    field: 'action',
    header: 'Action',
    text: (entry) => AUDIT_ACTION_LABELS[entry.action],
    render: (entry) => <ActionChip action={entry.action} />,
    minWidth: 110,
    flex: 0.5,
  },
  {
    field: 'changes',
    header: 'Changes',
    text: (entry) => describeChanges(entry.changes),
    render: (entry) => (
      <Box sx={{ width: '100%' }}>
        <AuditChangeList changes={entry.changes} />
      </Box>
    ),
    minWidth: 260,
    flex: 2,
  },
];
