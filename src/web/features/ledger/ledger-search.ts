// The ledger tab's filter and page live in the address, beside whatever the student page keeps
// there (its tab, say), under names of their own: ?ledgerFilter=Manual&ledgerType=Refund&
// ledgerPage=2&ledgerSize=20. Reading ignores anything unknown; writing leaves other names alone.
import { LOG_FILTERS, type LogFilter } from '../../../domain/log-filter.ts';
import {
  LEDGER_LOG_TYPES,
  matchesFilter,
  type LedgerLogType,
} from '../../../domain/ledger/log-type.ts';
import { readPaging, writePaging, type Paging } from '../../ui/list-paging.ts';
import type { LedgerEntryView } from './ledger-entry-view.ts';

/** A log type, or entries without one (lesson entries). */
export type LogTypeChoice = LedgerLogType | 'None';

export interface LedgerSearch extends Paging {
  filter: LogFilter;
  logType: LogTypeChoice | null;
}

export const PARAM = {
  filter: 'ledgerFilter',
  logType: 'ledgerType',
  page: 'ledgerPage',
  size: 'ledgerSize',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readLedgerSearch(params: URLSearchParams): LedgerSearch {
  return {
    filter: oneOf(LOG_FILTERS, params.get(PARAM.filter)) ?? 'All',
    logType: oneOf<LogTypeChoice>([...LEDGER_LOG_TYPES, 'None'], params.get(PARAM.logType)),
    ...readPaging(params, PARAM.page, PARAM.size),
  };
}

/** `params` with the ledger's names replaced by `search` (defaults left out). */
export function writeLedgerSearch(params: URLSearchParams, search: LedgerSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  if (search.filter !== 'All') next.set(PARAM.filter, search.filter);
  if (search.logType) next.set(PARAM.logType, search.logType);
  return writePaging(next, search, PARAM.page, PARAM.size);
}

/** The entries the filter and log type choose, in the order given. */
export function filterEntries(
  entries: readonly LedgerEntryView[],
  search: Pick<LedgerSearch, 'filter' | 'logType'>,
): LedgerEntryView[] {
  return entries.filter(
    (entry) =>
      matchesFilter(entry, search.filter) &&
      (search.logType === null ||
        (search.logType === 'None' ? !entry.logType : entry.logType === search.logType)),
  );
}

/** One page of `entries`; a page past the end is clamped to the last one. */
export function pageOf<T>(
  entries: readonly T[],
  search: Pick<LedgerSearch, 'page' | 'size'>,
): { rows: T[]; page: number } {
  const lastPage = Math.max(0, Math.ceil(entries.length / search.size) - 1);
  const page = Math.min(search.page, lastPage);
  return { rows: entries.slice(page * search.size, (page + 1) * search.size), page };
}
