import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A full-page message for errors outside any layout (the root error boundary). */
export function ErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 8, md: 12 } }}>
      <title>{`${title} | RoadReady`}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{message}</Typography>
      <Button variant="contained" color="primary" href="/">
        Go to the home page
      </Button>
    </Box>
  );
}
