// Transfer the whole account (`ledger.adjust`), e.g. when a duplicate record is merged: every
// product still held and the funds move to another student. It is a transfer, not a deletion:
// both ledgers keep the entry, and a transfer back undoes it.
import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { describeQuantity } from '../../../domain/ledger/ledger-labels.ts';
import type { ProductRef } from './ledger-entry-view.ts';
import { TRANSFER_ACCOUNT_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { NoteField } from './money-fields.tsx';
import { StudentPicker, type PickedStudent } from './student-picker.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function TransferAccountDialog(props: {
  context: LedgerActionContext;
  /** Everything the student holds, per product. */
  held: { product: ProductRef; quantity: number }[];
  fundsCents: number;
}) {
  const { context, held, fundsCents } = props;
  const action = useMoneyAction(context);
  const [transfer] = useMutation(TRANSFER_ACCOUNT_MUTATION);
  const [receiver, setReceiver] = useState<PickedStudent | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const moving = [
    ...held.map((row) => describeQuantity(row.product, row.quantity, false)),
    ...(fundsCents !== 0 ? [`${formatCents(fundsCents)} of funds`] : []),
  ];

  const submit = () => {
    const found = receiver ? null : 'Choose the student who receives the account.';
    setError(found);
    if (!receiver) return;
    void action.submit(
      async (write) =>
        (
          await transfer({
            variables: {
              input: {
                ...write,
                fromStudentId: context.studentId,
                toStudentId: receiver.id,
                note: note.trim() || null,
              },
            },
          })
        ).data?.transferAccount,
      `Account transferred to ${receiver.name}.`,
    );
  };

  return (
    <MoneyDialog
      title="Transfer the whole account"
      submitLabel="Transfer account"
      destructive
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        {moving.length > 0
          ? `Everything on this ledger moves to the student you choose: ${moving.join(', ')}.`
          : 'This ledger holds nothing to transfer.'}{' '}
        Expiry dates are kept.
      </Typography>
      <StudentPicker
        label="Student who receives the account"
        excludeId={context.studentId}
        value={receiver}
        onChange={setReceiver}
        error={error ?? action.problem?.fields['toStudentId']}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
