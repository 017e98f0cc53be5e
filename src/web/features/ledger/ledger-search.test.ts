import { describe, expect, it } from 'vitest';
import { annaLedger } from './ledger-fixtures.ts';
import { DEFAULT_PAGE_SIZE } from '../../ui/list-paging.ts';
import { filterEntries, pageOf, readLedgerSearch, writeLedgerSearch } from './ledger-search.ts';

describe('the ledger search in the address', () => {
  it('reads its own names and ignores what is unknown', () => {
    expect(readLedgerSearch(new URLSearchParams(''))).toEqual({
      filter: 'All',
      logType: null,
      page: 0,
      size: DEFAULT_PAGE_SIZE,
    });
    expect(
      readLedgerSearch(
        new URLSearchParams('ledgerFilter=Manual&ledgerType=Refund&ledgerPage=3&ledgerSize=10'),
      ),
    ).toEqual({ filter: 'Manual', logType: 'Refund', page: 2, size: 10 });
    expect(
      readLedgerSearch(
        new URLSearchParams('ledgerFilter=Nope&ledgerType=x&ledgerPage=-1&ledgerSize=15'),
      ),
    ).toEqual({ filter: 'All', logType: null, page: 0, size: DEFAULT_PAGE_SIZE });
  });

  it('writes its names, keeps the page’s other names and leaves defaults out', () => {
    const params = new URLSearchParams('tab=ledger&ledgerPage=4');
    const written = writeLedgerSearch(params, {
      filter: 'Cancels',
      logType: 'None',
      page: 1,
      size: 20,
    });
    expect(written.toString()).toBe(
      'tab=ledger&ledgerFilter=Cancels&ledgerType=None&ledgerPage=2&ledgerSize=20',
    );
    expect(
      writeLedgerSearch(params, {
        filter: 'All',
        logType: null,
        page: 0,
        size: DEFAULT_PAGE_SIZE,
      }).toString(),
    ).toBe('tab=ledger');
    expect(params.toString()).toBe('tab=ledger&ledgerPage=4'); // not changed in place
  });
});

describe('filterEntries and pageOf', () => {
  const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

  it('applies the SPEC log filter and the log type together', () => {
    const entries = annaLedger();
    expect(ids(filterEntries(entries, { filter: 'All', logType: null }))).toHaveLength(4);
    expect(ids(filterEntries(entries, { filter: 'Cancels', logType: null }))).toEqual(['e-lesson']);
    expect(ids(filterEntries(entries, { filter: 'Auto', logType: null }))).toEqual([]);
    expect(ids(filterEntries(entries, { filter: 'Manual', logType: 'Refund' }))).toEqual([
      'e-refund',
    ]);
    expect(ids(filterEntries(entries, { filter: 'All', logType: 'None' }))).toEqual(['e-lesson']);
  });

  it('cuts pages and clamps a page past the end to the last one', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    expect(pageOf(rows, { page: 0, size: 10 })).toEqual({ rows: rows.slice(0, 10), page: 0 });
    expect(pageOf(rows, { page: 2, size: 10 })).toEqual({ rows: [20, 21, 22, 23, 24], page: 2 });
    expect(pageOf(rows, { page: 9, size: 10 }).page).toBe(2);
    expect(pageOf([], { page: 3, size: 10 })).toEqual({ rows: [], page: 0 });
  });
});
