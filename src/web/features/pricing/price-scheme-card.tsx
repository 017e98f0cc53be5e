// One price scheme on the list: its canonical hourly price and, per product it sells, the
// scheme's own price and the effective price after fragments (with the fragments that made it).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { editAndDelete, RowActions } from '../../ui/card-list.tsx';
import { formatCents } from '../../../domain/currency.ts';
import { hourlyPrice, type PriceSchemeView } from './price-scheme-form.ts';

export interface PriceSchemeListItem extends PriceSchemeView {
  effectivePrices: {
    price: number;
    product: { id: string };
    steps: { fragmentName: string; before: number; after: number }[];
  }[];
}

export function PriceSchemeCard(props: {
  scheme: PriceSchemeListItem;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}) {
  const { scheme } = props;
  const headingId = useId();
  const effective = new Map(scheme.effectivePrices.map((p) => [p.product.id, p]));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {scheme.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Canonical price {hourlyPrice(scheme.canonicalPrice)}
          </Typography>
        </Box>
        {props.onEdit && props.onDelete && (
          <RowActions name={scheme.name} actions={editAndDelete(props.onEdit, props.onDelete)} />
        )}
      </Box>
      {scheme.products.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No product prices yet: nothing is sold in this scheme.
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1 }} aria-label={`Prices in ${scheme.name}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Product
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Scheme price
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Effective price
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {scheme.products.map(({ product, price }) => {
              const result = effective.get(product.id);
              const steps = result?.steps ?? [];
              return (
                <TableRow key={product.id}>
                  <TableCell component="th" scope="row">
                    {product.name}
                  </TableCell>
                  <TableCell align="right">{formatCents(price)}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ fontWeight: steps.length ? 600 : 400 }}>
                      {formatCents(result?.price ?? price)}
                    </Box>
                    {steps.length > 0 && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        after {steps.map((step) => step.fragmentName).join(', then ')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
