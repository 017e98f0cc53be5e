import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { phoneHref } from '../../../domain/phone-link.ts';

/**
 * How to enrol: online at the course's enrol page when the course is sold online, and by the
 * school's booking line for families who prefer to call (or when it is not sold online yet). The
 * same for every visitor, so the course page stays cacheable (docs/courses.md).
 */
export function EnrolCallToAction({
  enrolPath,
  bookingPhone,
}: {
  /** Null when the course is not sold online yet. */
  enrolPath: string | null;
  bookingPhone: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="enrol-title"
      sx={{ p: 3, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography id="enrol-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        Enrol today
      </Typography>
      {enrolPath && (
        <>
          <Typography sx={{ mb: 2 }}>
            Enrol and pay online in a few minutes; online courses open in your portal at once.
          </Typography>
          <Link
            href={enrolPath}
            sx={{
              display: 'inline-block',
              mb: 2,
              px: 3,
              py: 1.25,
              borderRadius: 999,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 700,
              textDecoration: 'none',
              '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
            }}
          >
            Enrol
          </Link>
        </>
      )}
      <Typography sx={{ mb: 1 }}>
        {enrolPath
          ? 'Prefer to talk to us? Call and we enrol you by phone.'
          : 'Call us and we set up your account, take payment and send the course link the same day.'}
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
