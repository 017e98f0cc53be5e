// Transfer products to another student (`ledger.adjust`), e.g. minutes to a sibling. The products
// leave this ledger soonest-expiry first and open lots on the other with the same expiry dates;
// the money stays with the student who paid.
import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readQuantities } from './form-values.ts';
import type { ProductRef } from './ledger-entry-view.ts';
import { TRANSFER_PURCHASE_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { NoteField, QuantityFields } from './money-fields.tsx';
import { StudentPicker, type PickedStudent } from './student-picker.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function TransferDialog(props: {
  context: LedgerActionContext;
  /** What the student holds, per product. */
  held: { product: ProductRef; quantity: number }[];
}) {
  const { context } = props;
  const action = useMoneyAction(context);
  const [transfer] = useMutation(TRANSFER_PURCHASE_MUTATION);
  const [receiver, setReceiver] = useState<PickedStudent | null>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => errors[name] ?? action.problem?.fields[name];

  const submit = () => {
    const read = readQuantities(props.held, quantities);
    const found: Record<string, string> = { ...read.errors };
    if (!receiver) found['toStudentId'] = 'Choose the student who receives the products.';
    if (read.items.length === 0 && Object.keys(read.errors).length === 0) {
      found['items'] = 'Enter a quantity of at least one product.';
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !receiver) return;
    void action.submit(
      async (write) =>
        (
          await transfer({
            variables: {
              input: {
                ...write,
                fromStudentId: context.studentId,
                toStudentId: receiver.id,
                items: read.items,
                note: note.trim() || null,
              },
            },
          })
        ).data?.transferPurchase,
      `Products transferred to ${receiver.name}.`,
    );
  };

  return (
    <MoneyDialog
      title="Transfer products to another student"
      submitLabel="Transfer"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <StudentPicker
        label="Student who receives them"
        excludeId={context.studentId}
        value={receiver}
        onChange={setReceiver}
        error={fieldError('toStudentId')}
      />
      <Typography variant="subtitle2" component="h3">
        What to transfer
      </Typography>
      <QuantityFields
        rows={props.held}
        values={quantities}
        onChange={(productId, value) => setQuantities({ ...quantities, [productId]: value })}
        errors={errors}
        verb="transfer"
      />
      {fieldError('items') && <Typography color="error">{fieldError('items')}</Typography>}
      <Typography variant="body2" color="text.secondary">
        The soonest-expiring products go first and keep their expiry dates. The money stays on this
        ledger.
      </Typography>
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
