// One page of vouchers: a table on wider screens, cards at phone width. A redeemed voucher links
// to the student's ledger; an open one offers Redeem (front desk) and Deactivate/Activate (Admin).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { VouchersQuery } from '../../gql/graphql.ts';
import { studentPath } from '../students/student-paths.ts';

export type VoucherView = VouchersQuery['vouchers']['edges'][number]['node'];

export interface VoucherActions {
  /** null when the role may not redeem. */
  onRedeem: ((voucher: VoucherView) => void) | null;
  /** null when the role may not (de)activate. */
  onToggle: ((voucher: VoucherView) => void) | null;
}

function Status({ voucher }: { voucher: VoucherView }) {
  if (voucher.redeemedAt) {
    return (
      <span>
        Redeemed {formatDate(voucher.redeemedAt, DATE_FORMAT)}
        {voucher.redeemedBy && (
          <>
            {' by '}
            <Link component={RouterLink} to={studentPath(voucher.redeemedBy.id, 'ledger')}>
              {voucher.redeemedBy.name}
            </Link>
          </>
        )}
      </span>
    );
  }
  return voucher.isActive ? (
    <Chip size="small" label="Open" variant="outlined" />
  ) : (
    <Chip size="small" label="Inactive" sx={{ bgcolor: '#E8EAED', color: 'text.primary' }} />
  );
}

function Actions({ voucher, actions }: { voucher: VoucherView; actions: VoucherActions }) {
  if (voucher.redeemedAt) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {actions.onRedeem && voucher.isActive && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => actions.onRedeem?.(voucher)}
          aria-label={`Redeem ${voucher.code}`}
        >
          Redeem
        </Button>
      )}
      {actions.onToggle && (
        <Button
          size="small"
          color={voucher.isActive ? 'error' : 'primary'}
          onClick={() => actions.onToggle?.(voucher)}
          aria-label={`${voucher.isActive ? 'Deactivate' : 'Activate'} ${voucher.code}`}
        >
          {voucher.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </Box>
  );
}

interface ListProps {
  vouchers: readonly VoucherView[];
  captionId: string;
  actions: VoucherActions;
}

const hasActions = (actions: VoucherActions) => Boolean(actions.onRedeem || actions.onToggle);

export function VouchersTable(props: ListProps) {
  const withActions = hasActions(props.actions);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId}>
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Note</TableCell>
            {withActions && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.vouchers.map((voucher) => (
            <TableRow key={voucher.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {voucher.code}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{voucher.product.name}</TableCell>
              <TableCell>
                <Status voucher={voucher} />
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {formatDate(voucher.createdAt, DATE_FORMAT)}
                </Box>
                by {voucher.createdByName}
              </TableCell>
              <TableCell sx={{ minWidth: 120, maxWidth: 220, overflowWrap: 'break-word' }}>
                {voucher.note ?? '—'}
              </TableCell>
              {withActions && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Actions voucher={voucher} actions={props.actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function VouchersCards(props: ListProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.captionId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.vouchers.map((voucher) => (
        <Paper component="li" key={voucher.id} variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{voucher.code}</Typography>
          <Typography>{voucher.product.name}</Typography>
          <Typography variant="body2" color="text.secondary" component="div" sx={{ my: 0.5 }}>
            <Status voucher={voucher} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Created {formatDate(voucher.createdAt, DATE_FORMAT)} by {voucher.createdByName}
            {voucher.note ? ` · ${voucher.note}` : ''}
          </Typography>
          <Actions voucher={voucher} actions={props.actions} />
        </Paper>
      ))}
    </Box>
  );
}
