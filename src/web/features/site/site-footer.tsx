import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { phoneHref } from '../../../domain/phone-link.ts';
import { PUBLIC_STATES } from './public-states.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { SITE_PATHS, stateCoursesPath } from './site-links.ts';

const LEARN_LINKS = [
  { to: SITE_PATHS.courses, label: 'Drivers ed courses' },
  { to: SITE_PATHS.book, label: 'Driving lessons and road tests' },
  { to: SITE_PATHS.practiceTest, label: 'DMV practice test' },
  { to: SITE_PATHS.texasParentTaught, label: 'Texas parent-taught drivers ed' },
];

export function SiteFooter({ bookingPhone }: { bookingPhone: string }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 0 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 4,
          py: { xs: 5, md: 7 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1.2fr 1fr' },
        }}
      >
        <div>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.5 }}>
            <BrandMark />
            <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              RoadReady
            </Box>
          </Box>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)', maxWidth: 280 }}>
            Drivers ed, driving lessons and road tests for teens, adults and parents.
          </Typography>
        </div>
        <FooterColumn title="Learn to drive">
          {LEARN_LINKS.map((link) => (
            <li key={link.to}>
              <FooterLink to={link.to}>{link.label}</FooterLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="States we serve" columns={2}>
          {PUBLIC_STATES.map((state) => (
            <li key={state.code}>
              <FooterLink to={stateCoursesPath(state.code)}>{state.name}</FooterLink>
            </li>
          ))}
        </FooterColumn>
        <div>
          <Typography component="h2" variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
            Book by phone
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)', mb: 1 }}>
            Road tests and lessons, booked with a person.
          </Typography>
          <Link
            href={phoneHref(bookingPhone)}
            sx={{ color: 'secondary.main', fontWeight: 700, fontSize: '1.25rem' }}
          >
            {bookingPhone}
          </Link>
        </div>
      </Container>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
        <Container maxWidth="lg" sx={{ py: 2.5 }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.75)' }}>
            © RoadReady Driving School
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

function FooterColumn(props: { title: string; columns?: number; children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {props.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: `repeat(${props.columns ?? 1}, auto)`,
          columnGap: 2,
          rowGap: 0.75,
        }}
      >
        {props.children}
      </Box>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="body2"
      sx={{ color: 'rgba(255,255,255,0.85)', '&:hover': { color: '#FFFFFF' } }}
    >
      {children}
    </Link>
  );
}
