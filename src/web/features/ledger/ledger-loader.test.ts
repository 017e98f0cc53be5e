import { describe, expect, it } from 'vitest';
import { ENTRIES_PER_REQUEST, LedgerKeptChanging, loadWholeLedger } from './ledger-loader.ts';

/** A fake API over `total` entries numbered from 0; `versions` is what each call sees. */
function fakeApi(total: number, versions: number[] = []) {
  const calls: { skip: number; first: number }[] = [];
  const fetchPage = (skip: number, first: number) => {
    const version = versions[calls.length] ?? versions.at(-1) ?? 1;
    calls.push({ skip, first });
    const count = Math.max(0, Math.min(first, total - skip));
    return Promise.resolve({
      version,
      entries: {
        totalCount: total,
        edges: Array.from({ length: count }, (_, index) => ({ node: skip + index })),
      },
    });
  };
  return { calls, fetchPage };
}

describe('loadWholeLedger', () => {
  it('reads one page when everything fits', async () => {
    const api = fakeApi(3);
    const { entries } = await loadWholeLedger(api.fetchPage);
    expect(entries).toEqual([0, 1, 2]);
    expect(api.calls).toEqual([{ skip: 0, first: ENTRIES_PER_REQUEST }]);
  });

  it('reads every page of a long ledger', async () => {
    const api = fakeApi(250);
    const { entries } = await loadWholeLedger(api.fetchPage);
    expect(entries).toHaveLength(250);
    expect(entries.at(-1)).toBe(249);
    expect(api.calls.map((call) => call.skip)).toEqual([0, 100, 200]);
  });

  it('starts over when the version moves mid-read', async () => {
    const api = fakeApi(150, [1, 2, 2, 2]);
    const { ledger, entries } = await loadWholeLedger(api.fetchPage);
    expect(ledger.version).toBe(2);
    expect(entries).toHaveLength(150);
    expect(api.calls.map((call) => call.skip)).toEqual([0, 100, 0, 100]);
  });

  it('gives up when the ledger keeps changing', async () => {
    const api = fakeApi(150, [1, 2, 3, 4, 5, 6]);
    await expect(loadWholeLedger(api.fetchPage)).rejects.toBeInstanceOf(LedgerKeptChanging);
  });
});
