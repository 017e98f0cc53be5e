import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { phoneHref } from '../../../domain/phone-link.ts';

/** How to enrol today: the school's booking line (docs/courses.md says why by phone). */
export function EnrolByPhone({ bookingPhone }: { bookingPhone: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="enrol-title"
      sx={{ p: 3, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography id="enrol-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        Enrol today
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Call us and we set up your account, take payment and send the course link the same day.
      </Typography>
      <Link
        href={phoneHref(bookingPhone)}
        sx={{ color: 'secondary.main', fontWeight: 700, fontSize: '1.25rem' }}
      >
        {bookingPhone}
      </Link>
    </Box>
  );
}
