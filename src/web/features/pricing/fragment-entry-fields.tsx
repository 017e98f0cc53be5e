// One product's row in the fragment editor: the product, the algorithm, the dollar and percent
// fields that algorithm uses (the others are hidden), and the rounding with its digit.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { algorithmParameters } from '../../../domain/pricing/price-algorithm.ts';
import {
  PRICE_ALGORITHMS,
  ROUNDING_TYPES,
  type PriceAlgorithmKind,
  type RoundingType,
} from '../../../domain/pricing/pricing-types.ts';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import { ALGORITHM_LABELS, ROUNDING_LABELS, type FragmentEntryValues } from './fragment-form.ts';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function FragmentEntryFields(props: {
  index: number;
  entry: FragmentEntryValues;
  products: { id: string; name: string }[];
  problems: Record<string, string>;
  busy: boolean;
  onChange: (patch: Partial<FragmentEntryValues>) => void;
  onRemove: () => void;
}) {
  const { entry, index, problems, busy } = props;
  const number = index + 1;
  const at = `productPrices.${index}`;
  const uses = algorithmParameters(entry.kind);
  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Product price ${number}`}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        label={`Product ${number}`}
        size="small"
        value={entry.productId}
        disabled={busy}
        error={Boolean(problems[`${at}.productId`])}
        helperText={problem(`${at}.productId`, 'The product')}
        onChange={(event) => props.onChange({ productId: event.target.value })}
        slotProps={nativeSelect}
      >
        <option value="">Choose a product</option>
        {props.products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={`Algorithm ${number}`}
        size="small"
        value={entry.kind}
        disabled={busy}
        onChange={(event) => props.onChange({ kind: event.target.value as PriceAlgorithmKind })}
        slotProps={nativeSelect}
      >
        {PRICE_ALGORITHMS.map((kind) => (
          <option key={kind} value={kind}>
            {ALGORITHM_LABELS[kind]}
          </option>
        ))}
      </TextField>
      {uses.amountCents && (
        <TextField
          label={entry.kind === 'fixed' ? `Price ${number}` : `Dollars off ${number}`}
          size="small"
          value={entry.amount}
          disabled={busy}
          error={Boolean(problems[`${at}.priceAlgorithm.amountCents`])}
          helperText={problem(`${at}.priceAlgorithm.amountCents`, 'The amount')}
          onChange={(event) => props.onChange({ amount: event.target.value })}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      )}
      {uses.percentBasisPoints && (
        <TextField
          label={`Percent off ${number}`}
          size="small"
          value={entry.percent}
          disabled={busy}
          error={Boolean(problems[`${at}.priceAlgorithm.percentBasisPoints`])}
          helperText={problem(`${at}.priceAlgorithm.percentBasisPoints`, 'The percentage')}
          onChange={(event) => props.onChange({ percent: event.target.value })}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      )}
      <TextField
        select
        label={`Rounding ${number}`}
        size="small"
        value={entry.rounding}
        disabled={busy}
        onChange={(event) => props.onChange({ rounding: event.target.value as RoundingType })}
        slotProps={nativeSelect}
      >
        {ROUNDING_TYPES.map((type) => (
          <option key={type} value={type}>
            {ROUNDING_LABELS[type]}
          </option>
        ))}
      </TextField>
      {entry.rounding === 'digit' && (
        <TextField
          select
          label={`Last dollar digit ${number}`}
          size="small"
          value={entry.digit}
          disabled={busy}
          error={Boolean(problems[`${at}.priceAlgorithm.roundingDigit`])}
          helperText={problem(`${at}.priceAlgorithm.roundingDigit`, 'The digit')}
          onChange={(event) => props.onChange({ digit: event.target.value })}
          slotProps={nativeSelect}
        >
          {['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
            <option key={digit} value={digit}>
              {digit}
            </option>
          ))}
        </TextField>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          size="small"
          disabled={busy}
          onClick={props.onRemove}
          aria-label={`Remove product price ${number}`}
        >
          Remove
        </Button>
      </Box>
    </Paper>
  );
}
