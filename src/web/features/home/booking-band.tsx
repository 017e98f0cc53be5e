import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { phoneHref } from '../../../domain/phone-link.ts';

export function BookingBand({ bookingPhone }: { bookingPhone: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="booking-title"
      sx={{ bgcolor: 'secondary.main', py: { xs: 6, md: 8 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div>
          <Typography id="booking-title" variant="h2" sx={{ mb: 1 }}>
            Book a road test by phone
          </Typography>
          <Typography sx={{ maxWidth: 560 }}>
            Talk to a person who knows your state’s DMV: we find a test date, a car and a warm-up
            lesson that fit your week.
          </Typography>
        </div>
        <Button href={phoneHref(bookingPhone)} variant="contained" color="primary" size="large">
          Call {bookingPhone}
        </Button>
      </Container>
    </Box>
  );
}
