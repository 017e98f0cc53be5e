// Shown instead of the back-office to a signed-in account without a staff role (a student or a
// parent): it says where they are and offers the way to the student portal, rather than an empty
// frame.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { PORTAL_AFTER_SIGN_IN } from '../sign-in/safe-next-path.ts';
import { SignOutButton } from './sign-out-button.tsx';

export function StaffOnlyPage({ email }: { email: string }) {
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: '#F6F7F9' }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 520, p: { xs: 3, sm: 5 } }}>
        <BrandMark size={40} />
        <Typography variant="h1" sx={{ mt: 2, mb: 2, fontSize: '1.75rem' }}>
          This area is for school staff
        </Typography>
        <Typography sx={{ mb: 1 }}>
          You are signed in as <strong>{email}</strong>, which is not a staff account.
        </Typography>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          The back-office is where the school&apos;s staff manage lessons, courses and students. If
          you work for the school, sign out and sign in with your staff account, or ask an
          administrator to give your account a staff role.
        </Typography>
        <Typography sx={{ mb: 4 }}>
          Students and parents find their lessons in the student portal.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button variant="contained" href={PORTAL_AFTER_SIGN_IN}>
            Go to the student portal
          </Button>
          <Button variant="outlined" href="/">
            Go to the home page
          </Button>
          <SignOutButton appearance="page" />
        </Box>
      </Paper>
    </Box>
  );
}
