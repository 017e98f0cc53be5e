// Find a time (Scheduling): staff give a pickup (a ZIP code, a meeting point of a state, or
// coordinates), a lesson type and a first day, then pick a start time and an instructor with the
// slot picker; the choice links to that instructor's calendar on that day.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_TIME_ZONE, formatDate, ISO_DATE_FORMAT } from '../../../domain/date-format.ts';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { SUPPORTED_STATE_CODES, findUsState } from '../../../domain/us-states.ts';
import { dayHeading, timeLabel } from './slot-picker-format.ts';
import { SlotPicker, type SlotPick } from './slot-picker.tsx';
import { readSlotSearchForm, type PickupKind, type SlotSearchForm } from './slot-search-form.ts';
import {
  SLOT_SEARCH_MEETING_POINTS_QUERY,
  SLOT_SEARCH_OPTIONS_QUERY,
} from './slot-search.queries.ts';

const PICKUP_KINDS: { value: PickupKind; label: string }[] = [
  { value: 'zip', label: 'ZIP code' },
  { value: 'meetingPoint', label: 'Meeting point' },
  { value: 'coordinates', label: 'Coordinates' },
];

export function SlotSearchPage() {
  const today = formatDate(new Date(), ISO_DATE_FORMAT);
  const [form, setForm] = useState<SlotSearchForm>({
    kind: 'zip',
    zipCode: '',
    state: SUPPORTED_STATE_CODES[0],
    meetingPointId: '',
    latitude: '',
    longitude: '',
    lessonTypeId: '',
    from: today,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SlotSearchForm, string>>>({});
  const [search, setSearch] = useState<ReturnType<typeof readSlotSearchForm>['search']>(null);
  const [pick, setPick] = useState<SlotPick | null>(null);
  const picked = useRef<HTMLDivElement>(null);
  // The choice is shown above the picker: take the reader there (on a phone it is off screen).
  useEffect(() => {
    if (pick) picked.current?.focus();
  }, [pick]);
  const options = useQuery(SLOT_SEARCH_OPTIONS_QUERY);
  const points = useQuery(SLOT_SEARCH_MEETING_POINTS_QUERY, {
    variables: { state: form.state },
    skip: form.kind !== 'meetingPoint',
  });
  const lessonTypes = options.data?.lessonTypes ?? [];
  const set = (field: keyof SlotSearchForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readSlotSearchForm(form);
    setErrors(read.errors);
    setPick(null);
    if (read.search) setSearch(read.search);
  }

  const field = (name: keyof SlotSearchForm, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      size="small"
      {...extra}
    />
  );

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Find a time
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        When a lesson can start at a pickup, and which instructors are free then.
      </Typography>
      {options.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The lesson types could not be loaded. {options.error.message}
        </Alert>
      )}
      <Paper
        component="form"
        variant="outlined"
        aria-label="Search for free times"
        noValidate
        onSubmit={submit}
        sx={{ p: 2, mb: 3, display: 'grid', gap: 2, maxWidth: 720 }}
      >
        <Box>
          <Typography id="pickup-kind-label" variant="body2" sx={{ mb: 0.5 }}>
            Pickup
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.kind}
            aria-labelledby="pickup-kind-label"
            onChange={(_event, value: PickupKind | null) => value && set('kind')(value)}
            sx={{ flexWrap: 'wrap' }}
          >
            {PICKUP_KINDS.map((kind) => (
              <ToggleButton key={kind.value} value={kind.value}>
                {kind.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {form.kind === 'zip' && field('zipCode', 'ZIP code', { inputMode: 'numeric' })}
        {form.kind === 'meetingPoint' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {field('state', 'State', {
              select: true,
              sx: { minWidth: 180 },
              onChange: (event: { target: { value: string } }) =>
                setForm((current) => ({
                  ...current,
                  state: event.target.value,
                  meetingPointId: '',
                })),
              children: SUPPORTED_STATE_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {findUsState(code)?.name ?? code}
                </MenuItem>
              )),
            })}
            {field('meetingPointId', 'Meeting point', {
              select: true,
              sx: { minWidth: 240, flex: 1 },
              disabled: points.loading,
              children: (points.data?.stateMeetingPoints ?? []).map((point) => (
                <MenuItem key={point.id} value={point.id}>
                  {point.label} — {point.address}
                </MenuItem>
              )),
            })}
          </Box>
        )}
        {form.kind === 'coordinates' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {field('latitude', 'Latitude', { inputMode: 'decimal' })}
            {field('longitude', 'Longitude', { inputMode: 'decimal' })}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {field('lessonTypeId', 'Lesson type', {
            select: true,
            sx: { minWidth: 240, flex: 1 },
            children: lessonTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.label} ({type.durationMinutes} min)
              </MenuItem>
            )),
          })}
          {field('from', 'First day', {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
        </Box>
        <Box>
          <Button type="submit" variant="contained">
            Find times
          </Button>
        </Box>
      </Paper>
      {pick && (
        <Alert ref={picked} tabIndex={-1} severity="success" sx={{ mb: 3 }} role="status">
          {pick.instructorName} on{' '}
          {dayHeading(localDateOf(DEFAULT_TIME_ZONE, Date.parse(pick.startTime) / 60_000))},{' '}
          {timeLabel(pick.startTime, DEFAULT_TIME_ZONE)}.{' '}
          <Link
            component={RouterLink}
            underline="always"
            to={`/admin/instructors/${pick.instructorId}/schedule?view=day&date=${localDateOf(DEFAULT_TIME_ZONE, Date.parse(pick.startTime) / 60_000)}`}
          >
            Open {pick.instructorName}’s calendar
          </Link>
        </Alert>
      )}
      {search && (
        <SlotPicker
          key={JSON.stringify(search)}
          pickup={search.pickup}
          lessonTypeId={search.lessonTypeId}
          from={search.from}
          onPick={setPick}
        />
      )}
    </>
  );
}
