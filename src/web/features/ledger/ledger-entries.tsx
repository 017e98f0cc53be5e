// The entries of one page: a table on wide screens, cards at phone width. Both show the same
// facts: when and by whom, what happened, product changes, money, and the balances right after.
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
import type { ReactNode } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { BalancesAfter, LedgerEntryView } from './ledger-entry-view.ts';
import {
  describeQuantity,
  formatQuantity,
  KIND_LABELS,
  LOG_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_TYPE_LABELS,
} from '../../../domain/ledger/ledger-labels.ts';

export interface EntriesProps {
  entries: readonly LedgerEntryView[];
  balances: ReadonlyMap<string, BalancesAfter>;
  settled: ReadonlySet<string>;
  studentNames: ReadonlyMap<string, string>;
  captionId: string;
  /** Buttons for what the viewer may do with an entry; null for none. */
  actionsFor: (entry: LedgerEntryView, direction: 'row' | 'column') => ReactNode;
  showActions: boolean;
}

/** "+$899", "−$200", "$0". */
export const signedMoney = (cents: number) =>
  cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `−${formatCents(-cents)}` : formatCents(0);

function Tags({ entry, voided }: { entry: LedgerEntryView; voided: boolean }) {
  const tags = [
    entry.logType ? LOG_TYPE_LABELS[entry.logType] : null,
    entry.origin === 'auto' ? 'Auto' : null,
    voided ? 'Voided' : null,
  ].filter((tag): tag is string => tag !== null);
  if (tags.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, ml: 1 }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          label={tag}
          size="small"
          variant="outlined"
          sx={{
            height: 22,
            color: 'text.primary',
            ...(tag === 'Voided' ? { bgcolor: '#fdb8c0', borderColor: '#fdb8c0' } : {}),
          }}
        />
      ))}
    </Box>
  );
}

function Details({ entry, names }: { entry: LedgerEntryView; names: ReadonlyMap<string, string> }) {
  const parts: string[] = [];
  if (entry.items?.length) {
    parts.push(
      entry.items.map((item) => describeQuantity(item.product, item.quantity, false)).join(', '),
    );
  }
  // A voucher pays 0 cents, yet which voucher paid is what staff look for.
  if (entry.paymentMethod && (entry.amountCents !== 0 || entry.paymentMethod === 'voucher')) {
    parts.push(
      `${PAYMENT_METHOD_LABELS[entry.paymentMethod]}${entry.paymentReference ? ` (${entry.paymentReference})` : ''}`,
    );
  }
  if (entry.counterpartStudentId) {
    const name = names.get(entry.counterpartStudentId) ?? 'another student';
    parts.push(entry.logType === 'IncomingPurchaseTransfer' ? `From ${name}` : `To ${name}`);
  }
  return (
    <>
      {parts.map((part) => (
        <Typography
          key={part}
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {part}
        </Typography>
      ))}
      {entry.note && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{entry.note}”
        </Typography>
      )}
    </>
  );
}

const linesOf = (entry: LedgerEntryView) =>
  entry.lines.map((line, index) => (
    <Box
      key={`${line.lotId}-${index}`}
      component="span"
      sx={{ display: 'block', whiteSpace: 'nowrap' }}
    >
      {describeQuantity(line.product, line.quantity, true)}
    </Box>
  ));

const balancesOf = (after: BalancesAfter | undefined) =>
  after?.types.map((row) => (
    <Box key={row.productType} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {PRODUCT_TYPE_LABELS[row.productType]} {formatQuantity(row.productType, row.quantity)}
    </Box>
  ));

export function LedgerEntriesTable(props: EntriesProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell>Products</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Balances after</TableCell>
            {props.showActions && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.createdAt}>
                  {formatDate(entry.createdAt, DATE_TIME_FORMAT)}
                </time>
                <Typography variant="body2" color="text.secondary">
                  {entry.createdByName}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {KIND_LABELS[entry.kind]}
                </Typography>
                <Tags entry={entry} voided={props.settled.has(entry.id)} />
                <Details entry={entry} names={props.studentNames} />
              </TableCell>
              <TableCell>{linesOf(entry)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {signedMoney(entry.amountCents)}
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  Funds {formatCents(props.balances.get(entry.id)?.fundsCents ?? 0)}
                </Box>
                {balancesOf(props.balances.get(entry.id))}
              </TableCell>
              {props.showActions && <TableCell>{props.actionsFor(entry, 'column')}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function LedgerEntryCards(props: EntriesProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.entries.map((entry) => {
        const after = props.balances.get(entry.id);
        return (
          <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {KIND_LABELS[entry.kind]}
                </Typography>
                <Tags entry={entry} voided={props.settled.has(entry.id)} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {signedMoney(entry.amountCents)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.createdAt}>
                {formatDate(entry.createdAt, DATE_TIME_FORMAT)}
              </time>{' '}
              · {entry.createdByName}
            </Typography>
            <Details entry={entry} names={props.studentNames} />
            {entry.lines.length > 0 && (
              <Typography variant="body2" component="div" sx={{ mt: 1 }}>
                {linesOf(entry)}
              </Typography>
            )}
            <Typography variant="body2" component="div" sx={{ mt: 1 }} color="text.secondary">
              After: funds {formatCents(after?.fundsCents ?? 0)}
              {after?.types.map(
                (row) =>
                  ` · ${PRODUCT_TYPE_LABELS[row.productType]} ${formatQuantity(row.productType, row.quantity)}`,
              )}
            </Typography>
            {props.showActions && <Box sx={{ mt: 1 }}>{props.actionsFor(entry, 'row')}</Box>}
          </Paper>
        );
      })}
    </Box>
  );
}
