// Confirm a void (`ledger.adjust`): a purchase voided takes back everything it opened and its
// money; a refund voided gives back its money and products. Both are new entries; the original
// stays in the log, marked voided.
import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { LedgerEntryView } from './ledger-entry-view.ts';
import { VOID_PURCHASE_MUTATION, VOID_REFUND_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { NoteField } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function VoidDialog(props: { context: LedgerActionContext; entry: LedgerEntryView }) {
  const { context, entry } = props;
  const action = useMoneyAction(context);
  const [voidPurchase] = useMutation(VOID_PURCHASE_MUTATION);
  const [voidRefund] = useMutation(VOID_REFUND_MUTATION);
  const [note, setNote] = useState('');
  const isPurchase = entry.kind === 'purchase';
  const when = formatDate(entry.createdAt, DATE_TIME_FORMAT);
  const amount = formatCents(Math.abs(entry.amountCents));

  const submit = () => {
    const common = { studentId: context.studentId, note: note.trim() || null };
    void action.submit(
      async (write) =>
        isPurchase
          ? (
              await voidPurchase({
                variables: { input: { ...write, ...common, purchaseId: entry.id } },
              })
            ).data?.voidPurchase
          : (
              await voidRefund({
                variables: { input: { ...write, ...common, refundId: entry.id } },
              })
            ).data?.voidRefund,
      isPurchase ? 'Purchase voided.' : 'Refund voided.',
    );
  };

  return (
    <MoneyDialog
      title={isPurchase ? 'Void this purchase?' : 'Void this refund?'}
      submitLabel={isPurchase ? 'Void purchase' : 'Void refund'}
      destructive
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        {isPurchase
          ? `The purchase of ${when} (${amount}) will be undone: its ${amount} leave the student's funds and every product it added is taken back. This is refused if any of them was already used, moved or expired, or while a refund of it stands.`
          : `The refund of ${when} (${amount}) will be undone: ${amount} comes back to the student's funds, with any products it took back.`}
      </Typography>
      <Typography color="text.secondary">
        The original entry stays in the log, marked as voided.
      </Typography>
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
