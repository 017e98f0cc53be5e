// The public page of a metro (/{state}/metro/{slug}): the metro's published landing pages.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { bookingLink } from '../../../domain/booking/lesson-product-types.ts';
import { phoneHref } from '../../../domain/phone-link.ts';
import { stateName } from '../site/public-states.ts';
import type { PublicMetroPage } from './landing-pages.queries.ts';

export function MetroPageView({
  metro,
  bookingPhone,
}: {
  metro: PublicMetroPage;
  bookingPhone: string;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Driving lessons in {metro.name}, {stateName(metro.state)}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>
        Choose your area for its lesson prices, meeting points and instructors.{' '}
        <Link component={RouterLink} to={bookingLink('standard', { state: metro.state })}>
          Book a lesson online
        </Link>{' '}
        or call <Link href={phoneHref(bookingPhone)}>{bookingPhone}</Link>.
      </Typography>
      <Box component="section" aria-labelledby="areas-title">
        <Typography id="areas-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
          Areas we teach in
        </Typography>
        {metro.pages.length === 0 ? (
          <Typography>No areas are listed yet. Call us to hear where we teach.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {metro.pages.map((page) => (
              <Box component="li" key={page.path} sx={{ mb: 1.5 }}>
                <Link component={RouterLink} to={page.path} sx={{ fontWeight: 700 }}>
                  {page.name}
                </Link>
                <Typography>{page.centerAddress}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}
