// "Edit roles": a checkbox per staff role in a named group. An Admin editing their own account
// cannot untick Admin (the server refuses it too). Saving sends updateUserRoles; the result is
// reported in a snackbar and the dialog closes only when it worked.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useEffect, useId, useState } from 'react';
import { normaliseRoles, STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { roleLabel } from './user-labels.ts';
import type { UserRow } from './users-list.tsx';
import { UPDATE_USER_ROLES_MUTATION } from './users.queries.ts';

export function EditRolesDialog(props: {
  /** The account being edited; null keeps the dialog closed. */
  user: UserRow | null;
  viewerId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { user } = props;
  const id = useId();
  const { reportMutation } = useSnackbar();
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [updateRoles, { loading }] = useMutation(UPDATE_USER_ROLES_MUTATION);
  useEffect(() => setRoles(user ? [...user.roles] : []), [user]);

  const self = user?.id === props.viewerId;
  const toggle = (role: StaffRole, checked: boolean) =>
    setRoles((current) =>
      normaliseRoles(checked ? [...current, role] : current.filter((r) => r !== role)),
    );

  const save = async () => {
    if (!user) return;
    const result = await reportMutation(updateRoles({ variables: { userId: user.id, roles } }), {
      success: `Roles of ${user.name} saved.`,
    });
    if (result) props.onSaved();
  };

  return (
    <Dialog
      open={user !== null}
      onClose={loading ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={`${id}-title`} component="h2">
          Edit roles of {user?.name}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            The change applies to their next request and they are told by email. An account without
            roles is a student or parent.
          </DialogContentText>
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">Roles</FormLabel>
            <FormGroup>
              {STAFF_ROLES.map((role) => {
                const locked = self && role === 'Admin';
                return (
                  <FormControlLabel
                    key={role}
                    label={roleLabel(role)}
                    control={
                      <Checkbox
                        name="roles"
                        value={role}
                        checked={roles.includes(role)}
                        disabled={locked || loading}
                        onChange={(event) => toggle(role, event.target.checked)}
                      />
                    }
                  />
                );
              })}
            </FormGroup>
            {self && (
              <FormHelperText>You cannot remove Admin from your own account.</FormHelperText>
            )}
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Save roles
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
