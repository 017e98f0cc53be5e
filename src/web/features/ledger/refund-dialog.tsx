// Refund part (or all) of a purchase (`ledger.adjust`): money back, and optionally products of
// that purchase taken back. The dialog shows how much can still be refunded; the server checks it
// again (a refund above what was paid less earlier refunds is refused).
import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import { parseDollars } from './dollars.ts';
import { readQuantities } from './form-values.ts';
import type { LedgerEntryView, ProductRef } from './ledger-entry-view.ts';
import { describeQuantity, PAYMENT_METHOD_LABELS } from '../../../domain/ledger/ledger-labels.ts';
import { REFUND_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { DollarField, NoteField, PaymentMethodField, QuantityFields } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function RefundDialog(props: {
  context: LedgerActionContext;
  purchase: LedgerEntryView;
  refundableCents: number;
  products: { product: ProductRef; quantity: number }[];
}) {
  const { context, purchase } = props;
  const action = useMoneyAction(context);
  const [refund] = useMutation(REFUND_MUTATION);
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => errors[name] ?? action.problem?.fields[name];

  const submit = () => {
    const found: Record<string, string> = {};
    const parsed = parseDollars(amount);
    const read = readQuantities(props.products, quantities);
    if (!parsed.ok) found['amountCents'] = parsed.message;
    else if (parsed.cents > props.refundableCents) {
      found['amountCents'] =
        `At most ${formatCents(props.refundableCents)} of this purchase can be refunded.`;
    } else if (parsed.cents === 0 && read.items.length === 0) {
      found['amountCents'] = 'A refund returns money, products or both.';
    }
    setErrors({ ...found, ...read.errors });
    if (Object.keys(found).length > 0 || Object.keys(read.errors).length > 0 || !parsed.ok) return;
    void action.submit(
      async (write) =>
        (
          await refund({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                purchaseId: purchase.id,
                amountCents: parsed.cents,
                items: read.items.length > 0 ? read.items : null,
                paymentMethod: method || null,
                note: note.trim() || null,
              },
            },
          })
        ).data?.refund,
      `Refund of ${formatCents(parsed.cents)} recorded.`,
    );
  };

  const bought = (purchase.items ?? [])
    .map((item) => describeQuantity(item.product, item.quantity, false))
    .join(', ');
  const paidBy = purchase.paymentMethod
    ? ` by ${PAYMENT_METHOD_LABELS[purchase.paymentMethod]}`
    : '';

  return (
    <MoneyDialog
      title="Refund a purchase"
      submitLabel="Record refund"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        {bought || 'Purchase'} on {formatDate(purchase.createdAt, DATE_TIME_FORMAT)}, paid{' '}
        {formatCents(purchase.amountCents)}
        {paidBy}. Up to <strong>{formatCents(props.refundableCents)}</strong> can still be refunded.
      </Typography>
      <DollarField
        label="Amount to refund"
        value={amount}
        onChange={setAmount}
        error={fieldError('amountCents')}
        helperText="Enter 0 to take back products only."
        autoFocus
      />
      <Typography variant="subtitle2" component="h3">
        Products to take back (optional)
      </Typography>
      <QuantityFields
        rows={props.products}
        values={quantities}
        onChange={(productId, value) => setQuantities({ ...quantities, [productId]: value })}
        errors={errors}
        verb="take back"
      />
      {fieldError('items') && <Typography color="error">{fieldError('items')}</Typography>}
      <PaymentMethodField
        label="Refunded by"
        value={method}
        onChange={setMethod}
        required={false}
        emptyLabel={`As paid${paidBy}`}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
