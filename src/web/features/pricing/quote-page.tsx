// Quote (Sales): what a product costs picked up at a ZIP or a point, with an optional coupon, as
// the same breakdown booking uses (docs/pricing.md "The quote"). Errors sit under their fields.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { QuoteInput } from '../../gql/graphql.ts';
import { asSentence, fieldErrorsOf } from '../../ui/field-errors.ts';
import { PRICEABLE_PRODUCTS_QUERY, QUOTE_QUERY } from './pricing.queries.ts';
import { quoteLine, quoteStatusText } from './quote-steps.ts';

type PickupMode = 'zip' | 'point';

interface Draft {
  productId: string;
  mode: PickupMode;
  zip: string;
  latitude: string;
  longitude: string;
  quantity: string;
  couponCode: string;
}

const EMPTY: Draft = {
  productId: '',
  mode: 'zip',
  zip: '',
  latitude: '',
  longitude: '',
  quantity: '1',
  couponCode: '',
};

/** Numbers as typed; a blank or unreadable one is sent as NaN-free null and named by the server. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

function inputOf(draft: Draft): { input: QuoteInput } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!draft.productId) problems['productId'] = 'Choose a product.';
  const quantity = numberOf(draft.quantity);
  if (quantity === null || !Number.isInteger(quantity)) {
    problems['quantity'] = 'Quantity must be a whole number of at least 1.';
  }
  const latitude = numberOf(draft.latitude);
  const longitude = numberOf(draft.longitude);
  if (draft.mode === 'point') {
    if (latitude === null || Number.isNaN(latitude))
      problems['pickup.latitude'] = 'Give a latitude.';
    if (longitude === null || Number.isNaN(longitude)) {
      problems['pickup.longitude'] = 'Give a longitude.';
    }
  } else if (!draft.zip.trim()) {
    problems['pickup.zip'] = 'Give a ZIP code.';
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      productId: draft.productId,
      quantity,
      pickup: draft.mode === 'zip' ? { zip: draft.zip.trim() } : { latitude, longitude },
      couponCode: draft.couponCode.trim() || null,
    },
  };
}

export function QuotePage() {
  const products = useQuery(PRICEABLE_PRODUCTS_QUERY);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [asked, setAsked] = useState<QuoteInput | null>(null);
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const { data, error, loading } = useQuery(QUOTE_QUERY, {
    variables: { input: asked! },
    skip: asked === null,
    fetchPolicy: 'network-only',
  });
  const serverProblems = error ? fieldErrorsOf(error, '') : {};
  const problems = { ...serverProblems, ...localProblems };
  const otherError = error && Object.keys(serverProblems).length === 0 ? error.message : null;
  const quote = error ? null : data?.quote;
  const productOptions = products.data?.products.edges.map((edge) => edge.node) ?? [];
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = inputOf(draft);
    if ('problems' in result) {
      setLocalProblems(result.problems);
      return;
    }
    setLocalProblems({});
    setAsked(result.input);
  }

  const fieldProps = (path: string) => ({
    error: Boolean(problems[path]),
    helperText: problems[path] ? asSentence(problems[path]) : ' ',
  });

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
        Quote
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        The price of a product picked up at a ZIP code or a point: region, super region, price
        scheme, fragments, quantity and coupon — the same answer the booking page gives.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Quote"
        sx={{ display: 'grid', gap: 1 }}
      >
        <TextField
          select
          label="Product"
          value={draft.productId}
          onChange={(event) => set({ productId: event.target.value })}
          {...fieldProps('productId')}
        >
          {productOptions.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
        <RadioGroup
          row
          aria-label="Pickup given by"
          value={draft.mode}
          onChange={(event) => set({ mode: event.target.value as PickupMode })}
        >
          <FormControlLabel value="zip" control={<Radio />} label="ZIP code" />
          <FormControlLabel value="point" control={<Radio />} label="Latitude and longitude" />
        </RadioGroup>
        {draft.mode === 'zip' ? (
          <TextField
            label="Pickup ZIP code"
            value={draft.zip}
            onChange={(event) => set({ zip: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
            {...fieldProps('pickup.zip')}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Latitude"
              value={draft.latitude}
              onChange={(event) => set({ latitude: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...fieldProps('pickup.latitude')}
            />
            <TextField
              label="Longitude"
              value={draft.longitude}
              onChange={(event) => set({ longitude: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...fieldProps('pickup.longitude')}
            />
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Quantity"
            value={draft.quantity}
            onChange={(event) => set({ quantity: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...fieldProps('quantity')}
          />
          <TextField
            label="Coupon code (optional)"
            value={draft.couponCode}
            onChange={(event) => set({ couponCode: event.target.value })}
            {...fieldProps('couponCode')}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            Get quote
          </Button>
        </Box>
      </Box>
      {otherError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {otherError}
        </Alert>
      )}
      {quote && (
        <Box component="section" aria-labelledby="quote-result" sx={{ mt: 3 }}>
          <Typography id="quote-result" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Breakdown
          </Typography>
          <Alert severity={quote.status === 'priced' ? 'success' : 'warning'} sx={{ mb: 1 }}>
            {quoteStatusText(quote.status)}
            {quote.couponCheckedAgainAtCheckout &&
              ' The coupon is for a first purchase only: it is checked again at checkout.'}
          </Alert>
          {quote.steps.length > 0 && (
            <Table size="small" aria-label="Quote breakdown">
              <TableHead>
                <TableRow>
                  <TableCell>Step</TableCell>
                  <TableCell>Detail</TableCell>
                  <TableCell align="right">Price</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {quote.steps.map((step, index) => {
                  const line = quoteLine(step);
                  const strong = step.kind === 'total' ? { fontWeight: 700 } : undefined;
                  return (
                    <TableRow key={`${step.kind}-${index}`}>
                      <TableCell sx={strong}>{line.label}</TableCell>
                      <TableCell>{line.detail}</TableCell>
                      <TableCell align="right" sx={strong}>
                        {line.amount}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}
