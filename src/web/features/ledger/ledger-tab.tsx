// The "Ledger" tab of a student's page: balances, the entries with running balances (filtered by
// the SPEC log filter and the ledger log type, paged, totalled, exportable as CSV), and the money
// actions the viewer's roles allow. Filter and page live in the address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { ChargeDialog } from './charge-dialog.tsx';
import { ExpireDialog, VoidExpirationDialog } from './expiration-dialogs.tsx';
import { today } from './form-values.ts';
import { LedgerBalances } from './ledger-balances.tsx';
import { downloadCsv } from './download.ts';
import { ledgerCsv, ledgerCsvFileName } from './ledger-csv.ts';
import { LedgerEntriesTable, LedgerEntryCards } from './ledger-entries.tsx';
import {
  paymentNow,
  refundableCents,
  refundableProducts,
  runningBalances,
  settledEntryIds,
  totalsOf,
  type LedgerEntryView,
  type ProductRef,
} from './ledger-entry-view.ts';
import { LedgerFilters, LedgerTotals } from './ledger-filters.tsx';
import { EntryActions, type EntryAction } from './entry-actions.tsx';
import {
  filterEntries,
  pageOf,
  readLedgerSearch,
  writeLedgerSearch,
  type LedgerSearch,
} from './ledger-search.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { EditPurchaseDialog } from './edit-purchase-dialog.tsx';
import { PurchaseDialog } from './purchase-dialog.tsx';
import { TransferAccountDialog } from './transfer-account-dialog.tsx';
import { TransferExpirationDialog } from './transfer-expiration-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useLedger, type LedgerData } from './use-ledger.ts';
import type { LedgerActionContext } from './use-money-action.ts';
import { VoidDialog } from './void-dialog.tsx';
import { RetryAlert } from '../../ui/list-results-status.tsx';

type OpenDialog =
  | { kind: 'purchase' | 'charge' | 'transfer' | 'transferAccount' | 'expire' }
  | { kind: EntryAction; entry: LedgerEntryView };

/** Per product, the quantity on lots matching `keep` (e.g. not yet expired). */
function heldProducts(
  lots: LedgerData['lots'],
  keep: (lot: LedgerData['lots'][number]) => boolean,
): { product: ProductRef; quantity: number }[] {
  const byProduct = new Map<string, { product: ProductRef; quantity: number }>();
  for (const lot of lots) {
    if (lot.quantity <= 0 || !keep(lot)) continue;
    const row = byProduct.get(lot.product.id) ?? { product: lot.product, quantity: 0 };
    row.quantity += lot.quantity;
    byProduct.set(lot.product.id, row);
  }
  return [...byProduct.values()].sort((a, b) => a.product.name.localeCompare(b.product.name));
}

export function LedgerTab({ studentId }: { studentId: string }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roles } = useStaffUser();
  const canPurchase = can(roles, 'ledger.purchase');
  const canAdjust = can(roles, 'ledger.adjust');
  const [params, setParams] = useSearchParams();
  const search = readLedgerSearch(params);
  const ledger = useLedger(studentId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const balancesHeading = useId();
  const entriesHeading = useId();

  const data = ledger.data;
  const { filter, logType } = search;
  const derived = useMemo(() => {
    const entries = data?.entries ?? [];
    const filtered = filterEntries(entries, { filter, logType });
    return {
      balances: runningBalances(entries),
      settled: settledEntryIds(entries),
      filtered,
      totals: totalsOf(filtered),
      productNames: new Map(
        entries.flatMap((entry) => entry.lines.map((line) => [line.product.id, line.product.name])),
      ),
    };
  }, [data, filter, logType]);

  // A change to the address lands only after the back-office's client loader has run, and React
  // Router's functional update sees the address of the last render. So patches build on the last
  // search asked for until the address has caught up: a filter then a log type chosen quickly
  // must not undo each other.
  const pending = useRef<LedgerSearch | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const show = (patch: Partial<LedgerSearch>) => {
    const next = { ...(pending.current ?? search), ...patch };
    pending.current = next;
    setParams(writeLedgerSearch(params, next), { preventScrollReset: true });
  };

  if (!data) {
    return ledger.error ? (
      <RetryAlert onRetry={() => void ledger.reload()}>
        The ledger could not be loaded. {errorMessageOf(ledger.error)}
      </RetryAlert>
    ) : (
      <Box role="status" sx={{ py: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Loading the ledger…
        </Typography>
        <LinearProgress aria-label="Loading the ledger" />
      </Box>
    );
  }

  const { rows, page } = pageOf(derived.filtered, search);
  const total = derived.filtered.length;
  const context: LedgerActionContext = {
    studentId,
    version: data.version,
    productNames: derived.productNames,
    reload: ledger.reload,
    close: () => setDialog(null),
  };
  const now = Date.now();
  const usable = heldProducts(data.lots, (lot) => new Date(lot.expiresAt).getTime() > now);
  const held = heldProducts(data.lots, () => true);

  const exportCsv = () =>
    downloadCsv(
      ledgerCsv(derived.filtered, { balances: derived.balances, studentNames: data.studentNames }),
      ledgerCsvFileName(data.studentNames.get(studentId) ?? null, today()),
    );

  const summary =
    total === 0
      ? data.entries.length === 0
        ? 'No entries yet.'
        : 'No entries match these filters.'
      : `Showing ${page * search.size + 1}–${page * search.size + rows.length} of ${total} ${total === 1 ? 'entry' : 'entries'}, newest first.`;

  const entriesProps = {
    entries: rows,
    balances: derived.balances,
    settled: derived.settled,
    studentNames: data.studentNames,
    captionId: entriesHeading,
    showActions: canAdjust,
    actionsFor: (entry: LedgerEntryView, direction: 'row' | 'column') => (
      <EntryActions
        entry={entry}
        direction={direction}
        settled={derived.settled.has(entry.id)}
        onChoose={(kind) => setDialog({ kind, entry })}
      />
    ),
  };

  return (
    <Box>
      {(canPurchase || canAdjust) && (
        <Box
          role="toolbar"
          aria-label="Ledger actions"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
        >
          {canPurchase && (
            <>
              <Button variant="contained" onClick={() => setDialog({ kind: 'purchase' })}>
                Record purchase
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'charge' })}>
                Record charge
              </Button>
            </>
          )}
          {canAdjust && (
            <>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'transfer' })}>
                Transfer products
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'transferAccount' })}>
                Transfer account
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'expire' })}>
                Expire products
              </Button>
            </>
          )}
        </Box>
      )}

      <LedgerBalances
        headingId={balancesHeading}
        fundsCents={data.fundsCents}
        typeBalances={data.typeBalances}
        balances={data.balances}
        lots={data.lots}
      />

      <Box component="section" aria-labelledby={entriesHeading}>
        <Box
          sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1.5 }}
        >
          <Typography id={entriesHeading} variant="h2" sx={{ fontSize: '1.25rem' }}>
            Entries
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {summary}
          </Typography>
          <Button
            size="small"
            onClick={exportCsv}
            disabled={total === 0}
            sx={{ ml: { sm: 'auto' } }}
          >
            Export CSV
          </Button>
        </Box>
        {data.entries.length > 0 && (
          <>
            <LedgerFilters value={search} onChange={(filters) => show({ ...filters, page: 0 })} />
            <LedgerTotals totals={derived.totals} />
          </>
        )}
        <Box sx={{ height: 4, mb: 1 }}>
          {ledger.loading && <LinearProgress aria-label="Reloading the ledger" />}
        </Box>
        {rows.length > 0 &&
          (wide ? (
            <LedgerEntriesTable {...entriesProps} />
          ) : (
            <LedgerEntryCards {...entriesProps} />
          ))}
        <ListPagination
          paging={{ page, size: search.size }}
          total={total}
          rowsName="entries"
          onChange={(paging) => show(paging)}
        />
      </Box>

      {dialog?.kind === 'purchase' && <PurchaseDialog context={context} />}
      {dialog?.kind === 'charge' && <ChargeDialog context={context} />}
      {dialog?.kind === 'transfer' && <TransferDialog context={context} held={usable} />}
      {dialog?.kind === 'expire' && <ExpireDialog context={context} held={held} />}
      {dialog?.kind === 'refund' && (
        <RefundDialog
          context={context}
          purchase={dialog.entry}
          refundableCents={refundableCents(data.entries, dialog.entry.id)}
          products={refundableProducts(
            dialog.entry,
            new Map(data.lots.map((lot) => [lot.lotId, lot.quantity])),
          )}
        />
      )}
      {dialog?.kind === 'editPurchase' && (
        <EditPurchaseDialog
          context={context}
          purchase={dialog.entry}
          payment={paymentNow(data.entries, dialog.entry)}
        />
      )}
      {dialog?.kind === 'transferAccount' && (
        <TransferAccountDialog context={context} held={held} fundsCents={data.fundsCents} />
      )}
      {dialog?.kind === 'transferExpiration' && (
        <TransferExpirationDialog context={context} expiration={dialog.entry} />
      )}
      {(dialog?.kind === 'voidPurchase' || dialog?.kind === 'voidRefund') && (
        <VoidDialog context={context} entry={dialog.entry} />
      )}
      {dialog?.kind === 'voidExpiration' && (
        <VoidExpirationDialog context={context} expiration={dialog.entry} />
      )}
    </Box>
  );
}
