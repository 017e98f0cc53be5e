// One waiting-list entry as a card, for the customer's portal and the back-office line: the
// lesson, the place, what is wished (days, hours, last date), where it stands, and the time held
// for it when one is. Times are the place's own (the entry's zone), with its abbreviation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WAITLIST_STATUS_LABELS } from '../../../domain/scheduling/waitlist-status.ts';
import { describeWish } from '../../../domain/scheduling/waitlist-wish.ts';
import type { WaitlistEntryFieldsFragment } from '../../gql/graphql.ts';

const inZone = (iso: string, timeZone: string, withDay: boolean) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    ...(withDay ? { weekday: 'long', month: 'long', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

export function WaitlistEntryCard(props: {
  entry: WaitlistEntryFieldsFragment;
  /** The back-office shows who waits; the portal knows. */
  showCustomer: boolean;
  /** Shown when an offer stands: a link to book it (portal) or nothing (staff). */
  bookLink: boolean;
  onLeave: ((id: string) => void) | null;
  leaveLabel: string;
  busy: boolean;
  children?: ReactNode;
}) {
  const { entry } = props;
  const place = entry.meetingPointLabel
    ? `Meeting point: ${entry.meetingPointLabel}`
    : `Pickup: ${[entry.address, entry.zipCode].filter(Boolean).join(', ')}`;
  const headingId = `waitlist-${entry.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
          {props.showCustomer ? `${entry.customerName}: ` : ''}
          {entry.lessonTypeLabel}
        </Typography>
        <Chip
          size="small"
          label={WAITLIST_STATUS_LABELS[entry.status]}
          color={entry.status === 'Offered' ? 'success' : 'default'}
        />
      </Box>
      {props.showCustomer && <Typography color="text.secondary">{entry.customerEmail}</Typography>}
      <Typography>{describeWish(entry)}</Typography>
      <Typography color="text.secondary">{place}</Typography>
      <Typography color="text.secondary" variant="body2">
        Joined {inZone(String(entry.createdAt), entry.timeZone, true)}
        {entry.offersMade > 0 &&
          ` · ${entry.offersMade} ${entry.offersMade === 1 ? 'time' : 'times'} offered`}
      </Typography>
      {entry.offer && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          Held: {inZone(String(entry.offer.startTime), entry.timeZone, true)} with{' '}
          {entry.offer.instructorName}, until{' '}
          {inZone(String(entry.offer.expiresAt), entry.timeZone, false)}.{' '}
          {props.bookLink && (
            <Link href={entry.offer.bookingPath} sx={{ fontWeight: 700 }}>
              Book this time
            </Link>
          )}
        </Typography>
      )}
      {props.onLeave && (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1.5 }}
          disabled={props.busy}
          onClick={() => props.onLeave?.(entry.id)}
          aria-label={`${props.leaveLabel}: ${entry.lessonTypeLabel}, ${describeWish(entry)}`}
        >
          {props.leaveLabel}
        </Button>
      )}
    </Box>
  );
}
