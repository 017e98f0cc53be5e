// The body of a public 404: shown for paths no route claims and for addresses a route claims but
// whose record does not exist or is not published (a course, say).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function PageNotFound() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 8, md: 12 } }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 4 }}>
        This page does not exist yet or has moved. Choose your state in the menu above, or start
        again from the home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
