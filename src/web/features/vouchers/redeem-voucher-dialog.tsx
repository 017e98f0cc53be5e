// Redeems a voucher for a student found by name: the ledger records a purchase of the voucher's
// product paid by voucher. The answer links to the student's ledger, where the purchase shows.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { StudentPicker, type PickedStudent } from '../ledger/student-picker.tsx';
import { REDEEM_VOUCHER_MUTATION } from './vouchers.queries.ts';

const TITLE_ID = 'redeem-voucher-title';

export function RedeemVoucherDialog(props: {
  /** The code to redeem when opened from a voucher's row; empty to type one. */
  code: string;
  onClose: () => void;
  onRedeemed: (result: { studentId: string; studentName: string; productName: string }) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  const [code, setCode] = useState(props.code);
  const [student, setStudent] = useState<PickedStudent | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [redeem, state] = useMutation(REDEEM_VOUCHER_MUTATION);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!code.trim()) found.code = 'Enter the voucher code.';
    if (!student) found.student = 'Choose the student who gets the product.';
    setProblems(found);
    if (!student || Object.keys(found).length > 0) return;
    const result = await reportMutation(
      redeem({ variables: { code: code.trim(), studentId: student.id } }),
    );
    const redeemed = result?.data?.redeemVoucher;
    if (!redeemed) return;
    props.onRedeemed({
      studentId: student.id,
      studentName: student.name,
      productName: redeemed.product.name,
    });
  }

  return (
    <Dialog
      open
      onClose={state.loading ? undefined : props.onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={TITLE_ID} component="h2">
          Redeem a voucher
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label="Voucher code"
            required
            size="small"
            value={code}
            disabled={state.loading}
            error={Boolean(problems.code)}
            helperText={problems.code ?? 'Upper and lower case are the same.'}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <StudentPicker
            label="Student"
            excludeId=""
            value={student}
            onChange={setStudent}
            error={problems.student}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={props.onClose} disabled={state.loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={state.loading}>
            Redeem
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
