// Create or edit a price scheme: name, canonical hourly price and a price per product over the
// live products (blank = not sold here). Problems show under their fields, the server's included.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { PRODUCT_TYPE_LABELS } from '../products/product-form.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  EMPTY_PRICE_SCHEME_FORM,
  priceSchemeFormProblems,
  priceSchemeFormValues,
  serverProblemsToForm,
  toPriceSchemeInput,
  type PriceSchemeFormValues,
  type PriceSchemeView,
} from './price-scheme-form.ts';
import {
  CREATE_PRICE_SCHEME_MUTATION,
  PRICEABLE_PRODUCTS_QUERY,
  UPDATE_PRICE_SCHEME_MUTATION,
} from './pricing.queries.ts';

export function PriceSchemeDialog(props: {
  scheme: PriceSchemeView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PriceSchemeFormValues>(
    props.scheme ? priceSchemeFormValues(props.scheme) : EMPTY_PRICE_SCHEME_FORM,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, createState] = useMutation(CREATE_PRICE_SCHEME_MUTATION);
  const [update, updateState] = useMutation(UPDATE_PRICE_SCHEME_MUTATION);
  const busy = createState.loading || updateState.loading;
  const { data, loading } = useQuery(PRICEABLE_PRODUCTS_QUERY);
  const live = (data?.products.edges ?? []).map((edge) => edge.node);
  // Products the scheme prices but no longer sold (archived) keep their row and their price.
  const liveIds = new Set(live.map((product) => product.id));
  const kept = (props.scheme?.products ?? [])
    .map((entry) => entry.product)
    .filter((product) => !liveIds.has(product.id));
  const rows = [
    ...live.map((product) => ({
      id: product.id,
      name: product.name,
      note: PRODUCT_TYPE_LABELS[product.type],
    })),
    ...kept.map((product) => ({ id: product.id, name: product.name, note: 'archived' })),
  ];

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = priceSchemeFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = toPriceSchemeInput(values);
    const remember = <T,>(mutation: Promise<T>) =>
      withFieldErrors(mutation, (errors) => {
        setProblems(serverProblemsToForm(errors, input));
        focusFirstInvalid(formRef.current);
      });
    const result = props.scheme
      ? await reportMutation(
          remember(update({ variables: { input: { id: props.scheme.id, ...input } } })),
          { success: `${input.name} was saved.` },
        )
      : await reportMutation(remember(create({ variables: { input } })), {
          success: `${input.name} was created.`,
        });
    if (result) props.onSaved();
  }

  return (
    <FormDialog
      title={props.scheme ? `Edit ${props.scheme.name}` : 'New price scheme'}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={props.scheme ? 'Save price scheme' : 'Create price scheme'}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={values.name}
        disabled={busy}
        error={Boolean(problems.name)}
        helperText={problem('name', 'Name')}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextField
        label="Canonical price per hour"
        required
        size="small"
        value={values.canonicalPrice}
        disabled={busy}
        error={Boolean(problems.canonicalPrice)}
        helperText={
          problem('canonicalPrice', 'The canonical price') ??
          'The headline price of one hour of driving lessons, shown to customers.'
        }
        onChange={(event) => setValues({ ...values, canonicalPrice: event.target.value })}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          Product prices
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The price of one unit (one minute for minute products). Leave a product blank and it is
          not sold in this scheme.
        </Typography>
        {loading && rows.length === 0 && <Typography variant="body2">Loading products…</Typography>}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((row) => (
            <TextField
              key={row.id}
              label={`${row.name} (${row.note})`}
              size="small"
              value={values.prices[row.id] ?? ''}
              disabled={busy}
              error={Boolean(problems[`prices.${row.id}`])}
              helperText={problem(`prices.${row.id}`, 'The price')}
              onChange={(event) =>
                setValues({
                  ...values,
                  prices: { ...values.prices, [row.id]: event.target.value },
                })
              }
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          ))}
        </Box>
      </Box>
    </FormDialog>
  );
}
