// The "move" part of the edit-lesson dialog: the place, who asked for the move, the waiver where
// the late rule applies and what the move will cost (above the long list of times, so they are
// seen), then the first day and the slot picker of the schedule dialog (free times with this
// lesson's own time not counted as taken).
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  MOVE_REQUESTERS,
  MOVE_REQUESTER_LABELS,
  type MoveRequester,
} from '../../../domain/scheduling/lesson-move-policy.ts';
import { SlotPicker } from '../slot-search/slot-picker.tsx';
import { describeMoveCost } from './lesson-text.ts';
import { ISO_DATE } from './use-lesson-booking-choices.ts';
import { HOME_PLACE, SAME_PLACE, type LessonMove, type MovableLesson } from './use-lesson-move.ts';

const ASKED_ID = 'move-lesson-asked-by';

export function MoveLessonFields(props: {
  lesson: MovableLesson;
  move: LessonMove;
  canWaive: boolean;
  errors: Record<string, string>;
}) {
  const { lesson, move, errors } = props;
  const placeError = errors['pickupZip'] ?? errors['meetingPointId'] ?? errors['pickupLocation'];
  const cost = describeMoveCost(move.requestedBy, move.facts, move.waive);
  const penalised = move.facts !== null && !move.facts.returnsMinutes;
  return (
    <>
      {move.loadError && <Alert severity="error">The meeting points could not be loaded.</Alert>}
      <TextField
        select
        label="Place"
        value={move.place}
        onChange={(e) => move.setPlace(e.target.value)}
        error={!!placeError}
        helperText={
          placeError ??
          (move.place === HOME_PLACE && !move.homeZip
            ? 'No ZIP code on file: choose a meeting point, or add the address first.'
            : undefined)
        }
      >
        <MenuItem value={SAME_PLACE}>Where it is now: {move.currentPlaceLabel}</MenuItem>
        <MenuItem value={HOME_PLACE}>At home{move.homeText ? `: ${move.homeText}` : ''}</MenuItem>
        {move.points.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.label}: {point.address}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id={ASKED_ID}>Who asked for the move</FormLabel>
        <RadioGroup
          row
          aria-labelledby={ASKED_ID}
          value={move.requestedBy}
          onChange={(e) => move.setRequestedBy(e.target.value as MoveRequester)}
        >
          {MOVE_REQUESTERS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={MOVE_REQUESTER_LABELS[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {props.canWaive && move.facts?.late && (
        <FormControlLabel
          control={
            <Checkbox checked={move.waive} onChange={(e) => move.setWaive(e.target.checked)} />
          }
          label="Waive the late penalty"
        />
      )}
      <Alert severity={penalised ? 'warning' : 'info'}>
        {move.previewError ? 'What the move costs could not be worked out.' : cost}
      </Alert>
      <TextField
        label="First day"
        type="date"
        value={move.firstDay}
        onChange={(e) => move.setFirstDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!ISO_DATE.test(move.firstDay)}
        helperText={
          ISO_DATE.test(move.firstDay)
            ? `Two weeks of free times from this day, in ${move.zoneLabel} time.`
            : 'Enter a date.'
        }
        sx={{ maxWidth: { sm: 280 } }}
      />
      {move.slotPickup ? (
        <SlotPicker
          key={move.search}
          pickup={move.slotPickup}
          lessonTypeId={lesson.lessonType.id}
          from={move.firstDay}
          studentIds={move.studentIds}
          excludeLessonId={lesson.id}
          timeZone={move.zone}
          value={move.pick}
          onPick={move.onPick}
          emptyMessage={
            <>
              No instructor is free for this lesson at this place in these two weeks. Try the next
              two weeks, or add hours to an instructor’s schedule in{' '}
              <Link component={RouterLink} to="/admin/calendars" underline="always">
                Calendars
              </Link>
              .
            </>
          }
        />
      ) : (
        <Typography color="text.secondary">Choose a place to see the free times.</Typography>
      )}
    </>
  );
}
