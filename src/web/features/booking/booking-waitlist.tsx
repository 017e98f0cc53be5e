// The waiting list on /book (docs/waitlist.md): when no free time suits the visitor, they leave
// the weekdays and hours they want and until when; the first in line gets a time that opens held
// for them, with an email. A plain form like the other steps (the page ships no JavaScript).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import {
  dayToIsoDate,
  epochMinuteOf,
  isoDateToDay,
  localDateOf,
} from '../../../domain/scheduling/time-zone.ts';
import { WAITLIST_OFFER_MINUTES } from '../../../domain/scheduling/waitlist-status.ts';
import {
  describeWish,
  timeOfDayLabel,
  WEEKDAY_NAMES,
} from '../../../domain/scheduling/waitlist-wish.ts';
import { AccountForms } from './booking-account.tsx';
import { bookingPath, type BookingChoice } from './booking-choice.ts';
import { buttonSx, Hidden, SelectField, TextField } from './booking-form-parts.tsx';

/** How far ahead the form's last date starts: four weeks, within the 60 days allowed. */
const DEFAULT_WEEKS = 4;

/** "HH:MM" every half hour from `fromHour` to `toHour`, labelled "9:00 AM". */
function halfHours(fromHour: number, toHour: number) {
  const times = [];
  for (let minute = fromHour * 60; minute <= toHour * 60; minute += 30) {
    const value = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    times.push({ value, label: timeOfDayLabel(minute) });
  }
  return times;
}

export function WaitlistForm(props: { choice: BookingChoice; problem: string | null }) {
  const timeZone = stateTimeZone(props.choice.state);
  const today = isoDateToDay(localDateOf(timeZone, epochMinuteOf(new Date())));
  return (
    <Box
      component="form"
      method="post"
      action={bookingPath(props.choice)}
      aria-labelledby="book-waitlist"
      sx={{ mt: 5, p: 3, border: '1px solid #D0D5DD', borderRadius: 2 }}
    >
      <Hidden values={{ ...props.choice, intent: 'waitlist' }} />
      <Typography id="book-waitlist" variant="h2" sx={{ fontSize: 24, mb: 1 }}>
        No time that suits you? Join the waiting list
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Tell us the days and hours you can do. When a time opens there, we hold it for you for{' '}
        {WAITLIST_OFFER_MINUTES} minutes and email you a link to book it.
      </Typography>
      {props.problem && (
        <Typography role="alert" sx={{ mb: 2, fontWeight: 600, color: '#B3261E' }}>
          {props.problem}
        </Typography>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
        <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          Days that suit you
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {WEEKDAY_NAMES.map((name, index) => (
            <Box
              component="label"
              key={name}
              sx={{ border: '1px solid #6B7280', borderRadius: 1, px: 1.5, py: 1 }}
            >
              <input type="checkbox" name="weekday" value={index + 1} /> {name}
            </Box>
          ))}
        </Box>
      </Box>
      <SelectField label="Earliest start" name="earliestTime" defaultValue="09:00">
        {halfHours(6, 21).map((time) => (
          <option key={time.value} value={time.value}>
            {time.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Finished by" name="latestTime" defaultValue="17:00">
        {halfHours(7, 22).map((time) => (
          <option key={time.value} value={time.value}>
            {time.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Keep looking until"
        name="until"
        type="date"
        required
        defaultValue={dayToIsoDate(today + DEFAULT_WEEKS * 7)}
        hint="At most 60 days from today."
      />
      <Box component="button" type="submit" sx={buttonSx}>
        Join the waiting list
      </Box>
    </Box>
  );
}

export interface WaitlistedView {
  weekdays: number[];
  earliestTime: string;
  latestTime: string;
  until: string;
  email: string;
}

/** What the visitor reads after joining: what we look for, and what happens next. */
export function Waitlisted({ view }: { view: WaitlistedView }) {
  return (
    <Box role="status" sx={{ mt: 5, p: 3, border: '2px solid #0BD1C2', borderRadius: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 24, mb: 1 }}>
        You are on the waiting list
      </Typography>
      <Typography>
        We look for a time: {describeWish(view)}. When one opens we hold it for you for{' '}
        {WAITLIST_OFFER_MINUTES} minutes and email {view.email}. You can leave the list from your
        portal.
      </Typography>
    </Box>
  );
}

/** Joining needs an account: the email of an offer goes to it, and the hold is its own. */
export function WaitlistAccountStep(props: { choice: BookingChoice }) {
  return (
    <Box sx={{ mt: 5 }} component="section" aria-labelledby="book-waitlist-account">
      <Typography id="book-waitlist-account" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        Sign in to join the waiting list
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We email you when a time opens and hold it for your account. Sign in or create an account,
        then choose your days and hours again.
      </Typography>
      <AccountForms next={bookingPath(props.choice)} hidden={{ ...props.choice }} problem={null} />
    </Box>
  );
}

/** "Friday, November 27 at 9:00 AM PST": a held time as the booking page says it. */
export const lessonWhenLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
