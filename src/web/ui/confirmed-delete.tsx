// Delete with confirmation, as every list screen does it: the Delete button asks first ("Delete
// Union Station?", focus on Cancel), the confirming button runs the delete mutation and is busy
// meanwhile, and the snackbar says what happened.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSnackbar } from './snackbars/use-snackbar.ts';

export function useConfirmedDelete<Item>(options: {
  /** What is deleted, in words: "parking hub". */
  what: string;
  nameOf: (item: Item) => string;
  /** Runs the delete mutation. */
  remove: (item: Item) => Promise<unknown>;
  /** What the person should know before confirming. */
  explanation: ReactNode;
  onDeleted: () => unknown;
}): { ask: (item: Item) => void; dialog: ReactNode } {
  const { reportMutation } = useSnackbar();
  const [asked, setAsked] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(item: Item) {
    setBusy(true);
    const result = await reportMutation(options.remove(item), {
      success: `${options.nameOf(item)} was deleted.`,
    });
    setBusy(false);
    setAsked(null);
    if (result) await options.onDeleted();
  }

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={`Delete ${asked === null ? `this ${options.what}` : options.nameOf(asked)}?`}
      confirmLabel={`Delete ${options.what}`}
      busy={busy}
      onCancel={() => setAsked(null)}
      onConfirm={() => asked !== null && void confirm(asked)}
    >
      {options.explanation}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}
