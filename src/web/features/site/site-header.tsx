import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { phoneHref } from '../../../domain/phone-link.ts';
import { BrandMark } from './brand-mark.tsx';
import { SITE_PATHS } from './site-links.ts';
import { StateMenu } from './state-menu.tsx';

const NAV_LINKS = [
  { to: SITE_PATHS.courses, label: 'Drivers ed' },
  { to: SITE_PATHS.book, label: 'Driving lessons' },
  { to: SITE_PATHS.practiceTest, label: 'DMV practice test' },
];

export function SiteHeader({ bookingPhone }: { bookingPhone: string }) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1,
          py: 1.5,
        }}
      >
        <Link
          component={RouterLink}
          to={SITE_PATHS.home}
          color="inherit"
          underline="none"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, mr: 'auto' }}
        >
          <BrandMark />
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
            Road<Box component="span" sx={{ color: 'secondary.main' }}>Ready</Box>
          </Box>
        </Link>
        <Button
          href={phoneHref(bookingPhone)}
          variant="contained"
          color="secondary"
          size="small"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, order: 3 }}
        >
          Call {bookingPhone}
        </Button>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ order: 2, width: { xs: '100%', md: 'auto' } }}
        >
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: { xs: 0.5, md: 1 },
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  sx={{ display: 'inline-block', px: 1, py: 1, fontWeight: 500 }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <StateMenu />
            </li>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
