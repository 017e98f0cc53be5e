// The parts the back-office and the portal frames share: the screen shown while they find out who
// is signed in (also what the server renders for their addresses, since both render only in the
// browser), the skip link, the brand link at the start of the navy app bar, and the signed-in
// email at its end.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './brand-mark.tsx';

// A ring in the secondary colour shows on the navy app bar.
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: 2,
  },
} as const;

/** Hidden above the page until a keyboard user tabs to it; public pages keep it in their flow. */
export function SkipLink({ position = 'fixed' }: { position?: 'fixed' | 'absolute' }) {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position,
        left: 8,
        top: -64,
        zIndex: position === 'fixed' ? 2000 : 20,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}

/** "RoadReady Back-office": the mark and the app's name, a link to its home. */
export function AppBrandLink(props: { to: string; area: string; hideAreaOnPhones?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={props.to}
      color="inherit"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        mr: 'auto',
        borderRadius: 1,
        ...focusRing,
      }}
    >
      <BrandMark size={28} />
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        RoadReady
      </Box>
      <Box
        component="span"
        sx={{
          display: props.hideAreaOnPhones ? { xs: 'none', sm: 'inline' } : undefined,
          fontWeight: 400,
          opacity: 0.85,
        }}
      >
        {props.area}
      </Box>
    </Link>
  );
}

/** The signed-in email in the app bar, from the sm breakpoint up (phones show it elsewhere). */
export function AppBarEmail({ email }: { email: string }) {
  return (
    <Typography
      variant="body2"
      sx={{
        display: { xs: 'none', sm: 'block' },
        maxWidth: 280,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
      title={email}
    >
      {email}
    </Typography>
  );
}

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
