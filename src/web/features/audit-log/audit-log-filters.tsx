// Filters of the audit log: collection, action and a range of days. Each change applies at once
// (and goes back to the first page); native selects and date inputs keep them keyboard- and
// screen-reader-friendly on every device.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTIONS,
  type AuditAction,
  type AuditCollection,
} from '../../../domain/audit-collections.ts';
import { isBackwardsRange, type AuditLogSearch } from './audit-log-search.ts';

type Filters = Pick<AuditLogSearch, 'collection' | 'action' | 'from' | 'to'>;

export function AuditLogFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { value, onChange } = props;
  const backwards = isBackwardsRange(value);
  const filtered = value.collection || value.action || value.from || value.to;
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 200px)) auto' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        select
        label="Collection"
        size="small"
        value={value.collection ?? ''}
        onChange={(event) =>
          set({ collection: (event.target.value || null) as AuditCollection | null })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All collections</option>
        {AUDIT_COLLECTIONS.map((collection) => (
          <option key={collection} value={collection}>
            {collection}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Action"
        size="small"
        value={value.action ?? ''}
        onChange={(event) => set({ action: (event.target.value || null) as AuditAction | null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {action}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        size="small"
        value={value.from ?? ''}
        onChange={(event) => set({ from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to ?? undefined } }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={value.to ?? ''}
        onChange={(event) => set({ to: event.target.value || null })}
        error={backwards}
        helperText={backwards ? 'The end date is before the start date.' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from ?? undefined } }}
      />
      <Button
        variant="text"
        disabled={!filtered}
        onClick={() => onChange({ collection: null, action: null, from: null, to: null })}
        sx={{ justifySelf: 'start', mt: 0.25 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
