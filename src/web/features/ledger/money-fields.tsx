// Fields the money dialogs share: an amount in dollars, a payment method (SPEC §9), a note, and
// a quantity per product (minutes for the minute types, shown back as hours and minutes).
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import { parseWholeNumber } from './form-values.ts';
import type { ProductRef } from './ledger-entry-view.ts';
import {
  formatMinutes,
  formatQuantity,
  isMinuteType,
  PAYMENT_METHOD_LABELS,
} from '../../../domain/ledger/ledger-labels.ts';

export function DollarField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      required
      autoFocus={props.autoFocus}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

export function PaymentMethodField(props: {
  label?: string;
  value: PaymentMethod | '';
  onChange: (value: PaymentMethod | '') => void;
  error?: string | undefined;
  required?: boolean;
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      label={props.label ?? 'Payment method'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as PaymentMethod | '')}
      required={props.required ?? true}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.emptyLabel ?? 'Choose…'}</option>
      {PAYMENT_METHODS.map((method) => (
        <option key={method} value={method}>
          {PAYMENT_METHOD_LABELS[method]}
        </option>
      ))}
    </TextField>
  );
}

export function NoteField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Note (optional)"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );
}

/** "2 h" under a minute quantity once it reads as a number. */
export function quantityHint(type: ProductType, text: string): string | undefined {
  if (!isMinuteType(type)) return undefined;
  const value = parseWholeNumber(text, 0);
  return value === null || value === 0 ? 'In minutes.' : `In minutes: ${formatMinutes(value)}.`;
}

type ProductType = ProductRef['type'];

/** One quantity field per product, each at most what `available` allows. */
export function QuantityFields(props: {
  rows: readonly { product: ProductRef; quantity: number }[];
  values: Record<string, string>;
  onChange: (productId: string, value: string) => void;
  errors: Record<string, string>;
  verb: string;
}) {
  if (props.rows.length === 0) {
    return <Typography color="text.secondary">Nothing to {props.verb}.</Typography>;
  }
  return (
    <>
      {props.rows.map(({ product, quantity }) => {
        const text = props.values[product.id] ?? '';
        const error = props.errors[product.id];
        const hint = quantityHint(product.type, text);
        return (
          <TextField
            key={product.id}
            label={`${product.name} to ${props.verb}`}
            value={text}
            onChange={(event) => props.onChange(product.id, event.target.value)}
            error={Boolean(error)}
            helperText={
              error ??
              `${hint ? `${hint} ` : ''}Up to ${quantity}${isMinuteType(product.type) ? ` (${formatQuantity(product.type, quantity)})` : ''}.`
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        );
      })}
    </>
  );
}
