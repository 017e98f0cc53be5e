// Expiration changes (`ledger.adjust`): expire products now (chosen quantities, soonest expiry
// first, or everything already past its date), and void an expiration, which gives the products
// back with a new expiry date (the old one has passed).
import { useMutation } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { endOfDay, inOneYear, readQuantities, today } from './form-values.ts';
import { expiredProductsText, type LedgerEntryView, type ProductRef } from './ledger-entry-view.ts';
import { EXPIRE_PRODUCTS_MUTATION, VOID_EXPIRATION_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { NoteField, QuantityFields } from './money-fields.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function ExpireDialog(props: {
  context: LedgerActionContext;
  held: { product: ProductRef; quantity: number }[];
}) {
  const { context } = props;
  const action = useMoneyAction(context);
  const [expire] = useMutation(EXPIRE_PRODUCTS_MUTATION);
  const [mode, setMode] = useState<'due' | 'chosen'>('due');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const modeLabel = useId();

  const submit = () => {
    const read = readQuantities(props.held, quantities);
    const found: Record<string, string> = mode === 'chosen' ? { ...read.errors } : {};
    if (mode === 'chosen' && read.items.length === 0 && Object.keys(found).length === 0) {
      found['items'] = 'Enter a quantity of at least one product.';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void action.submit(
      async (write) =>
        (
          await expire({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                items: mode === 'chosen' ? read.items : null,
                note: note.trim() || null,
              },
            },
          })
        ).data?.expireProducts,
      'Products expired.',
    );
  };

  return (
    <MoneyDialog
      title="Expire products"
      submitLabel="Expire"
      destructive
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <FormControl>
        <FormLabel id={modeLabel}>What to expire</FormLabel>
        <RadioGroup
          aria-labelledby={modeLabel}
          value={mode}
          onChange={(event) => setMode(event.target.value as 'due' | 'chosen')}
        >
          <FormControlLabel
            value="due"
            control={<Radio />}
            label="Everything already past its expiry date"
          />
          <FormControlLabel value="chosen" control={<Radio />} label="Chosen quantities, now" />
        </RadioGroup>
      </FormControl>
      {mode === 'chosen' && (
        <>
          <QuantityFields
            rows={props.held}
            values={quantities}
            onChange={(productId, value) => setQuantities({ ...quantities, [productId]: value })}
            errors={errors}
            verb="expire"
          />
          {errors['items'] && <Typography color="error">{errors['items']}</Typography>}
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        Expired products leave the balance; the money paid for them is not returned.
      </Typography>
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}

export function VoidExpirationDialog(props: {
  context: LedgerActionContext;
  expiration: LedgerEntryView;
}) {
  const { context, expiration } = props;
  const action = useMoneyAction(context);
  const [voidExpiration] = useMutation(VOID_EXPIRATION_MUTATION);
  const [expiresOn, setExpiresOn] = useState(() => inOneYear());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldError = error ?? action.problem?.fields['expiresAt'];

  const submit = () => {
    const expiresAt = endOfDay(expiresOn);
    const found = !expiresAt
      ? 'Enter the new expiry day.'
      : expiresOn < today()
        ? 'The new expiry day cannot be in the past.'
        : null;
    setError(found);
    if (found || !expiresAt) return;
    void action.submit(
      async (write) =>
        (
          await voidExpiration({
            variables: {
              input: {
                ...write,
                studentId: context.studentId,
                expirationId: expiration.id,
                expiresAt,
                note: note.trim() || null,
              },
            },
          })
        ).data?.voidExpiration,
      'Expiration voided: the products are back.',
    );
  };

  const expired = expiredProductsText(expiration);

  return (
    <MoneyDialog
      title="Void this expiration?"
      submitLabel="Void expiration"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        The expiration of {formatDate(expiration.createdAt, DATE_TIME_FORMAT)}
        {expired ? ` (${expired})` : ''} will be undone: the products come back with a new expiry
        date.
      </Typography>
      <TextField
        type="date"
        label="New expiry date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        required
        autoFocus
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'At the end of that day, Pacific time.'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
