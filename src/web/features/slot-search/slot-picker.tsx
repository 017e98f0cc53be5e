// The slot picker (docs/scheduling.md): two weeks of bookable start times of a lesson type at a
// pickup, grouped by day in the zone the search answers in; choosing a time lists the instructors
// free then, choosing one calls onPick (and choosing another time or window calls it with null).
// Shared by the staff slot search and the lessons' schedule dialog. Each time is a button whose
// name says the day, the time and how many are free.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import {
  addDays,
  dayHeading,
  instructorCount,
  pickupInputOf,
  timeLabel,
  WINDOW_DAYS,
  windowRange,
  type SlotPickerPickup,
} from './slot-picker-format.ts';
import { SLOT_SEARCH_QUERY } from './slot-search.queries.ts';
import { SlotInstructors } from './slot-instructors.tsx';

export type { SlotPickerPickup } from './slot-picker-format.ts';

export interface SlotPick {
  startTime: string;
  instructorId: string;
  instructorName: string;
}

export interface SlotPickerProps {
  pickup: SlotPickerPickup;
  lessonTypeId: string;
  /** First local date shown (YYYY-MM-DD); earlier windows are not offered. */
  from: string;
  studentIds?: readonly string[];
  /** A lesson being moved does not block its own time. */
  excludeLessonId?: string;
  /** Zone the days are grouped and the times printed in; the school's by default. */
  timeZone?: string;
  /**
   * The pick the caller holds, when it may drop it (say, the booking was refused): turning it to
   * null forgets the time chosen for it too.
   */
  value?: SlotPick | null;
  /** What an empty two weeks says; "try the next two weeks" by default. */
  emptyMessage?: ReactNode;
  /** The chosen time and instructor, or null when a pick is undone. */
  onPick: (pick: SlotPick | null) => void;
  /**
   * Why a start cannot be chosen here though it is free ("Picked", "Overlaps a pick"), or null:
   * such a time is shown disabled with the reason instead of its instructor count.
   */
  blockedReason?: (startTime: string) => string | null;
  /** Collecting several picks: after each one the picker closes the time, ready for the next. */
  clearAfterPick?: boolean;
}

const HEADING_ID = 'slot-picker-results';

export function SlotPicker(props: SlotPickerProps) {
  const askedZone = props.timeZone ?? DEFAULT_TIME_ZONE;
  const [windowStart, setWindowStart] = useState(props.from);
  const [chosen, setChosen] = useState<{ date: string; startTime: string } | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [heldValue, setHeldValue] = useState(props.value);
  if (props.value !== heldValue) {
    setHeldValue(props.value);
    // The caller dropped the pick shown here; a null that follows choosing another time keeps it.
    if (!props.value && heldValue && chosen?.startTime === heldValue.startTime) {
      setChosen(null);
      setPickedId(null);
    }
  }
  const { data, loading, error, refetch } = useQuery(SLOT_SEARCH_QUERY, {
    variables: {
      input: {
        pickup: pickupInputOf(props.pickup),
        lessonTypeId: props.lessonTypeId,
        ...windowRange(windowStart, askedZone),
        studentIds: props.studentIds ? [...props.studentIds] : null,
        excludeLessonId: props.excludeLessonId ?? null,
        timeZone: askedZone,
      },
    },
  });
  const result = data?.slotSearch;
  const timeZone = result?.timeZone ?? askedZone;
  const days = result?.days ?? [];
  const timeCount = days.reduce((sum, day) => sum + day.times.length, 0);
  const lastDay = addDays(windowStart, WINDOW_DAYS - 1);
  const range = `${dayHeading(windowStart)} – ${dayHeading(lastDay)}`;

  function undoPick() {
    if (pickedId !== null) props.onPick(null);
    setPickedId(null);
  }

  function move(days: number) {
    setWindowStart(addDays(windowStart, days));
    setChosen(null);
    undoPick();
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="Free times"
        summary={
          loading || !result
            ? range
            : `${range}: ${timeCount === 1 ? '1 start time' : `${timeCount} start times`}`
        }
        loading={loading}
        rowsName="free times"
        errorText="The free times could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button
          variant="outlined"
          disabled={windowStart <= props.from}
          onClick={() => move(-WINDOW_DAYS)}
        >
          Previous two weeks
        </Button>
        <Button variant="outlined" onClick={() => move(WINDOW_DAYS)}>
          Next two weeks
        </Button>
      </Box>
      {result && !loading && result.regionId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This pickup is outside the regions our instructors serve.
        </Alert>
      )}
      {result && !loading && result.regionId !== null && days.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {props.emptyMessage ?? 'No free times in these two weeks — try the next two weeks.'}
        </Alert>
      )}
      {!loading &&
        days.map((day) => (
          <Box key={day.date} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
              {dayHeading(day.date)}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {day.times.map((time) => {
                const isChosen = chosen?.startTime === time.startTime;
                const blocked = props.blockedReason?.(time.startTime) ?? null;
                const detail = blocked ?? instructorCount(time.instructors.length);
                return (
                  <li key={time.startTime}>
                    <Button
                      variant={isChosen ? 'contained' : 'outlined'}
                      aria-pressed={isChosen}
                      disabled={blocked !== null}
                      // Spoken: "Tuesday, December 1, 9:00 AM, 3 instructors".
                      aria-label={`${dayHeading(day.date)}, ${timeLabel(time.startTime, timeZone)}, ${detail}`}
                      onClick={() => {
                        if (isChosen) return;
                        setChosen({ date: day.date, startTime: time.startTime });
                        undoPick();
                      }}
                      sx={{ minWidth: 104, flexDirection: 'column', lineHeight: 1.3, py: 0.5 }}
                    >
                      <span>{timeLabel(time.startTime, timeZone)}</span>{' '}
                      <Box component="span" sx={{ fontSize: '0.75rem', textTransform: 'none' }}>
                        {detail}
                      </Box>
                    </Button>
                  </li>
                );
              })}
            </Box>
            {chosen?.date === day.date && (
              <SlotInstructors
                when={`${dayHeading(day.date)}, ${timeLabel(chosen.startTime, timeZone)}`}
                instructors={
                  day.times.find((time) => time.startTime === chosen.startTime)?.instructors ?? []
                }
                pickedId={pickedId}
                onPick={(instructor) => {
                  setPickedId(props.clearAfterPick ? null : instructor.id);
                  if (props.clearAfterPick) setChosen(null);
                  props.onPick({
                    startTime: chosen.startTime,
                    instructorId: instructor.id,
                    instructorName: instructor.name,
                  });
                }}
              />
            )}
          </Box>
        ))}
    </Box>
  );
}
