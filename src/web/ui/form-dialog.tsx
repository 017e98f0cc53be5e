// The frame every back-office edit dialog shares: a form in a dialog that fills the screen on a
// phone, a heading the dialog is labelled by, the fields, then Cancel and the submit button. While
// the form is saving, neither closing nor submitting again is possible.
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

/** Fields stacked one above the other with room for their helper texts. */
const FIELDS_LAYOUT: SxProps<Theme> = { display: 'grid', gap: 2.5 };

export function FormDialog(props: {
  title: ReactNode;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
  /** Lets the caller move focus to the first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  maxWidth?: DialogProps['maxWidth'];
  contentSx?: SxProps<Theme>;
  submitLabel?: ReactNode;
  /** The closing button's words; "Cancel" unless given (e.g. when the action is a cancellation). */
  closeLabel?: ReactNode;
  /** False while there is nothing to submit yet (e.g. the choices are still loading). */
  canSubmit?: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      fullScreen={phone}
      maxWidth={props.maxWidth ?? 'sm'}
      fullWidth
      aria-labelledby={titleId}
    >
      <form ref={props.formRef} onSubmit={(event) => void props.onSubmit(event)} noValidate>
        <DialogTitle id={titleId} component="h2">
          {props.title}
        </DialogTitle>
        <DialogContent dividers sx={props.contentSx ?? FIELDS_LAYOUT}>
          {props.children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={props.onClose} disabled={props.busy}>
            {props.closeLabel ?? 'Cancel'}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={props.busy || props.canSubmit === false}
          >
            {props.submitLabel ?? 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
