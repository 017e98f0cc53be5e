// The steps of /book as server-rendered forms (docs/booking.md): choose, see price and times,
// then sign in and pay. Each step is a plain form posting to the route's action.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/booking/booking-confirmation.ts';
import { formatLessonLength } from '../../../domain/booking/booking-options.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { CardEntry, payButtonLabel } from '../payments/card-entry.tsx';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { NewStudentFields } from './booking-account.tsx';
import { bookingPath, type BookingChoice } from './booking-choice.ts';
import { buttonSx, Hidden, SelectField, TextField } from './booking-form-parts.tsx';
import { BookingTypeChoice, type BookableOption } from './booking-type-choice.tsx';

export interface PlacesView {
  homePickup: boolean;
  meetingPoints: { id: string; label: string; address: string; description: string }[];
}

export function ChoiceForm(props: {
  choice: BookingChoice;
  lessonTypes: BookableOption[];
  places: PlacesView | null;
  prompt: string | null;
}) {
  const { choice, places } = props;
  return (
    <Box component="form" method="get" action="/book" aria-labelledby="book-choose">
      <Typography id="book-choose" variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        1. What would you like to book?
      </Typography>
      <BookingTypeChoice options={props.lessonTypes} chosen={choice.type} />
      <SelectField label="State" name="state" defaultValue={choice.state}>
        <option value="">Choose…</option>
        {PUBLIC_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
        <option value="OTHER">Another state</option>
      </SelectField>
      <PlaceFields choice={choice} places={places} prompt={props.prompt} />
      <TextField label="Coupon code (optional)" name="coupon" defaultValue={choice.coupon} />
      <Box component="button" type="submit" sx={buttonSx}>
        See price and times
      </Box>
    </Box>
  );
}

/**
 * Step 2, the place: a home pickup (address and ZIP) where the state has one, and the state's
 * meeting points that take the chosen type where it has them. Before a state is chosen the page
 * cannot know its meeting points (no JavaScript), so it asks for the ZIP and says where the
 * meeting points appear.
 */
function PlaceFields(props: {
  choice: BookingChoice;
  places: PlacesView | null;
  prompt: string | null;
}) {
  const { choice, places } = props;
  const homePickup = places?.homePickup ?? true;
  const points = places?.meetingPoints ?? [];
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: 24, mt: 4, mb: 2 }}>
        2. Where should the lesson start?
      </Typography>
      {props.prompt && (
        <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
          {props.prompt}
        </Typography>
      )}
      {points.length > 0 && (
        <SelectField
          label="Meeting point"
          name="meetingPoint"
          defaultValue={choice.meetingPoint}
          required={!homePickup}
        >
          {homePickup ? (
            <option value="">No: pick me up at my address</option>
          ) : (
            <option value="">Choose…</option>
          )}
          {points.map((point) => (
            <option key={point.id} value={point.id}>
              {point.label}: {point.address}
            </option>
          ))}
        </SelectField>
      )}
      {homePickup && (
        <>
          <TextField
            label="Pickup address"
            name="address"
            defaultValue={choice.address}
            autoComplete="street-address"
            hint={
              points.length > 0
                ? 'Street and number, unless you chose a meeting point above.'
                : 'Street and number; the instructor meets you there.'
            }
          />
          <TextField
            label="ZIP code"
            name="zip"
            defaultValue={choice.zip}
            required={places !== null && points.length === 0}
            autoComplete="postal-code"
            hint={
              places === null
                ? 'Or choose a lesson and your state first to see the meeting points there.'
                : undefined
            }
          />
        </>
      )}
    </>
  );
}

export interface QuoteView {
  durationMinutes: number;
  subtotalCents: number | null;
  discountCents: number;
  totalCents: number | null;
}

export interface SlotDayView {
  date: string;
  times: { startTime: string; instructors: { id: string; name: string }[] }[];
}

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
const dayIn = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** How many start times a day lists: enough to choose from, short enough to read. */
const TIMES_PER_DAY = 8;

export function QuoteAndSlots(props: {
  choice: BookingChoice;
  quote: QuoteView;
  meetingPoint: PlacesView['meetingPoints'][number] | null;
  days: SlotDayView[];
  timeZone: string;
}) {
  const { quote } = props;
  return (
    <Box component="form" method="post" action={bookingPath(props.choice)} sx={{ mt: 5 }}>
      <Hidden values={{ ...props.choice, intent: 'hold' }} />
      <Typography variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        3. Price and times
      </Typography>
      <Typography sx={{ fontSize: 20, mb: 1 }}>
        {formatLessonLength(quote.durationMinutes)}:{' '}
        <strong>{formatCents(quote.totalCents ?? 0)}</strong>
        {quote.discountCents > 0 && (
          <span>
            {' '}
            (was {formatCents(quote.subtotalCents ?? 0)}, coupon saves{' '}
            {formatCents(quote.discountCents)})
          </span>
        )}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {props.meetingPoint ? (
          <>
            Meeting point: {props.meetingPoint.label}, {props.meetingPoint.address}.{' '}
            {props.meetingPoint.description}
          </>
        ) : (
          <>Home pickup: {[props.choice.address, props.choice.zip].filter(Boolean).join(', ')}</>
        )}
      </Typography>
      {props.days.length === 0 ? (
        <Typography sx={{ my: 3 }}>
          No times are free in the next week at this place. Try another day soon, or call us.
        </Typography>
      ) : (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Choose a start time (times in {props.timeZone.replaceAll('_', ' ')})
          </Box>
          {props.days.map((day) => (
            <Box key={day.date} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{dayIn(day.date)}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {day.times.slice(0, TIMES_PER_DAY).map((time) => {
                  const instructor = time.instructors[0]!;
                  return (
                    <Box
                      component="label"
                      key={time.startTime}
                      sx={{ border: '1px solid #6B7280', borderRadius: 1, px: 1.5, py: 1 }}
                    >
                      <input
                        type="radio"
                        name="slot"
                        required
                        value={`${time.startTime}|${instructor.id}`}
                      />{' '}
                      {timeIn(time.startTime, props.timeZone)} with {instructor.name}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
          <Box component="button" type="submit" sx={{ ...buttonSx, mt: 2 }}>
            Hold this time
          </Box>
        </Box>
      )}
    </Box>
  );
}

export function PayStep(props: {
  choice: BookingChoice;
  holdId: string;
  expiresAt: string;
  idempotencyKey: string;
  students: { id: string; name: string }[];
  problem: string | null;
  cardInBrowser: boolean;
}) {
  const until = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    // The state's own zone, as the times were offered.
    timeZone: stateTimeZone(props.choice.state),
    timeZoneName: 'short',
  }).format(new Date(props.expiresAt));
  return (
    <Box component="form" method="post" action={bookingPath(props.choice)} sx={{ mt: 5 }}>
      <Hidden
        values={{
          type: props.choice.type,
          state: props.choice.state,
          address: props.choice.address,
          zip: props.choice.zip,
          meetingPoint: props.choice.meetingPoint,
          intent: 'pay',
          holdId: props.holdId,
          expiresAt: props.expiresAt,
          idempotencyKey: props.idempotencyKey,
        }}
      />
      <Typography variant="h2" sx={{ fontSize: 24, mb: 2 }}>
        5. Pay
      </Typography>
      <Typography sx={{ mb: 2 }}>Your time is held until {until}.</Typography>
      {props.problem && (
        <Typography role="alert" sx={{ mb: 2, fontWeight: 600, color: '#B3261E' }}>
          {props.problem}
        </Typography>
      )}
      {props.students.length === 0 ? (
        <NewStudentFields />
      ) : (
        <SelectField label="Student" name="studentId" defaultValue={props.students[0]?.id ?? ''}>
          {props.students.map((student) => (
            <option key={student.id} value={student.id}>
              {student.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label="Coupon code (optional)" name="coupon" defaultValue={props.choice.coupon} />
      <TextField
        label="Voucher code (optional)"
        name="voucher"
        hint="A voucher pays for the lesson instead of a card."
      />
      <CardEntry inBrowser={props.cardInBrowser} />
      <Box component="button" type="submit" sx={buttonSx}>
        {payButtonLabel(props.cardInBrowser, 'Pay and book')}
      </Box>
    </Box>
  );
}
