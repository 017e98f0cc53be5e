// Schedule a lesson for a student: type, a second student for shared types, the pickup (at home:
// the student's address, placed by its ZIP; or a meeting point of the student's state), then a
// free time picked with the slot picker, which also names the instructor. Staff do not type a
// time: only what the slot search offers can be booked (docs/lessons.md "Booking from the
// student's page"). The student's booking alerts are shown on top, as everywhere the student is
// booked.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { isSharedLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { US_TIME_ZONES } from '../../../domain/scheduling/us-time-zones.ts';
import { normaliseZipCode } from '../../../domain/zip-code.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { addDays, dayHeading, timeLabel } from '../slot-search/slot-picker-format.ts';
import { SlotPicker, type SlotPick, type SlotPickerPickup } from '../slot-search/slot-picker.tsx';
import { withFieldErrors } from '../students/field-errors.ts';
import {
  LESSON_BOOKING_OPTIONS_QUERY,
  LESSON_PARTNER_SEARCH_QUERY,
  SCHEDULE_LESSON_MUTATION,
} from './lessons.queries.ts';

const TITLE_ID = 'schedule-lesson-title';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface LessonStudent {
  id: string;
  name: string;
  usStateId?: string | null;
  address?: { address?: string | null; city?: string | null; zipcode?: string | null } | null;
}

/** A booking the server refused because the time is taken or no longer bookable. */
function isConflict(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((entry) => entry.extensions?.code === 'CONFLICT');
}

export function ScheduleLessonDialog(props: {
  student: LessonStudent;
  alerts: readonly { id: string; text: string }[];
  onClose: () => void;
  onScheduled: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const client = useApolloClient();
  const { reportMutation } = useSnackbar();
  const options = useQuery(LESSON_BOOKING_OPTIONS_QUERY, {
    variables: { state: props.student.usStateId ?? '' },
  });
  const [schedule, { loading: busy }] = useMutation(SCHEDULE_LESSON_MUTATION);
  // Free times are grouped by day in the zone of the student's state, where the lesson happens.
  const zone = stateTimeZone(props.student.usStateId);
  const zoneLabel = US_TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;
  const [firstDay, setFirstDay] = useState(() =>
    addDays(localDateOf(zone, Math.floor(Date.now() / 60_000)), 1),
  );
  const [typeId, setTypeId] = useState('');
  const [pickup, setPickup] = useState('home');
  const [partner, setPartner] = useState<{ id: string; name: string } | null>(null);
  const [partnerInput, setPartnerInput] = useState('');
  const partners = useQuery(LESSON_PARTNER_SEARCH_QUERY, {
    variables: { term: partnerInput },
    skip: partnerInput.trim().length < 2,
  });
  const [picked, setPicked] = useState<{ search: string; pick: SlotPick } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = useMemo(() => crypto.randomUUID(), []);

  const types = options.data?.lessonBookableTypes ?? [];
  const type = types.find((t) => t.id === typeId);
  const shared = type ? isSharedLessonType(type.name) : false;
  const points = (options.data?.stateMeetingPoints ?? []).filter(
    (point) => !type || !point.restrictedLessonTypes.includes(type.name),
  );
  const address = props.student.address;
  const homeText = [address?.address, address?.city, address?.zipcode].filter(Boolean).join(', ');
  // The slot search knows ZIP centres by their five digits; the booking places the home there too.
  const homeZip = normaliseZipCode(address?.zipcode ?? '')?.slice(0, 5) ?? null;
  const slotPickup: SlotPickerPickup | null =
    pickup === 'home' ? (homeZip ? { zipCode: homeZip } : null) : { meetingPointId: pickup };
  const studentIds = [props.student.id, ...(partner && shared ? [partner.id] : [])];
  const search =
    type && slotPickup && ISO_DATE.test(firstDay)
      ? JSON.stringify([type.id, slotPickup, studentIds, firstDay])
      : null;
  // A pick belongs to the search it was made in: changing the type, pickup, students or first
  // day starts a new search and drops it.
  const pick = picked && picked.search === search ? picked.pick : null;
  const pickupError = errors['pickupZip'] ?? errors['meetingPointId'] ?? errors['pickupLocation'];
  const slotError = errors['slot'] ?? errors['startTime'] ?? errors['instructorId'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!type) found['lessonTypeId'] = 'Choose a lesson type.';
    if (pickup === 'home' && !homeZip)
      found['pickupZip'] =
        'The student has no ZIP code: choose a meeting point or add the address.';
    if (!pick) found['slot'] = 'Choose a free time and an instructor.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !type || !pick) return;
    const input = {
      idempotencyKey: key,
      instructorId: pick.instructorId,
      lessonTypeId: type.id,
      startTime: pick.startTime,
      studentIds,
      ...(pickup === 'home'
        ? { pickupLocation: homeText, pickupZip: homeZip }
        : { meetingPointId: pickup }),
    };
    const done = await reportMutation(
      withFieldErrors(schedule({ variables: { input } }), setErrors).catch((error: unknown) => {
        // Someone took the time meanwhile: forget it and ask again for what is free now.
        if (isConflict(error)) {
          setPicked(null);
          void client.refetchQueries({ include: ['SlotSearch'] });
        }
        throw error;
      }),
      { success: 'Lesson scheduled.' },
    );
    if (done) props.onScheduled();
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>Schedule a lesson for {props.student.name}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="schedule-lesson-form"
          onSubmit={(e) => void submit(e)}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
        >
          {props.alerts.map((alert) => (
            <Alert key={alert.id} severity="warning">
              {alert.text}
            </Alert>
          ))}
          {options.error && (
            <Alert severity="error">The booking choices could not be loaded.</Alert>
          )}
          <TextField
            select
            label="Lesson type"
            value={typeId}
            onChange={(e) => setTypeId(e.target.value)}
            error={!!errors['lessonTypeId']}
            helperText={errors['lessonTypeId']}
          >
            {types.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.label} ({t.durationMinutes} min)
              </MenuItem>
            ))}
          </TextField>
          {shared && (
            <Autocomplete
              options={(partners.data?.students.edges ?? [])
                .map((edge) => edge.node)
                .filter((s) => s.id !== props.student.id)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={partner}
              onChange={(_e, value) => setPartner(value)}
              inputValue={partnerInput}
              onInputChange={(_e, value) => setPartnerInput(value)}
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
            value={pickup}
            onChange={(e) => setPickup(e.target.value)}
            error={!!pickupError}
            helperText={
              pickupError ??
              (pickup === 'home' && !homeZip
                ? 'No ZIP code on file: choose a meeting point, or add the address first.'
                : undefined)
            }
          >
            <MenuItem value="home">At home{homeText ? `: ${homeText}` : ''}</MenuItem>
            {points.map((point) => (
              <MenuItem key={point.id} value={point.id}>
                {point.label}: {point.address}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="First day"
            type="date"
            value={firstDay}
            onChange={(e) => setFirstDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!ISO_DATE.test(firstDay)}
            helperText={
              ISO_DATE.test(firstDay)
                ? `Two weeks of free times from this day, in ${zoneLabel} time.`
                : 'Enter a date.'
            }
            sx={{ maxWidth: { sm: 280 } }}
          />
          {search && type && slotPickup ? (
            <SlotPicker
              key={search}
              pickup={slotPickup}
              lessonTypeId={type.id}
              from={firstDay}
              studentIds={studentIds}
              timeZone={zone}
              value={pick}
              onPick={(next) => {
                setPicked(next ? { search, pick: next } : null);
                if (next) setErrors(({ slot: _slot, ...rest }) => rest);
              }}
              emptyMessage={
                <>
                  No instructor is free for this lesson at this pickup in these two weeks. Try the
                  next two weeks, or add hours to an instructor’s schedule in{' '}
                  <Link component={RouterLink} to="/admin/calendars" underline="always">
                    Calendars
                  </Link>
                  .
                </>
              }
            />
          ) : (
            <Typography color="text.secondary">
              Choose the lesson type and the pickup to see the free times.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Box
          role="status"
          sx={{
            flex: '1 1 240px',
            typography: 'body2',
            color: slotError ? 'error.main' : undefined,
          }}
        >
          {pick
            ? `${pick.instructorName}, ${dayHeading(localDateOf(zone, Math.floor(Date.parse(pick.startTime) / 60_000)))}, ${timeLabel(pick.startTime, zone)}`
            : (slotError ?? 'No time chosen yet.')}
        </Box>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="schedule-lesson-form" variant="contained" disabled={busy}>
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
