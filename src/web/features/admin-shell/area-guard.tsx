// Wraps a back-office screen that needs a permission beyond opening the back-office. The drawer
// already hides such screens; this answers someone who typed or bookmarked the address.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { can, type Permission } from '../../../domain/permissions.ts';
import { roleLabel } from '../../../domain/roles.ts';
import { ADMIN_HOME_PATH } from './admin-areas.ts';
import { useStaffUser } from './staff-user.ts';

export function AreaGuard(props: { permission: Permission; children: ReactNode }) {
  const { roles } = useStaffUser();
  if (can(roles, props.permission)) return props.children;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        You do not have access to this page
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Your roles ({roles.map(roleLabel).join(', ')}) do not include this part of the back-office.
        An administrator can change your roles if you need it.
      </Typography>
      <Button component={RouterLink} to={ADMIN_HOME_PATH} variant="contained">
        Back to the back-office home
      </Button>
    </>
  );
}
