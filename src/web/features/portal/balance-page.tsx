// "Balance & receipts": for each student record of the account (`myMoney`, which follows
// myStudents), what their purchases still hold with the expiry dates, and every payment (date,
// what, amount, payment method, coupon, refunds) with a link to its printable receipt.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { PAYMENT_METHOD_LABELS } from '../../../domain/ledger/ledger-labels.ts';
import type { PortalMyMoneyQuery } from '../../gql/graphql.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { MY_MONEY_QUERY } from './portal-money.queries.ts';
import { heldText, paidLineText } from './portal-money.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

type StudentMoney = PortalMyMoneyQuery['myMoney'][number];
type Payment = StudentMoney['payments'][number];

/** The school's dates are read in its home zone; a date without a time needs no finer one. */
const day = (value: string) => formatDate(value, DATE_FORMAT);

function Held({ student, named }: { student: StudentMoney; named: boolean }) {
  const headingId = `held-${student.studentId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h2"
        component={named ? 'h3' : 'h2'}
        sx={{ fontSize: '1.375rem', mb: 1.5 }}
      >
        What you have left
      </Typography>
      {student.held.length === 0 ? (
        <Typography color="text.secondary">
          Nothing left to use. Lessons you book at the school or online add to it.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {student.held.map((held) => (
            <Paper
              key={held.productId}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 2 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {heldText(held.type, held.quantity, held.name)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {held.name}
                {held.lots.map((lot) => (
                  <Box component="span" key={lot.expiresAt} sx={{ display: 'block' }}>
                    {held.lots.length > 1
                      ? `${heldText(held.type, lot.quantity, held.name)}: `
                      : ''}
                    {held.lots.length > 1 ? 'use' : 'Use'} by {day(lot.expiresAt)}
                  </Box>
                ))}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function PaymentItem({ payment }: { payment: Payment }) {
  const what = payment.lines.map(paidLineText).join(', ');
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto', overflowWrap: 'anywhere' }}>
          {what || (payment.kind === 'charge' ? 'Fee' : 'Purchase')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(payment.paidCents)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {day(payment.createdAt)}
        {payment.paymentMethod ? ` · ${PAYMENT_METHOD_LABELS[payment.paymentMethod]}` : ''}
        {payment.couponCode ? ` · Coupon ${payment.couponCode}` : ''}
        {payment.voucherCode ? ` · Voucher ${payment.voucherCode}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {payment.refundedCents > 0 && (
          <Chip
            size="small"
            variant="outlined"
            label={`Refunded ${formatCents(payment.refundedCents)}`}
          />
        )}
        {payment.voided && <Chip size="small" variant="outlined" label="Cancelled by the school" />}
        <Link component={RouterLink} to={`/portal/receipts/${payment.id}`} sx={{ ml: 'auto' }}>
          Receipt
          <Box
            component="span"
            sx={visuallyHidden}
          >{` of ${what} on ${day(payment.createdAt)}`}</Box>
        </Link>
      </Box>
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Payments({ student, named }: { student: StudentMoney; named: boolean }) {
  const headingId = `payments-${student.studentId}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h2"
        component={named ? 'h3' : 'h2'}
        sx={{ fontSize: '1.375rem', mb: 1.5 }}
      >
        Purchases and receipts
      </Typography>
      {student.payments.length === 0 ? (
        <Typography color="text.secondary">No purchase yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {student.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function BalancePage() {
  const { data, loading, error, refetch } = useQuery(MY_MONEY_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const students = data?.myMoney ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}>
        Balance &amp; receipts
      </Typography>
      {loading && !data && (
        <Typography role="status" color="text.secondary">
          Loading your balance…
        </Typography>
      )}
      {error && !data && (
        <RetryAlert onRetry={() => void refetch()}>{errorMessageOf(error)}</RetryAlert>
      )}
      {data && students.length === 0 && (
        <Typography color="text.secondary">
          No student record is linked to your account yet: ask the school office to link it.
        </Typography>
      )}
      {students.map((student) => (
        <Stack key={student.studentId} spacing={3}>
          {students.length > 1 && (
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
              {student.studentName}
            </Typography>
          )}
          <Held student={student} named={students.length > 1} />
          <Payments student={student} named={students.length > 1} />
        </Stack>
      ))}
    </Stack>
  );
}
