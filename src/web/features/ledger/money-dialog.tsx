// The frame of every money dialog: a titled form, the refusal (if any) in an alert the screen
// reader announces, and Cancel / send buttons. The send button is disabled while the request is
// out, so a double click sends once (the idempotency key covers what gets past that).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { LedgerProblem } from './ledger-errors.ts';

export interface MoneyDialogProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  problem: LedgerProblem | null;
  onClose: () => void;
  onSubmit: () => void;
  /** Red for what takes money or products away (voids). */
  destructive?: boolean;
  children: ReactNode;
}

export function MoneyDialog(props: MoneyDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!props.pending) props.onClose();
      }}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {props.problem && (
              <Alert severity={props.problem.code === 'LEDGER_OUT_OF_SYNC' ? 'warning' : 'error'}>
                {props.problem.message}
              </Alert>
            )}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.destructive ? 'error' : 'primary'}
            loading={props.pending}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
