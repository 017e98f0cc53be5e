// An /admin address no screen claims, inside the frame so the drawer stays at hand.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ADMIN_HOME_PATH } from './admin-areas.ts';

export function AdminNotFound() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        There is no back-office page at this address. Choose a page in the navigation, or go back to
        the back-office home.
      </Typography>
      <Button component={RouterLink} to={ADMIN_HOME_PATH} variant="contained">
        Back to the back-office home
      </Button>
    </>
  );
}
