import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { phoneHref } from '../../../domain/phone-link.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { SITE_PATHS } from './site-links.ts';
import type { SiteViewer } from './site-viewer.ts';
import { StateMenu } from './state-menu.tsx';

const NAV_LINKS = [
  { to: SITE_PATHS.courses, label: 'Drivers ed' },
  { to: SITE_PATHS.book, label: 'Driving lessons' },
  { to: SITE_PATHS.practiceTest, label: 'DMV practice test' },
];

const navItemSx = {
  display: 'inline-block',
  whiteSpace: 'nowrap',
  px: { xs: 0.75, md: 1 },
  py: 1,
  fontWeight: 500,
  fontSize: { xs: '0.875rem', md: '1rem' },
} as const;

export function SiteHeader(props: { bookingPhone: string; viewer: SiteViewer | null }) {
  const { bookingPhone, viewer } = props;
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 1, md: 2 },
          rowGap: 1,
          py: 1.5,
        }}
      >
        <Link
          component={RouterLink}
          to={SITE_PATHS.home}
          color="inherit"
          underline="none"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, mr: 'auto', order: 1 }}
        >
          <BrandMark />
          <Box
            component="span"
            sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' }}
          >
            Road
            <Box component="span" sx={{ color: 'secondary.main' }}>
              Ready
            </Box>
          </Box>
        </Link>
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            order: { xs: 3, md: 2 },
            width: { xs: '100%', md: 'auto' },
            ml: { xs: -0.75, md: 0 },
          }}
        >
          <Box
            component="ul"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 0, md: 1 },
              // On a phone the links wrap onto a second line rather than scroll out of sight:
              // every item stays visible and reachable without a script.
              flexWrap: 'wrap',
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" sx={navItemSx}>
                  {link.label}
                </Link>
              </li>
            ))}
            {viewer ? (
              <AccountItems viewer={viewer} />
            ) : (
              <li>
                <Link component={RouterLink} to={SITE_PATHS.signIn} color="inherit" sx={navItemSx}>
                  Sign in
                </Link>
              </li>
            )}
          </Box>
        </Box>
        <Box component="nav" aria-label="States" sx={{ order: { xs: 2, md: 3 } }}>
          <StateMenu />
        </Box>
        <Button
          href={phoneHref(bookingPhone)}
          variant="contained"
          color="secondary"
          size="small"
          aria-label={`Call ${bookingPhone}`}
          sx={{
            order: { xs: 2, md: 4 },
            whiteSpace: 'nowrap',
            minWidth: 44,
            minHeight: 40,
            px: { xs: 1.25, md: 1.5 },
          }}
        >
          {/* A phone has room beside the brand for a handset only; its name says the number. */}
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden="true"
            sx={{
              display: { xs: 'block', md: 'none' },
              width: 20,
              height: 20,
              fill: 'currentColor',
            }}
          >
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            Call {bookingPhone}
          </Box>
        </Button>
      </Container>
    </Box>
  );
}

/**
 * A signed-in visitor's items: their name, the way to their portal (or the back office), and a
 * sign-out button that posts a plain form, so the page still ships no JavaScript.
 */
function AccountItems({ viewer }: { viewer: SiteViewer }) {
  // One item, two lines: the way in, then whose account it is and the way out. Kept narrow so
  // the desktop header stays on one row.
  return (
    <Box component="li" sx={{ px: { xs: 0.75, md: 1 }, py: 0.5, lineHeight: 1.3 }}>
      <Link
        component={RouterLink}
        to={viewer.home.to}
        color="inherit"
        sx={{ fontWeight: 500, fontSize: { xs: '0.875rem', md: '1rem' } }}
      >
        {viewer.home.label}
      </Link>
      <Box
        component="form"
        method="post"
        action={SITE_PATHS.signOut}
        sx={{ display: 'flex', gap: 0.75, m: 0, fontSize: '0.75rem', whiteSpace: 'nowrap' }}
      >
        <span>{viewer.name}</span>
        <Box
          component="button"
          type="submit"
          sx={{
            p: 0,
            // WCAG 2.2's smallest target: a short name leaves the link above too close otherwise.
            minHeight: 24,
            border: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            textDecoration: 'underline',
            cursor: 'pointer',
            '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 2 },
          }}
        >
          Sign out
        </Box>
      </Box>
    </Box>
  );
}
