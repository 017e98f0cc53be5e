// Correct a purchase (`ledger.adjust`): the amount paid, how it was paid, its reference, or the
// day what it bought expires. The purchase stays as it was; the correction is a new entry, and
// only what staff actually changed is sent.
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { formatCents } from '../../../domain/currency.ts';
import type { PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import { centsToDollarsText, parseDollars } from './dollars.ts';
import { endOfDay, today } from './form-values.ts';
import type { PaymentNow, LedgerEntryView } from './ledger-entry-view.ts';
import { EDIT_PURCHASE_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { DollarField, NoteField, PaymentMethodField } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function EditPurchaseDialog(props: {
  context: LedgerActionContext;
  purchase: LedgerEntryView;
  payment: PaymentNow;
}) {
  const { context, purchase, payment } = props;
  const action = useMoneyAction(context);
  const [edit] = useMutation(EDIT_PURCHASE_MUTATION);
  const [price, setPrice] = useState(() => centsToDollarsText(payment.paidCents));
  const [method, setMethod] = useState<PaymentMethod | ''>(payment.paymentMethod ?? '');
  const [reference, setReference] = useState(payment.paymentReference ?? '');
  const [expiresOn, setExpiresOn] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => errors[name] ?? action.problem?.fields[name];

  const submit = () => {
    const found: Record<string, string> = {};
    const amount = parseDollars(price);
    if (!amount.ok) found['amountCents'] = amount.message;
    const expiresAt = expiresOn ? endOfDay(expiresOn) : null;
    if (expiresOn && (!expiresAt || expiresOn < today())) {
      found['expiresAt'] = 'The new expiry day cannot be in the past.';
    }
    const changes = {
      amountCents: amount.ok && amount.cents !== payment.paidCents ? amount.cents : null,
      paymentMethod: method && method !== payment.paymentMethod ? method : null,
      paymentReference:
        reference.trim() && reference.trim() !== (payment.paymentReference ?? '')
          ? reference.trim()
          : null,
      expiresAt,
    };
    if (Object.keys(found).length === 0 && Object.values(changes).every((v) => v === null)) {
      found['form'] = 'Change at least one field.';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void action.submit(
      async (write) =>
        (
          await edit({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                purchaseId: purchase.id,
                ...changes,
                note: note.trim() || null,
              },
            },
          })
        ).data?.editPurchase,
      'Purchase corrected.',
    );
  };

  return (
    <MoneyDialog
      title="Correct this purchase"
      submitLabel="Save correction"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        Purchase of {formatDate(purchase.createdAt, DATE_TIME_FORMAT)}, paid{' '}
        {formatCents(payment.paidCents)} so far. The purchase stays in the ledger as it was; the
        correction is added after it.
      </Typography>
      <DollarField
        label="Amount paid in total"
        value={price}
        onChange={setPrice}
        error={fieldError('amountCents')}
        helperText="The corrected total. Money already refunded cannot be taken off."
        autoFocus
      />
      <PaymentMethodField value={method} onChange={setMethod} error={fieldError('paymentMethod')} />
      <TextField
        label="Payment reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={Boolean(fieldError('paymentReference'))}
        helperText={fieldError('paymentReference') ?? 'A check number or a card payment id.'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        type="date"
        label="New expiry date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        error={Boolean(fieldError('expiresAt'))}
        helperText={
          fieldError('expiresAt') ??
          'Leave empty to keep the dates. Applies to everything this purchase bought.'
        }
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      />
      {errors['form'] && <Typography color="error">{errors['form']}</Typography>}
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
