// A printable receipt of one of the account's payments (`myReceipt`): the school (name, address,
// phone from the server's settings), the student, the date, the lines, the amount paid, the
// payment method and reference, the coupon or voucher and any refunds. The ledger records no
// tax, so none is shown. Someone else's payment reads as not found, like an unknown one.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { PAYMENT_METHOD_LABELS } from '../../../domain/ledger/ledger-labels.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { MY_RECEIPT_QUERY } from './portal-money.queries.ts';
import { paidQuantityText } from './portal-money.ts';
import { Fact, FactList } from './fact-list.tsx';

function BackLink() {
  return (
    <Button component={RouterLink} to="/portal/balance" sx={{ displayPrint: 'none' }}>
      Back to Balance &amp; receipts
    </Button>
  );
}

export function ReceiptPage({ paymentId }: { paymentId: string }) {
  const { data, loading, error } = useQuery(MY_RECEIPT_QUERY, { variables: { id: paymentId } });
  const receipt = data?.myReceipt;
  if (!receipt) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}>
          Receipt
        </Typography>
        {loading && (
          <Typography role="status" color="text.secondary">
            Loading the receipt…
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {errorMessageOf(error)}
          </Alert>
        )}
        <BackLink />
      </Stack>
    );
  }
  const { payment } = receipt;
  const netCents = payment.paidCents - payment.refundedCents;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1, displayPrint: 'none' }}>
        <BackLink />
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', '@media print': { border: 0, p: 0 } }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 0.5 }}>
          Receipt
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{receipt.schoolName}</Typography>
        <Typography variant="body2">{receipt.schoolAddress}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {receipt.schoolPhone}
        </Typography>
        <FactList labelWidth="11rem" spaced>
          <Fact label="Student">{receipt.studentName}</Fact>
          <Fact label="Date">{formatDate(payment.createdAt, DATE_FORMAT)}</Fact>
          <Fact label="Receipt number">{payment.id}</Fact>
          <Fact label="Payment method">
            {payment.paymentMethod ? PAYMENT_METHOD_LABELS[payment.paymentMethod] : 'None'}
          </Fact>
          {payment.paymentReference && (
            <Fact label="Payment reference">{payment.paymentReference}</Fact>
          )}
          {payment.couponCode && <Fact label="Coupon">{payment.couponCode}</Fact>}
          {payment.voucherCode && <Fact label="Voucher">{payment.voucherCode}</Fact>}
          {payment.voided && <Fact label="Status">Cancelled by the school</Fact>}
        </FactList>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="What was paid">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Item</TableCell>
                <TableCell scope="col" align="right">
                  Quantity
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payment.lines.map((line, index) => (
                <TableRow key={`${line.name}-${index}`}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{paidQuantityText(line)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  Amount paid
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatCents(payment.paidCents)}
                </TableCell>
              </TableRow>
              {payment.refunds.map((refund) => (
                <TableRow key={refund.id}>
                  <TableCell component="th" scope="row">
                    Refund of {formatDate(refund.createdAt, DATE_FORMAT)}
                  </TableCell>
                  <TableCell align="right">−{formatCents(refund.amountCents)}</TableCell>
                </TableRow>
              ))}
              {payment.refunds.length > 0 && (
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    Net paid
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatCents(netCents)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </Paper>
    </Stack>
  );
}
