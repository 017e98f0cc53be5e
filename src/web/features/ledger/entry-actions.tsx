// The buttons beside an entry for what may still be done with it: refund, correct or void a
// purchase, void a refund, void or transfer an expiration. Settled entries (already voided) offer nothing.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { LedgerEntryView } from './ledger-entry-view.ts';

export type EntryAction =
  | 'refund'
  | 'editPurchase'
  | 'voidPurchase'
  | 'voidRefund'
  | 'voidExpiration'
  | 'transferExpiration';

export function actionsOf(entry: LedgerEntryView, settled: boolean): EntryAction[] {
  if (settled) return [];
  switch (entry.kind) {
    case 'purchase':
      return ['refund', 'editPurchase', 'voidPurchase'];
    case 'refund':
      return ['voidRefund'];
    case 'expireProducts':
      return entry.lines.length > 0 ? ['voidExpiration', 'transferExpiration'] : [];
    default:
      return [];
  }
}

const LABELS: Record<EntryAction, { text: string; what: string }> = {
  refund: { text: 'Refund…', what: 'Refund the purchase of' },
  editPurchase: { text: 'Correct…', what: 'Correct the purchase of' },
  voidPurchase: { text: 'Void…', what: 'Void the purchase of' },
  voidRefund: { text: 'Void…', what: 'Void the refund of' },
  voidExpiration: { text: 'Void…', what: 'Void the expiration of' },
  transferExpiration: { text: 'Transfer…', what: 'Transfer the products expired on' },
};

export function EntryActions(props: {
  entry: LedgerEntryView;
  settled: boolean;
  onChoose: (action: EntryAction) => void;
  direction?: 'row' | 'column';
}) {
  const actions = actionsOf(props.entry, props.settled);
  if (actions.length === 0) return null;
  const when = formatDate(props.entry.createdAt, DATE_TIME_FORMAT);
  return (
    <Stack direction={props.direction ?? 'row'} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant="text"
          color={action.startsWith('void') ? 'error' : 'primary'}
          aria-label={`${LABELS[action].what} ${when}`}
          onClick={() => props.onChoose(action)}
          sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
        >
          {LABELS[action].text}
        </Button>
      ))}
    </Stack>
  );
}
