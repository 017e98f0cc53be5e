// The entries' filters (the SPEC log filter as toggle buttons, the ledger log type as a select)
// and the totals of what they show.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/currency.ts';
import { LEDGER_LOG_TYPES } from '../../../domain/ledger/log-type.ts';
import { LOG_FILTERS, type LogFilter } from '../../../domain/log-filter.ts';
import type { LedgerTotals as Totals } from './ledger-entry-view.ts';
import { LOG_TYPE_LABELS } from '../../../domain/ledger/ledger-labels.ts';
import type { LedgerSearch, LogTypeChoice } from './ledger-search.ts';
import { signedMoney } from './ledger-entries.tsx';

type Filters = Pick<LedgerSearch, 'filter' | 'logType'>;

export function LedgerFilters(props: {
  value: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { value, onChange } = props;
  return (
    <Box
      role="search"
      aria-label="Filter the ledger entries"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Log filter"
        value={value.filter}
        onChange={(_event, filter: LogFilter | null) => {
          if (filter) onChange({ filter });
        }}
      >
        {LOG_FILTERS.map((filter) => (
          <ToggleButton
            key={filter}
            value={filter}
            sx={{ px: 1.75, textTransform: 'none', color: 'text.secondary' }}
          >
            {filter}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Log type"
        value={value.logType ?? ''}
        onChange={(event) =>
          onChange({ logType: (event.target.value || null) as LogTypeChoice | null })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="">All log types</option>
        {LEDGER_LOG_TYPES.map((type) => (
          <option key={type} value={type}>
            {LOG_TYPE_LABELS[type]}
          </option>
        ))}
        <option value="None">Lessons (no log type)</option>
      </TextField>
    </Box>
  );
}

export function LedgerTotals({ totals }: { totals: Totals }) {
  const figures = [
    ['Paid in', formatCents(totals.paidInCents)],
    ['Refunded', formatCents(totals.refundedCents)],
    ['Net', signedMoney(totals.netCents)],
  ] as const;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        Totals of the entries shown (all pages):
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
