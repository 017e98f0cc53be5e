// Loads a student's whole ledger (see ledger-loader.ts) and the names of the other students its
// transfers mention. `reload` is what every money action calls after it wrote (or was refused
// because the ledger had moved on).
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LedgerTabQuery } from '../../gql/graphql.ts';
import type { LedgerEntryView } from './ledger-entry-view.ts';
import { loadWholeLedger } from './ledger-loader.ts';
import { LEDGER_QUERY, LEDGER_STUDENT_NAMES_QUERY } from './ledger.queries.ts';

type Ledger = LedgerTabQuery['studentLedger'];

export interface LedgerData {
  version: number;
  fundsCents: number;
  balances: Ledger['balances'];
  typeBalances: Ledger['typeBalances'];
  lots: Ledger['lots'];
  /** Every entry, newest first. */
  entries: LedgerEntryView[];
  /** This student's name and those of the other students its transfers mention, by id. */
  studentNames: Map<string, string>;
}

export interface LedgerState {
  data: LedgerData | null;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

export function useLedger(studentId: string): LedgerState {
  const client = useApolloClient();
  const [state, setState] = useState<Omit<LedgerState, 'reload'>>({
    data: null,
    loading: true,
    error: null,
  });
  // Only the newest read may update the screen (a slow first read must not overwrite a reload).
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const { ledger, entries } = await loadWholeLedger<Ledger, LedgerEntryView>(
        async (skip, first) => {
          const { data } = await client.query({
            query: LEDGER_QUERY,
            variables: { studentId, pageQuery: { skip, first } },
            fetchPolicy: 'no-cache',
          });
          if (!data) throw new Error('The ledger could not be loaded.');
          return data.studentLedger;
        },
      );
      const studentNames = await loadNames(client, studentId, entries);
      if (request !== latest.current) return;
      setState({
        loading: false,
        error: null,
        data: {
          version: ledger.version,
          fundsCents: ledger.fundsCents,
          balances: ledger.balances,
          typeBalances: ledger.typeBalances,
          lots: ledger.lots,
          entries,
          studentNames,
        },
      });
    } catch (error) {
      if (request === latest.current)
        setState((previous) => ({ ...previous, loading: false, error }));
    }
  }, [client, studentId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}

/** Names of this student and the counterparts; the ledger still shows without them. */
async function loadNames(
  client: ReturnType<typeof useApolloClient>,
  studentId: string,
  entries: readonly LedgerEntryView[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set([
      studentId,
      ...entries.map((entry) => entry.counterpartStudentId).filter((id) => id != null),
    ]),
  ];
  try {
    const { data } = await client.query({
      query: LEDGER_STUDENT_NAMES_QUERY,
      variables: { ids: ids.slice(0, 100) },
      fetchPolicy: 'no-cache',
    });
    return new Map(data?.students.edges.map(({ node }) => [node.id, node.name]) ?? []);
  } catch {
    return new Map();
  }
}
