// The dispatch board (docs/scheduling.md "Dispatch board"): one region's active instructors side
// by side for a day or a week, with their lessons, travel, breaks and checkout holds. On a wide
// screen it is react-big-calendar's resource view, where a lesson dragged to another time or
// instructor is moved (after a confirmation) through `updateLesson`, with the booking's checks; on
// a phone the same day reads as a list per instructor. The region, day and view are in the address.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { localDateOf, localToEpoch } from '../../../domain/scheduling/time-zone.ts';
import { timeZoneLabel } from '../../../domain/scheduling/us-time-zones.ts';
import { addDays } from '../../../domain/school-day.ts';
import { DispatchCalendar } from './dispatch-calendar.tsx';
import { DispatchList } from './dispatch-list.tsx';
import { boardEvents, boardResources, type BoardEvent } from './dispatch-events.ts';
import { MoveLessonDialog, type PendingMove } from './move-lesson-dialog.tsx';
import { DISPATCH_BOARD_QUERY, DISPATCH_REGIONS_QUERY } from './dispatch.queries.ts';

export type BoardView = 'day' | 'week';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The board's window: the chosen day, or the week (Monday to Sunday) that holds it. */
function boardWindow(date: string, view: BoardView, timeZone: string) {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const first = view === 'day' ? date : addDays(date, -weekday);
  const days = view === 'day' ? 1 : 7;
  return {
    first,
    from: new Date(localToEpoch(timeZone, first, 0) * 60_000).toISOString(),
    to: new Date(localToEpoch(timeZone, addDays(first, days), 0) * 60_000).toISOString(),
  };
}

export function DispatchBoardPage() {
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width:900px)');
  const regions = useQuery(DISPATCH_REGIONS_QUERY);
  const regionOptions = regions.data?.dispatchRegions ?? [];
  const region =
    regionOptions.find((option) => option.id === params.get('region')) ?? regionOptions[0];
  const timeZone = stateTimeZone(region?.state);
  const today = localDateOf(timeZone, Math.floor(Date.now() / 60_000));
  const asked = params.get('date') ?? '';
  const date = ISO_DATE.test(asked) ? asked : today;
  // A phone shows one day: a week of columns does not fit.
  const view: BoardView = wide && params.get('view') === 'week' ? 'week' : 'day';
  const window = boardWindow(date, view, timeZone);
  const board = useQuery(DISPATCH_BOARD_QUERY, {
    variables: { regionId: region?.id ?? '', from: window.from, to: window.to },
    skip: !region,
  });
  const data = board.data?.dispatchBoard;
  const events = useMemo(() => (data ? boardEvents(data) : []), [data]);
  const resources = useMemo(() => (data ? boardResources(data) : []), [data]);
  const [pending, setPending] = useState<PendingMove | null>(null);

  const change = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) merged.set(name, value);
        return merged;
      },
      { replace: true },
    );

  const askToMove = (event: BoardEvent, start: Date, resourceId: string) => {
    const to = resources.find((resource) => resource.id === resourceId);
    const from = resources.find((resource) => resource.id === event.resourceId);
    if (!event.lessonId || !to || !from) return;
    setPending({ event, start, instructor: to, previousInstructor: from });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Dispatch board</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        A region&apos;s instructors side by side: lessons, travel, breaks and checkout holds.
        {wide
          ? ' Drag a lesson to another time or instructor to move it; you confirm before anything changes.'
          : ' To move a lesson, open it from the student’s page, or use a wider screen.'}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label="Region"
          size="small"
          value={region?.id ?? ''}
          onChange={(event) => change({ region: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          {regionOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name} ({option.state})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={view === 'day' ? 'Day' : 'A day of the week'}
          size="small"
          value={date}
          onChange={(event) => {
            if (ISO_DATE.test(event.target.value)) change({ date: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {wide && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Show"
            sx={{ '& .MuiToggleButton-root': { color: 'text.primary', px: 2 } }}
            onChange={(_event, next: BoardView | null) => {
              if (next) change({ view: next });
            }}
          >
            <ToggleButton value="day">Day</ToggleButton>
            <ToggleButton value="week">Week</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Times in {timeZoneLabel(timeZone)}.
      </Typography>
      {(regions.loading || board.loading) && <LinearProgress aria-label="Loading the board" />}
      {(regions.error || board.error) && (
        <Alert severity="error">The board could not be loaded. Try again in a moment.</Alert>
      )}
      {regions.data && regionOptions.length === 0 && (
        <Alert severity="info">There are no regions yet: draw one on the Regions screen.</Alert>
      )}
      {data && resources.length === 0 && (
        <Alert severity="info">No active instructor works in {data.region.name}.</Alert>
      )}
      {data && resources.length > 0 && (
        <Box>
          {wide ? (
            <DispatchCalendar
              date={window.first}
              view={view}
              events={events}
              resources={resources}
              onMove={askToMove}
            />
          ) : (
            <DispatchList events={events} resources={resources} />
          )}
        </Box>
      )}
      {pending && (
        <MoveLessonDialog
          move={pending}
          timeZone={timeZone}
          onClose={() => setPending(null)}
          onMoved={() => {
            setPending(null);
            void board.refetch();
          }}
        />
      )}
    </Stack>
  );
}
