// Delete with confirmation, as every list screen does it: the Delete button asks first ("Delete
// Union Station?", focus on Cancel), the confirming button runs the delete mutation and is busy
// meanwhile, and the snackbar says what happened.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSnackbar } from './snackbars/use-snackbar.ts';

export interface DeleteOptions<Item, Result> {
  /** What is deleted, in words: "parking hub". */
  what: string;
  nameOf: (item: Item) => string;
  /** Runs the delete mutation. */
  remove: (item: Item) => Promise<Result>;
  /** What the person should know before confirming. */
  explanation: ReactNode | ((item: Item) => ReactNode);
  onDeleted: () => unknown;
  /** The word of the buttons and the title, "Delete" unless the list says "Remove". */
  verb?: 'Delete' | 'Remove';
  /** The confirming button when it depends on the record ("Archive product"). */
  confirmLabel?: (item: Item) => string;
  /** What the snackbar says when the answer tells more than "… was deleted.". */
  done?: (item: Item, result: Result) => string;
}

export interface ConfirmedDelete<Item> {
  ask: (item: Item) => void;
  dialog: ReactNode;
}

export function useConfirmedDelete<Item, Result = unknown>(
  options: DeleteOptions<Item, Result>,
): ConfirmedDelete<Item> {
  const { reportMutation, showMessage } = useSnackbar();
  const [asked, setAsked] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const verb = options.verb ?? 'Delete';
  const done =
    options.done ??
    ((item: Item) => `${options.nameOf(item)} was ${verb === 'Delete' ? 'deleted' : 'removed'}.`);

  async function confirm(item: Item) {
    setBusy(true);
    const result = await reportMutation(options.remove(item));
    setBusy(false);
    setAsked(null);
    if (result === null) return;
    showMessage(done(item, result), 'success');
    await options.onDeleted();
  }

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={`${verb} ${asked === null ? `this ${options.what}` : options.nameOf(asked)}?`}
      confirmLabel={
        asked !== null && options.confirmLabel
          ? options.confirmLabel(asked)
          : `${verb} ${options.what}`
      }
      busy={busy}
      onCancel={() => setAsked(null)}
      onConfirm={() => asked !== null && void confirm(asked)}
    >
      {typeof options.explanation !== 'function'
        ? options.explanation
        : asked !== null && options.explanation(asked)}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}

/**
 * The same for a delete mutation that takes the record's id, as the back-office's deletes do:
 * `mutation: DELETE_VEHICLE_MUTATION` instead of a `remove` function.
 */
export function useConfirmedDeleteById<Item extends { id: string }, Data>(
  options: Omit<DeleteOptions<Item, ApolloClient.MutateResult<Data>>, 'remove'> & {
    mutation: TypedDocumentNode<Data, { id: string }>;
  },
): ConfirmedDelete<Item> {
  const [run] = useMutation(options.mutation);
  return useConfirmedDelete({
    ...options,
    remove: (item: Item) => run({ variables: { id: item.id } }),
  });
}
