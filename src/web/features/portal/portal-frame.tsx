// The student portal's frame: a skip link, the app bar (brand, signed-in email, sign-out), the
// portal navigation ("My lessons", "My online courses", "Balance & receipts", "My family") and
// the main landmark. No drawer: with so few areas the links fit (wrapping on a phone) under the
// bar. The bar and navigation are left out of print, so a receipt prints on its own.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SignOutButton } from '../admin-shell/sign-out-button.tsx';
import { PORTAL_AFTER_SIGN_IN } from '../sign-in/safe-next-path.ts';
import { AppBarEmail, AppBrandLink, SkipLink } from '../../ui/app-shell-parts.tsx';

/** The portal's areas, in the order of its navigation. */
const PORTAL_AREAS = [
  { label: 'My lessons', path: PORTAL_AFTER_SIGN_IN },
  { label: 'My online courses', path: '/portal/courses' },
  { label: 'Balance & receipts', path: '/portal/balance' },
  { label: 'My family', path: '/portal/family' },
] as const;

export function PortalFrame(props: { email: string; children: ReactNode }) {
  const theme = useTheme();
  // The portal renders only in the browser, so the media query can be read at once.
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#F6F7F9' }}>
      <SkipLink />
      <AppBar position="static" elevation={0} sx={{ displayPrint: 'none' }}>
        <Toolbar sx={{ gap: 1 }}>
          <AppBrandLink to={PORTAL_AFTER_SIGN_IN} area="Student portal" />
          <AppBarEmail email={props.email} />
          <SignOutButton appearance={wide ? 'app-bar' : 'icon'} />
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label="Student portal"
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          displayPrint: 'none',
        }}
      >
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            m: 0,
            px: { xs: 2, md: 4 },
            py: 0,
            listStyle: 'none',
          }}
        >
          {PORTAL_AREAS.map((area) => (
            <li key={area.path}>
              <Link
                component={NavLink}
                to={area.path}
                end
                underline="none"
                sx={{
                  display: 'inline-block',
                  py: 1.5,
                  fontWeight: 600,
                  color: 'text.primary',
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&[aria-current="page"]': { borderColor: 'primary.main' },
                }}
              >
                {area.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ outline: 'none', px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}
      >
        {!wide && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Signed in as{' '}
            <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {props.email}
            </Box>
          </Typography>
        )}
        {props.children}
      </Box>
    </Box>
  );
}
