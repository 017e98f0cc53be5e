// Any path no other route claims: a 404 inside the public layout, so visitors keep the menus.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { data, Link as RouterLink } from 'react-router';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | RoadReady' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
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
