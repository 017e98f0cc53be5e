// Record a charge (front desk: `ledger.purchase`): money taken for a fee without products, such
// as a late-cancellation or change fee.
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import { parseDollars } from './dollars.ts';
import { CHARGE_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { DollarField, NoteField, PaymentMethodField } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function ChargeDialog({ context }: { context: LedgerActionContext }) {
  const action = useMoneyAction(context);
  const [charge] = useMutation(CHARGE_MUTATION);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => errors[name] ?? action.problem?.fields[name];

  const submit = () => {
    const found: Record<string, string> = {};
    const parsed = parseDollars(amount);
    if (!parsed.ok) found['amountCents'] = parsed.message;
    else if (parsed.cents < 1) found['amountCents'] = 'A charge is at least 1 cent.';
    if (!method) found['paymentMethod'] = 'Choose how it was paid.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok || !method) return;
    void action.submit(
      async (write) =>
        (
          await charge({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                amountCents: parsed.cents,
                paymentMethod: method,
                paymentReference: reference.trim() || null,
                note: note.trim() || null,
              },
            },
          })
        ).data?.charge,
      'Charge recorded.',
    );
  };

  return (
    <MoneyDialog
      title="Record a charge"
      submitLabel="Record charge"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <DollarField
        label="Amount charged"
        value={amount}
        onChange={setAmount}
        error={fieldError('amountCents')}
        helperText="A fee taken without products, e.g. a late-cancellation fee."
        autoFocus
      />
      <PaymentMethodField value={method} onChange={setMethod} error={fieldError('paymentMethod')} />
      <TextField
        label="Payment reference (optional)"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
