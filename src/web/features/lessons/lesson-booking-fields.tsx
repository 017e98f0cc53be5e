// The parts of the schedule dialog both of its modes share: the booking alerts, the choice of
// lesson type, second student, pickup and first day, and the slot picker for those choices.
// Staff do not type a time: only what the slot search offers can be booked (docs/lessons.md
// "Booking from the student's page").
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { findUsState } from '../../../domain/us-states.ts';
import { SlotPicker, type SlotPick } from '../slot-search/slot-picker.tsx';
import { ISO_DATE, type LessonBookingChoices } from './use-lesson-booking-choices.ts';

export function LessonBookingFields(props: {
  choices: LessonBookingChoices;
  alerts: readonly { id: string; text: string }[];
  errors: Record<string, string>;
}) {
  const { choices, errors } = props;
  const pickupError = errors['pickupZip'] ?? errors['meetingPointId'] ?? errors['pickupLocation'];
  return (
    <>
      {props.alerts.map((alert) => (
        <Alert key={alert.id} severity="warning">
          {alert.text}
        </Alert>
      ))}
      {choices.loadError && (
        <Alert severity="error">The booking choices could not be loaded.</Alert>
      )}
      <TextField
        select
        label="Lesson type"
        value={choices.typeId}
        onChange={(e) => choices.setTypeId(e.target.value)}
        error={!!errors['lessonTypeId']}
        helperText={errors['lessonTypeId']}
      >
        {choices.types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label} ({t.durationMinutes} min)
          </MenuItem>
        ))}
      </TextField>
      {choices.shared && (
        <Autocomplete
          options={choices.partnerOptions}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={choices.partner}
          onChange={(_e, value) => choices.setPartner(value)}
          inputValue={choices.partnerInput}
          onInputChange={(_e, value) => choices.setPartnerInput(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Second student (optional)"
              error={!!errors['studentIds.1']}
              helperText={
                errors['studentIds.1'] ??
                'Each student drives half and observes half; the free times suit both.'
              }
            />
          )}
        />
      )}
      <TextField
        select
        label="Pickup"
        value={choices.pickup}
        onChange={(e) => choices.setPickup(e.target.value)}
        error={!!pickupError}
        helperText={pickupError ?? pickupHelp(choices)}
      >
        <MenuItem value="home">At home{choices.homeText ? `: ${choices.homeText}` : ''}</MenuItem>
        {choices.points.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.label}: {point.address}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="First day"
        type="date"
        value={choices.firstDay}
        onChange={(e) => choices.setFirstDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!ISO_DATE.test(choices.firstDay)}
        helperText={
          ISO_DATE.test(choices.firstDay)
            ? `Two weeks of free times from this day, in ${choices.zoneLabel} time.`
            : 'Enter a date.'
        }
        sx={{ maxWidth: { sm: 280 } }}
      />
    </>
  );
}

/** Why the pickup list is short, in the words staff act on; nothing when it is complete. */
function pickupHelp(choices: LessonBookingChoices): string | undefined {
  const noZip = choices.pickup === 'home' && !choices.homeZip;
  if (choices.state === null)
    return noZip
      ? 'No ZIP code and no state on file: add the address (or a licence state) first.'
      : 'No meeting points: the student has no licence state and no address state, so only a home pickup by ZIP can be booked.';
  if (noZip) return 'No ZIP code on file: choose a meeting point, or add the address first.';
  if (choices.pointsLoaded && choices.points.length === 0) {
    const name = findUsState(choices.state)?.name ?? choices.state;
    return `No meeting point in ${name} takes this lesson: home pickup only.`;
  }
  return undefined;
}

/** The slot picker for the dialog's choices, or what is still missing to show it. */
export function LessonBookingSlots(props: {
  choices: LessonBookingChoices;
  value: SlotPick | null;
  onPick: (pick: SlotPick | null) => void;
  blockedReason?: (startTime: string) => string | null;
  clearAfterPick?: boolean;
}) {
  const { choices } = props;
  if (!choices.search || !choices.type || !choices.slotPickup)
    return (
      <Typography color="text.secondary">
        Choose the lesson type and the pickup to see the free times.
      </Typography>
    );
  return (
    <SlotPicker
      key={choices.search}
      pickup={choices.slotPickup}
      lessonTypeId={choices.type.id}
      from={choices.firstDay}
      studentIds={choices.studentIds}
      timeZone={choices.zone}
      value={props.value}
      onPick={props.onPick}
      {...(props.blockedReason ? { blockedReason: props.blockedReason } : {})}
      {...(props.clearAfterPick ? { clearAfterPick: true } : {})}
      emptyMessage={
        <>
          No instructor is free for this lesson at this pickup in these two weeks. Try the next two
          weeks, or add hours to an instructor’s schedule in{' '}
          <Link component={RouterLink} to="/admin/calendars" underline="always">
            Calendars
          </Link>
          .
        </>
      }
    />
  );
}
