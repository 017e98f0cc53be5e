// What every money dialog does when it is sent: one idempotency key for the life of the dialog
// (a double click, or a retry after a lost answer, records once), the ledger version the screen
// showed, a success snackbar, and on refusal a problem to show in the dialog. A stale version
// reloads the ledger and says so; the dialog stays open to be checked and sent again.
import { useRef, useState } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { newIdempotencyKey } from './form-values.ts';
import { ledgerProblemOf, OUT_OF_SYNC_MESSAGE, type LedgerProblem } from './ledger-errors.ts';

/** What the tab gives each dialog. */
export interface LedgerActionContext {
  studentId: string;
  version: number;
  productNames: ReadonlyMap<string, string>;
  reload: () => Promise<void>;
  close: () => void;
}

export interface WriteFields {
  idempotencyKey: string;
  expectedVersion: number;
}

export function useMoneyAction(context: LedgerActionContext) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<LedgerProblem | null>(null);
  const busy = useRef(false);
  const { showMessage } = useSnackbar();

  async function submit(
    send: (write: WriteFields) => Promise<{ replayed: boolean } | null | undefined>,
    successText: string,
  ): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setProblem(null);
    try {
      const change = await send({ idempotencyKey, expectedVersion: context.version });
      showMessage(
        change?.replayed ? `${successText} It had already been recorded once.` : successText,
        'success',
      );
      context.close();
      await context.reload();
    } catch (error) {
      const found = ledgerProblemOf(error, context.productNames);
      setProblem(found);
      if (found.code === 'LEDGER_OUT_OF_SYNC') {
        showMessage(OUT_OF_SYNC_MESSAGE, 'warning');
        await context.reload();
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return { submit, pending, problem, setProblem };
}
