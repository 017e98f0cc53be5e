// "My lessons" for an account that holds no student record: how one gets linked, and for staff
// the way to the back-office.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { canUseBackOffice } from '../admin-shell/admin-areas.ts';
import { DEFAULT_AFTER_SIGN_IN } from '../sign-in/safe-next-path.ts';

export default function NoStudentRecord() {
  const { user } = useCurrentUser();
  const staff = user !== null && canUseBackOffice(user.roles);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        No student record is linked to your account
      </Typography>
      <Typography sx={{ mb: staff ? 2 : 0 }} color="text.secondary">
        Your lessons appear here once the school links your student record to this sign-in email. If
        you are a student of the school, ask the office to do it. A parent adds each teen on{' '}
        <Link component={RouterLink} to="/portal/family">
          My family
        </Link>
        .
      </Typography>
      {staff && (
        <Button variant="contained" href={DEFAULT_AFTER_SIGN_IN}>
          Go to the back-office
        </Button>
      )}
    </Paper>
  );
}
