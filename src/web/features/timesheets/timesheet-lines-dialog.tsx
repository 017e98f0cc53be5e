// One instructor's timesheet line by line: each lesson and each day of paid blocks with its
// minutes, rate and pay, then the corrections of earlier approved periods with their reasons.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { DATE_FORMAT, WEEKDAY_DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { TIMESHEET_LINE_KIND_LABELS } from '../../../domain/timesheets/timesheet-lines.ts';
import type { TimesheetPeriodQuery } from '../../gql/graphql.ts';
import { formatMinutes, formatPeriod, formatRate } from './timesheet-text.ts';

type Sheet = TimesheetPeriodQuery['timesheetPeriod']['timesheets'][number];

function LineList(props: { lines: Sheet['lines']; corrections: boolean }) {
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {props.lines.map((line) => (
        <Stack
          key={`${line.key}:${line.correctsPeriodStart ?? ''}`}
          component="li"
          direction="row"
          spacing={2}
          sx={{ listStyle: 'none', justifyContent: 'space-between' }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              {formatDate(line.date, WEEKDAY_DATE_FORMAT)} · {line.description}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TIMESHEET_LINE_KIND_LABELS[line.kind]} · {formatMinutes(line.minutes)} at{' '}
              {formatRate(line.rateCents)}
              {props.corrections && line.correctsPeriodStart
                ? ` · corrects the period from ${formatDate(line.correctsPeriodStart, DATE_FORMAT)}: ${line.reason ?? ''}`
                : ''}
            </Typography>
          </div>
          <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatCents(line.payCents)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function TimesheetLinesDialog(props: {
  sheet: Sheet;
  period: { start: string; end: string };
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const own = props.sheet.lines.filter((line) => line.correctsPeriodStart === null);
  const corrections = props.sheet.lines.filter((line) => line.correctsPeriodStart !== null);
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} component="h2">
        {props.sheet.instructorName} · {formatPeriod(props.period)}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
          Lessons and paid time
        </Typography>
        {own.length === 0 ? (
          <Typography color="text.secondary">Nothing in this period.</Typography>
        ) : (
          <LineList lines={own} corrections={false} />
        )}
        {corrections.length > 0 && (
          <>
            <Typography variant="h3" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
              Corrections of approved periods
            </Typography>
            <LineList lines={corrections} corrections />
          </>
        )}
        <Typography sx={{ mt: 3, fontWeight: 600 }}>
          Total {formatCents(props.sheet.totalPayCents)}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
