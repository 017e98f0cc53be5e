// What the student holds now: funds and a total per product type at a glance, then each product
// with the lots it is made of and their expiry dates.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { ProductType } from '../../../domain/ledger/ledger-types.ts';
import type { ProductRef } from './ledger-entry-view.ts';
import { formatQuantity, PRODUCT_TYPE_LABELS } from '../../../domain/ledger/ledger-labels.ts';

/** Minutes are what staff ask about first, so they show even at zero. */
const ALWAYS_SHOWN: readonly ProductType[] = ['drivingMinute', 'observationMinute'];
const TYPE_ORDER: readonly ProductType[] = [
  'drivingMinute',
  'observationMinute',
  'course',
  'homePickup',
  'fee',
];

export interface BalancesProps {
  fundsCents: number;
  typeBalances: readonly { productType: ProductType; quantity: number }[];
  balances: readonly { product: ProductRef; quantity: number }[];
  lots: readonly { lotId: string; quantity: number; expiresAt: string; product: ProductRef }[];
  headingId: string;
}

function Figure(props: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 600 }}>
        {props.value}
      </Typography>
    </Paper>
  );
}

export function LedgerBalances(props: BalancesProps) {
  const byType = new Map(props.typeBalances.map((row) => [row.productType, row.quantity]));
  const types = TYPE_ORDER.filter((type) => ALWAYS_SHOWN.includes(type) || byType.get(type));
  const lotsOf = (productId: string) =>
    props.lots.filter((lot) => lot.product.id === productId && lot.quantity > 0);
  const products = [...props.balances].sort((a, b) => a.product.name.localeCompare(b.product.name));

  return (
    <Box component="section" aria-labelledby={props.headingId} sx={{ mb: 4 }}>
      <Typography id={props.headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Balances
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, 180px)' },
        }}
      >
        <Figure label="Funds" value={formatCents(props.fundsCents)} />
        {types.map((type) => (
          <Figure
            key={type}
            label={PRODUCT_TYPE_LABELS[type]}
            value={formatQuantity(type, byType.get(type) ?? 0)}
          />
        ))}
      </Box>

      {products.length === 0 ? (
        <Typography color="text.secondary">The student holds no products.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <caption style={{ captionSide: 'top', textAlign: 'left' }}>
              Balance by product, with the expiry date of each lot
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell>Expires</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map(({ product, quantity }) => (
                <TableRow key={product.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell>{product.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(product.type, quantity)}
                  </TableCell>
                  <TableCell>
                    {lotsOf(product.id).map((lot) => (
                      <Box key={lot.lotId} component="span" sx={{ display: 'block' }}>
                        {lotsOf(product.id).length > 1
                          ? `${formatQuantity(product.type, lot.quantity)} on `
                          : ''}
                        <time dateTime={lot.expiresAt}>
                          {formatDate(lot.expiresAt, DATE_FORMAT)}
                        </time>
                      </Box>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
