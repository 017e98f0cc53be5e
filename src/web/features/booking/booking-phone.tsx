import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { phoneHref } from '../../../domain/phone-link.ts';

/** Why this booking cannot go on online, and the number to call instead. */
export function BookByPhone({ reason, bookingPhone }: { reason: string; bookingPhone: string }) {
  return (
    <Typography
      role="alert"
      sx={{ my: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {reason} Call us at{' '}
      <Link href={phoneHref(bookingPhone)} sx={{ fontWeight: 600 }}>
        {bookingPhone}
      </Link>{' '}
      and we will book it for you.
    </Typography>
  );
}
