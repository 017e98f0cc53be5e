// One row per local day of an enrolment: measured, patched, adjusted and credited time, and
// whether the daily cap was reached (docs/seat-time.md "Per day and in total").
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OnlineEnrollment } from './online-courses.queries.ts';
import { formatSeatTime } from './seat-time-format.ts';

export function SeatTimeDaysTable(props: { enrollment: OnlineEnrollment }) {
  const { enrollment } = props;
  if (enrollment.days.length === 0) {
    return <Typography color="text.secondary">No seat time recorded yet.</Typography>;
  }
  const reasons = (day: string) =>
    enrollment.patches
      .filter((patch) => patch.day === day)
      .map((patch) => `${formatSeatTime(patch.seconds)}: ${patch.reason} (${patch.createdBy})`);
  return (
    // On a phone the table may scroll sideways: the scrolling region is focusable for keyboards.
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={`Seat time per day, ${enrollment.name}`}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={`Seat time per day, ${enrollment.name}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Day
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Measured
            </TableCell>
            <TableCell component="th" scope="col">
              Patches
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Credited
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {enrollment.days.map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {day.day}
              </TableCell>
              <TableCell align="right">{formatSeatTime(day.rawSeconds)}</TableCell>
              <TableCell>
                {reasons(day.day).map((text) => (
                  <Typography key={text} variant="body2">
                    {text}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSeatTime(day.creditedSeconds)}
                {day.capReached ? ' (daily cap)' : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
