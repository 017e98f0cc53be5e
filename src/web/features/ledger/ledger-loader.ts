// The API pages entries (at most 100 at a time), but running balances need every entry before the
// ones shown, and totals and the CSV need the whole filtered set. So the tab reads the whole
// ledger, page by page, and checks that its version did not move in between; if it did, another
// write landed mid-read and the read starts over.

export interface LedgerPage<E> {
  version: number;
  entries: { totalCount: number; edges: readonly { node: E }[] };
}

export const ENTRIES_PER_REQUEST = 100;

export class LedgerKeptChanging extends Error {
  override name = 'LedgerKeptChanging';
  constructor() {
    super('The ledger kept changing while it was being read. Try again in a moment.');
  }
}

export async function loadWholeLedger<L extends LedgerPage<E>, E>(
  fetchPage: (skip: number, first: number) => Promise<L>,
  attempts = 3,
): Promise<{ ledger: L; entries: E[] }> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const ledger = await fetchPage(0, ENTRIES_PER_REQUEST);
    const entries = ledger.entries.edges.map((edge) => edge.node);
    let consistent = true;
    while (entries.length < ledger.entries.totalCount) {
      const page = await fetchPage(entries.length, ENTRIES_PER_REQUEST);
      if (page.version !== ledger.version) {
        consistent = false;
        break;
      }
      if (page.entries.edges.length === 0) break; // never loop on a short answer
      entries.push(...page.entries.edges.map((edge) => edge.node));
    }
    if (consistent) return { ledger, entries };
  }
  throw new LedgerKeptChanging();
}
