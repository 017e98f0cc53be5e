// What the back-office and the portal show while they find out who is signed in: also what the
// server renders for their addresses, since both render only in the browser.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export function AppLoading({ label }: { label: string }) {
  const labelId = useId();
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
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
