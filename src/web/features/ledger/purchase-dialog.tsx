// Record a purchase (front desk: `ledger.purchase`): a product or a package, a quantity, the
// price paid, how it was paid (SPEC §9), a reference such as a check number, and the day the
// products expire. A package is expanded into its products by the server.
import { useQuery, useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import { parseDollars } from './dollars.ts';
import { endOfDay, inOneYear, parseWholeNumber, today } from './form-values.ts';
import { describeQuantity } from '../../../domain/ledger/ledger-labels.ts';
import { LEDGER_PRODUCTS_QUERY, PURCHASE_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { DollarField, NoteField, PaymentMethodField, quantityHint } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function PurchaseDialog({ context }: { context: LedgerActionContext }) {
  const action = useMoneyAction(context);
  const [purchase] = useMutation(PURCHASE_MUTATION);
  const products = useQuery(LEDGER_PRODUCTS_QUERY);
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  const [expiresOn, setExpiresOn] = useState(() => inOneYear());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const options = (products.data?.products.edges ?? [])
    .map((edge) => edge.node)
    .filter((product) => !product.isArchived);
  const packages = options.filter((product) => product.type === 'package');
  const singles = options.filter((product) => product.type !== 'package');
  const chosen = options.find((product) => product.id === productId);
  const serverErrors = action.problem?.fields ?? {};
  const fieldError = (name: string) => errors[name] ?? serverErrors[name];

  const submit = () => {
    const found: Record<string, string> = {};
    const amount = parseDollars(price);
    const count = parseWholeNumber(quantity, 1);
    const expiresAt = endOfDay(expiresOn);
    if (!chosen) found['items'] = 'Choose a product or package.';
    if (count === null) found['quantity'] = 'Enter a whole number of at least 1.';
    if (!amount.ok) found['amountCents'] = amount.message;
    if (!method) found['paymentMethod'] = 'Choose how it was paid.';
    if (!expiresAt) found['expiresAt'] = 'Enter the day the products expire.';
    else if (expiresOn < today()) found['expiresAt'] = 'The expiry day cannot be in the past.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen || count === null || !amount.ok || !method) return;
    void action.submit(
      async (write) =>
        (
          await purchase({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                items: [{ productId: chosen.id, quantity: count }],
                amountCents: amount.cents,
                paymentMethod: method,
                paymentReference: reference.trim() || null,
                expiresAt: expiresAt!,
                note: note.trim() || null,
              },
            },
          })
        ).data?.purchase,
      'Purchase recorded.',
    );
  };

  const contents =
    chosen?.type === 'package' && chosen.components.length > 0
      ? `Holds ${chosen.components
          .map((component) =>
            describeQuantity(
              component.product,
              component.quantity * (parseWholeNumber(quantity, 1) ?? 1),
              false,
            ),
          )
          .join(', ')}.`
      : undefined;

  return (
    <MoneyDialog
      title="Record a purchase"
      submitLabel="Record purchase"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <TextField
        select
        label="Product or package"
        value={productId}
        onChange={(event) => setProductId(event.target.value)}
        required
        autoFocus
        error={Boolean(fieldError('items'))}
        helperText={
          fieldError('items') ??
          (products.loading
            ? 'Loading products…'
            : products.error
              ? 'The products could not be loaded.'
              : contents)
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose…</option>
        {packages.length > 0 && (
          <optgroup label="Packages">
            {packages.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </optgroup>
        )}
        {singles.length > 0 && (
          <optgroup label="Products">
            {singles.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </optgroup>
        )}
      </TextField>
      <TextField
        label="Quantity"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        required
        error={Boolean(fieldError('quantity'))}
        helperText={fieldError('quantity') ?? (chosen && quantityHint(chosen.type, quantity))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <DollarField
        label="Price paid"
        value={price}
        onChange={setPrice}
        error={fieldError('amountCents')}
        helperText="The total paid for this purchase, in US dollars."
      />
      <PaymentMethodField value={method} onChange={setMethod} error={fieldError('paymentMethod')} />
      <TextField
        label="Payment reference (optional)"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        helperText="A check number, receipt or transaction id."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        type="date"
        label="Products expire on"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        required
        error={Boolean(fieldError('expiresAt'))}
        helperText={fieldError('expiresAt') ?? 'At the end of that day, Pacific time.'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
