// The live preview of a fragment being edited: for each scheme it applies to, every product's
// effective price now and with the draft, computed by the server with the same domain rules
// (previewPriceSchemeFragment), nothing saved. It follows the form after a short pause.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { PREVIEW_FRAGMENT_QUERY } from './pricing.queries.ts';
import type { toPreviewInput } from './fragment-form.ts';

const PREVIEW_DELAY_MS = 300;

/** The value once it has stopped changing for `delay` ms (compared by content). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

export function FragmentPreview(props: { input: ReturnType<typeof toPreviewInput> }) {
  const input = useSettled(props.input, PREVIEW_DELAY_MS);
  const none = input.priceSchemeIds.length === 0;
  const { data, previousData, loading, error } = useQuery(PREVIEW_FRAGMENT_QUERY, {
    variables: { input },
    skip: none,
  });
  const previews = (data ?? previousData)?.previewPriceSchemeFragment ?? [];
  const status = none
    ? 'Choose the price schemes this fragment applies to to see its prices.'
    : error
      ? 'The preview could not be computed.'
      : loading && previews.length === 0
        ? 'Computing the preview…'
        : 'Effective prices now and with this fragment, not saved yet.';

  return (
    <Box component="section" aria-labelledby="fragment-preview-heading">
      <Typography id="fragment-preview-heading" component="h3" sx={{ fontWeight: 600 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      {!none &&
        previews.map((preview) => (
          <Table
            key={preview.priceScheme.id}
            size="small"
            sx={{ mb: 2 }}
            aria-label={`Preview for ${preview.priceScheme.name}`}
          >
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {preview.priceScheme.name}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Now
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  With this fragment
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.prices.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>This scheme prices no products yet.</TableCell>
                </TableRow>
              )}
              {preview.prices.map((price) => {
                const changed = price.previewPrice !== price.currentPrice;
                return (
                  <TableRow key={price.product.id}>
                    <TableCell component="th" scope="row">
                      {price.product.name}
                    </TableCell>
                    <TableCell align="right">{formatCents(price.currentPrice)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: changed ? 600 : 400 }}>
                      {formatCents(price.previewPrice)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ))}
    </Box>
  );
}
