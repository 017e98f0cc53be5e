// What the portal shows while it finds out who is signed in: also what the server renders for
// every /portal address, since the portal itself renders only in the browser.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function PortalLoading() {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-labelledby="portal-loading-label" />
      <Typography id="portal-loading-label" color="text.secondary">
        Loading your student portal…
      </Typography>
    </Box>
  );
}
