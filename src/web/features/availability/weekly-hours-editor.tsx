// The weekly hours editor: per weekday whether the instructor works, from when to when, and an
// optional meal break. Saved at once (hours and breaks together); the server's field messages
// (`spans.N.endMinute`, `breaks.N.startMinute`) land on the weekday they belong to. The fields
// show short labels ("From") and are named with their weekday ("Monday from") for screen readers.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { formatMinuteOfDay } from '../../../domain/scheduling/weekly-hours-rules.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';
import { SET_WEEKLY_HOURS_MUTATION } from './availability.queries.ts';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

interface Span {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

interface DayRow {
  works: boolean;
  start: string;
  end: string;
  mealStart: string;
  mealEnd: string;
}

const toTime = (minute: number) => (minute >= 1440 ? '23:59' : formatMinuteOfDay(minute));
const toMinute = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

function rowsOf(hours: readonly Span[], breaks: readonly (Span & { kind: string })[]): DayRow[] {
  return WEEKDAYS.map((_, index) => {
    const spans = hours.filter((span) => span.weekday === index + 1);
    const meal = breaks.find((entry) => entry.weekday === index + 1);
    return {
      works: spans.length > 0,
      start: toTime(spans[0]?.startMinute ?? 480),
      end: toTime(spans.at(-1)?.endMinute ?? 1020),
      mealStart: meal ? toTime(meal.startMinute) : '',
      mealEnd: meal ? toTime(meal.endMinute) : '',
    };
  });
}

export function WeeklyHoursEditor(props: {
  instructorId: string;
  weeklyHours: readonly Span[];
  breaks: readonly (Span & { kind: string })[];
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [rows, setRows] = useState(() => rowsOf(props.weeklyHours, props.breaks));
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [save, { loading }] = useMutation(SET_WEEKLY_HOURS_MUTATION);
  const update = (index: number, patch: Partial<DayRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const working = rows.flatMap((row, index) => (row.works ? [{ row, weekday: index + 1 }] : []));
    const spans = working.map(({ row, weekday }) => ({
      weekday,
      startMinute: toMinute(row.start),
      endMinute: row.end === '23:59' ? 1440 : toMinute(row.end),
    }));
    const withMeal = working.filter(({ row }) => row.mealStart && row.mealEnd);
    const breaks = withMeal.map(({ row, weekday }) => ({
      weekday,
      startMinute: toMinute(row.mealStart),
      endMinute: toMinute(row.mealEnd),
      kind: 'MEAL_BREAK' as const,
    }));
    setProblems({});
    const saved = await reportMutation(
      withFieldErrors(
        save({ variables: { instructorId: props.instructorId, spans, breaks } }),
        (errors) => {
          const byDay: Record<number, string> = {};
          for (const [path, message] of Object.entries(errors)) {
            const [list, index] = path.split('.');
            const weekday =
              list === 'spans'
                ? spans[Number(index)]?.weekday
                : list === 'breaks'
                  ? breaks[Number(index)]?.weekday
                  : undefined;
            if (weekday)
              byDay[weekday] ??= `${list === 'breaks' ? 'Meal break' : 'Hours'} ${message}`;
          }
          setProblems(byDay);
        },
      ),
      { success: 'The weekly hours were saved.' },
    );
    if (saved) props.onSaved();
  }

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row, index) => {
          const day = WEEKDAYS[index]!;
          const problem = problems[index + 1];
          return (
            <Box
              component="li"
              key={day}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: '9rem repeat(4, 1fr)' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <FormControlLabel
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                control={
                  <Checkbox
                    checked={row.works}
                    onChange={(event) => update(index, { works: event.target.checked })}
                  />
                }
                label={day}
              />
              {row.works && (
                <>
                  <TextField
                    type="time"
                    size="small"
                    label="From"
                    value={row.start}
                    error={Boolean(problem)}
                    onChange={(event) => update(index, { start: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': `${day} from` },
                    }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label="Until"
                    value={row.end}
                    error={Boolean(problem)}
                    onChange={(event) => update(index, { end: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': `${day} until` },
                    }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label="Meal break from"
                    value={row.mealStart}
                    onChange={(event) => update(index, { mealStart: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': `${day} meal break from` },
                    }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label="Meal break until"
                    value={row.mealEnd}
                    onChange={(event) => update(index, { mealEnd: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': `${day} meal break until` },
                    }}
                  />
                </>
              )}
              {problem && (
                <Typography
                  role="alert"
                  color="error"
                  variant="body2"
                  sx={{ gridColumn: '1 / -1' }}
                >
                  {day}: {problem}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <Button type="submit" variant="contained" disabled={loading} sx={{ mt: 2 }}>
        Save weekly hours
      </Button>
    </Box>
  );
}
