// A /portal address no screen claims, inside the portal frame so its navigation stays at hand.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PORTAL_AFTER_SIGN_IN } from '../sign-in/safe-next-path.ts';

export function PortalNotFound() {
  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        There is no page of the student portal at this address.
      </Typography>
      <Button component={RouterLink} to={PORTAL_AFTER_SIGN_IN} variant="contained">
        Back to my lessons
      </Button>
    </>
  );
}
