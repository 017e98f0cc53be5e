// Dated exceptions: add a day off, some hours off, or extra hours; list the coming ones and remove
// one. Times are the instructor's local wall clock.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { formatMinuteOfDay } from '../../../domain/scheduling/weekly-hours-rules.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import {
  DELETE_AVAILABILITY_EXCEPTION_MUTATION,
  PUT_AVAILABILITY_EXCEPTION_MUTATION,
} from './availability.queries.ts';

interface ExceptionView {
  id: string;
  date: string;
  startMinute?: number | null;
  endMinute?: number | null;
  isAvailable: boolean;
  note: string;
}

const toMinute = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export function describeException(exception: ExceptionView): string {
  const time =
    exception.startMinute == null
      ? 'whole day'
      : `${formatMinuteOfDay(exception.startMinute)}–${formatMinuteOfDay(exception.endMinute ?? 0)}`;
  return `${exception.date}: ${exception.isAvailable ? 'extra hours' : 'time off'}, ${time}${exception.note ? ` (${exception.note})` : ''}`;
}

export function ExceptionsEditor(props: {
  instructorId: string;
  exceptions: readonly ExceptionView[];
  canWrite: boolean;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'off' | 'extra'>('off');
  const [wholeDay, setWholeDay] = useState(true);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [put, putState] = useMutation(PUT_AVAILABILITY_EXCEPTION_MUTATION);
  const [remove] = useMutation(DELETE_AVAILABILITY_EXCEPTION_MUTATION);
  const whole = kind === 'off' && wholeDay;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      instructorId: props.instructorId,
      date,
      isAvailable: kind === 'extra',
      startMinute: whole ? null : toMinute(start),
      endMinute: whole ? null : toMinute(end),
      note,
    };
    setProblems({});
    const saved = await reportMutation(
      withFieldErrors(put({ variables: { input } }), setProblems),
      { success: `The ${kind === 'off' ? 'time off' : 'extra hours'} on ${date} were saved.` },
    );
    if (saved) {
      setNote('');
      props.onSaved();
    }
  }

  async function drop(exception: ExceptionView) {
    const done = await reportMutation(remove({ variables: { id: exception.id } }), {
      success: `The exception on ${exception.date} was removed.`,
    });
    if (done) props.onSaved();
  }

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  return (
    <Box>
      {props.exceptions.length === 0 ? (
        <Typography color="text.secondary">No exceptions from today on.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, mt: 0 }}>
          {props.exceptions.map((exception) => (
            <li key={exception.id}>
              {describeException(exception)}{' '}
              {props.canWrite && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove the exception on ${exception.date}`}
                  onClick={() => void drop(exception)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </Box>
      )}
      {props.canWrite && (
        <Box
          component="form"
          onSubmit={(event) => void submit(event)}
          noValidate
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 1.5,
            mt: 2,
          }}
        >
          <TextField
            type="date"
            size="small"
            label="Date"
            required
            value={date}
            error={Boolean(problems['date'])}
            helperText={problem('date', 'The date')}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label="Kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'off' | 'extra')}
          >
            <MenuItem value="off">Time off</MenuItem>
            <MenuItem value="extra">Extra hours</MenuItem>
          </TextField>
          {kind === 'off' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={wholeDay}
                  onChange={(event) => setWholeDay(event.target.checked)}
                />
              }
              label="Whole day"
            />
          )}
          {!whole && (
            <>
              <TextField
                type="time"
                size="small"
                label="From"
                value={start}
                error={Boolean(problems['startMinute'])}
                helperText={problem('startMinute', 'The start')}
                onChange={(event) => setStart(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                size="small"
                label="Until"
                value={end}
                error={Boolean(problems['endMinute'])}
                helperText={problem('endMinute', 'The end')}
                onChange={(event) => setEnd(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
          <TextField
            size="small"
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={putState.loading}>
              Add exception
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
