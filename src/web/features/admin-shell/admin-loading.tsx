// What the back-office shows while it finds out who is signed in: also what the server renders
// for every /admin address, since the back-office itself renders only in the browser.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function AdminLoading() {
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
      <CircularProgress aria-labelledby="admin-loading-label" />
      <Typography id="admin-loading-label" color="text.secondary">
        Loading the back-office…
      </Typography>
    </Box>
  );
}
