// Creates a batch of vouchers for one product or package, then shows the new codes with Copy and
// Download CSV, so they can be handed out. The codes stay listed on the vouchers screen too.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { downloadCsv } from '../ledger/download.ts';
import { parseWholeNumber, today } from '../ledger/form-values.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { voucherCodesCsv, voucherCsvFileName } from './voucher-codes-csv.ts';
import { CREATE_VOUCHERS_MUTATION } from './vouchers.queries.ts';

const TITLE_ID = 'create-vouchers-title';
/** The server's limit for one batch. */
const MAX_BATCH = 200;

export interface ProductOption {
  id: string;
  name: string;
}

interface Created {
  code: string;
  productName: string;
}

export function CreateVouchersDialog(props: {
  products: readonly ProductOption[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { reportMutation, showMessage } = useSnackbar();
  const [productId, setProductId] = useState('');
  const [count, setCount] = useState('10');
  const [prefix, setPrefix] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created[] | null>(null);
  const [createVouchers, state] = useMutation(CREATE_VOUCHERS_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = state.loading;
  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const howMany = parseWholeNumber(count, 1);
    if (!productId) found.productId = 'is required';
    if (howMany === null || howMany > MAX_BATCH) found.count = `must be between 1 and ${MAX_BATCH}`;
    if (prefix.trim() && !/^[A-Za-z0-9]{1,12}$/.test(prefix.trim())) {
      found.prefix = 'may hold up to 12 letters and digits';
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || howMany === null)
      return focusFirstInvalid(formRef.current);
    const result = await reportMutation(
      withFieldErrors(
        createVouchers({
          variables: {
            input: {
              productId,
              count: howMany,
              prefix: prefix.trim() || null,
              note: note.trim() || null,
            },
          },
        }),
        (errors) => {
          setProblems(errors);
          focusFirstInvalid(formRef.current);
        },
      ),
      { success: `${howMany} ${howMany === 1 ? 'voucher was' : 'vouchers were'} created.` },
    );
    const vouchers = result?.data?.createVouchers;
    if (!vouchers) return;
    setCreated(vouchers.map((v) => ({ code: v.code, productName: v.product.name })));
    props.onCreated();
  }

  async function copy(codes: readonly Created[]) {
    try {
      await navigator.clipboard.writeText(codes.map((row) => row.code).join('\n'));
      showMessage('The codes were copied.', 'success');
    } catch {
      showMessage('The codes could not be copied. Select them in the list instead.', 'error');
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      {created ? (
        <>
          <DialogTitle id={TITLE_ID} component="h2">
            {created.length} new {created.length === 1 ? 'voucher' : 'vouchers'}
          </DialogTitle>
          <DialogContent dividers>
            <Typography sx={{ mb: 1 }}>
              Each code buys one {created[0]?.productName ?? 'product'} once. Hand them out as they
              are; upper and lower case are the same.
            </Typography>
            <Box
              component="ul"
              aria-label="New voucher codes"
              sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', columns: { sm: 2 }, userSelect: 'all' }}
            >
              {created.map((row) => (
                <li key={row.code}>{row.code}</li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => void copy(created)}>Copy codes</Button>
            <Button
              onClick={() =>
                downloadCsv(voucherCodesCsv(created), voucherCsvFileName(prefix, today()))
              }
            >
              Download CSV
            </Button>
            <Button variant="contained" onClick={props.onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={TITLE_ID} component="h2">
            Create vouchers
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              select
              label="Product or package"
              required
              size="small"
              value={productId}
              disabled={busy}
              error={Boolean(problems.productId)}
              helperText={problem('productId', 'The product')}
              onChange={(event) => setProductId(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose a product</option>
              {props.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </TextField>
            <TextField
              label="How many"
              required
              type="number"
              size="small"
              value={count}
              disabled={busy}
              error={Boolean(problems.count)}
              helperText={problem('count', 'The number') ?? `Up to ${MAX_BATCH} at a time.`}
              onChange={(event) => setCount(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_BATCH, step: 1 } }}
            />
            <TextField
              label="Prefix"
              size="small"
              value={prefix}
              disabled={busy}
              error={Boolean(problems.prefix)}
              helperText={
                problem('prefix', 'The prefix') ??
                'Optional, like FAIR: codes read FAIR-XXXXX-XXXXX.'
              }
              onChange={(event) => setPrefix(event.target.value)}
            />
            <TextField
              label="Note"
              size="small"
              value={note}
              disabled={busy}
              error={Boolean(problems.note)}
              helperText={problem('note', 'The note') ?? 'Who they are for, where they were given.'}
              onChange={(event) => setNote(event.target.value)}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Create vouchers
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
