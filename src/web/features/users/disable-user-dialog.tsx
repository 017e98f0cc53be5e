// Confirms disabling or enabling an account, then sends disableUser / enableUser and reports the
// result in a snackbar. An alertdialog with a title and a description; focus starts on Cancel.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import type { UserRow } from './users-list.tsx';
import { DISABLE_USER_MUTATION, ENABLE_USER_MUTATION } from './users.queries.ts';

export function DisableUserDialog(props: {
  /** The account to disable (or enable, when it is disabled); null keeps the dialog closed. */
  user: UserRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { user } = props;
  const id = useId();
  const { reportMutation } = useSnackbar();
  const [disable, disabling] = useMutation(DISABLE_USER_MUTATION);
  const [enable, enabling] = useMutation(ENABLE_USER_MUTATION);
  const busy = disabling.loading || enabling.loading;
  const toEnable = user?.isDisabled ?? false;

  const confirm = async () => {
    if (!user) return;
    const variables = { userId: user.id };
    const result = await reportMutation<unknown>(
      toEnable ? enable({ variables }) : disable({ variables }),
      { success: toEnable ? `${user.name} can sign in again.` : `${user.name} is disabled.` },
    );
    if (result) props.onDone();
  };

  return (
    <Dialog
      open={user !== null}
      onClose={busy ? undefined : props.onClose}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} component="h2">
        {toEnable ? 'Enable' : 'Disable'} {user?.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {toEnable
            ? `${user?.name} will be able to sign in again with their password.`
            : `${user?.name} will be signed out everywhere at once and will not be able to sign in until an Admin enables the account again.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button autoFocus onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={toEnable ? 'primary' : 'error'}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {toEnable ? 'Enable account' : 'Disable account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
