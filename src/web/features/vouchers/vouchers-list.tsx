// The vouchers grid's columns. A redeemed voucher links to the student's ledger; an open one
// offers Redeem (front desk) and Deactivate/Activate (Admin).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { VouchersQuery } from '../../gql/graphql.ts';
import { actionsColumn, type ListGridColumn } from '../../ui/list-grid.tsx';
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

const status = (voucher: VoucherView) =>
  voucher.redeemedAt
    ? `Redeemed ${formatDate(voucher.redeemedAt, DATE_FORMAT)}${voucher.redeemedBy ? ` by ${voucher.redeemedBy.name}` : ''}`
    : voucher.isActive
      ? 'Open'
      : 'Inactive';

export function voucherColumns(actions: VoucherActions): ListGridColumn<VoucherView>[] {
  return [
    { field: 'code', header: 'Code', text: (voucher) => voucher.code, mono: true, minWidth: 180 },
    { field: 'product', header: 'Product', text: (voucher) => voucher.product.name, minWidth: 140 },
    {
      field: 'status',
      header: 'Status',
      text: status,
      render: (voucher) => <Status voucher={voucher} />,
      minWidth: 140,
    },
    {
      field: 'created',
      header: 'Created',
      text: (voucher) =>
        `${formatDate(voucher.createdAt, DATE_FORMAT)} by ${voucher.createdByName}`,
      render: (voucher) => (
        <span>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {formatDate(voucher.createdAt, DATE_FORMAT)}
          </Box>
          by {voucher.createdByName}
        </span>
      ),
      minWidth: 130,
      hideOnPhone: true,
    },
    {
      field: 'note',
      header: 'Note',
      text: (voucher) => voucher.note ?? '—',
      minWidth: 100,
      hideOnPhone: true,
    },
    ...(actions.onRedeem || actions.onToggle
      ? [
          actionsColumn(
            (voucher: VoucherView) => <Actions voucher={voucher} actions={actions} />,
            240,
          ),
        ]
      : []),
  ];
}
