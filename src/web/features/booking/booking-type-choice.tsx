// The first question of /book, "What would you like to book?", as radio cards (docs/booking.md
// "The choice"): driving lessons, then tests, each with its length said once and its lowest price,
// so a visitor compares before giving an address. Radios, not a select: an option's whole text
// wraps on a phone instead of being cut off, and it works without JavaScript.
import Box from '@mui/material/Box';
import {
  BOOKING_GROUP_TITLES,
  bookingGroupOf,
  bookingOptionTitle,
  type BookingGroup,
} from '../../../domain/booking/booking-options.ts';
import { formatCents } from '../../../domain/booking/booking-confirmation.ts';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';

export interface BookableOption {
  id: string;
  name: LessonTypeName;
  label: string;
  durationMinutes: number;
  /** The lowest price where it is sold online; null when it is not sold online there (by phone). */
  fromCents: number | null;
}

const GROUPS: BookingGroup[] = ['lessons', 'tests'];

const legendSx = { fontWeight: 600, p: 0, mb: 1 } as const;

export function BookingTypeChoice(props: { options: BookableOption[]; chosen: string }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5, minWidth: 0 }}>
      <Box component="legend" sx={{ ...legendSx, fontSize: 18 }}>
        Lesson or test
      </Box>
      {GROUPS.map((group) => {
        const options = props.options.filter((option) => bookingGroupOf(option) === group);
        if (options.length === 0) return null;
        return (
          <Box
            key={group}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}
          >
            <Box component="legend" sx={legendSx}>
              {BOOKING_GROUP_TITLES[group]}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {options.map((option, index) => (
                <TypeCard
                  key={option.id}
                  option={option}
                  checked={option.id === props.chosen}
                  // One required radio makes the group required (HTML's rule for radio groups).
                  required={group === 'lessons' ? index === 0 : false}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function TypeCard(props: { option: BookableOption; checked: boolean; required: boolean }) {
  const { option } = props;
  const id = `book-type-${option.id}`;
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        border: '1px solid #6B7280',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'pointer',
        '&:has(input:checked)': { borderColor: 'primary.main', boxShadow: '0 0 0 2px #0BD1C2' },
      }}
    >
      <Box
        component="input"
        type="radio"
        id={id}
        name="type"
        value={option.id}
        defaultChecked={props.checked}
        required={props.required}
        sx={{ mt: 0.5, width: 18, height: 18, flexShrink: 0 }}
      />
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {bookingOptionTitle(option)}
        </Box>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {option.fromCents === null ? 'Booked by phone' : `from ${formatCents(option.fromCents)}`}
        </Box>
      </Box>
    </Box>
  );
}
