// Filters of the audit log: collection, action, author and a range of days. Each change applies
// at once (and goes back to the first page); native selects and date inputs keep them keyboard-
// and screen-reader-friendly on every device; the author is picked from the accounts by name.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTIONS,
  type AuditAction,
  type AuditCollection,
} from '../../../domain/audit-collections.ts';
import { AuditAuthorPicker } from './audit-author-picker.tsx';
import { isBackwardsRange, type AuditLogSearch } from './audit-log-search.ts';

type Filters = Pick<AuditLogSearch, 'collection' | 'action' | 'user' | 'from' | 'to'>;

export function AuditLogFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { value, onChange } = props;
  const backwards = isBackwardsRange(value);
  const filtered = value.collection || value.action || value.user || value.from || value.to;
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
        // Two rows of three on laptops, one row on wide screens.
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(3, minmax(0, 240px))',
          xl: 'repeat(2, minmax(0, 190px)) minmax(0, 240px) repeat(2, minmax(0, 190px)) auto',
        },
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
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <AuditAuthorPicker value={value.user} onChange={(user) => set({ user })} />
      </Box>
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
        onClick={() =>
          onChange({ collection: null, action: null, user: null, from: null, to: null })
        }
        sx={{ justifySelf: 'start', mt: 0.25 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
