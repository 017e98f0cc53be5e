// API telemetry (Operations): GraphQL calls per school day as a bar chart, with the same numbers
// as a table, and the most called operations. Last 30 days by default; the range is in the
// address so it can be shared. The chart is loaded on demand (see api-calls-chart.tsx).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { addDays, schoolDay } from '../../../domain/school-day.ts';
import { formatDate, DATE_FORMAT } from '../../../domain/date-format.ts';
import { API_TELEMETRY_QUERY } from './api-telemetry.queries.ts';
import { RetryAlert } from '../../ui/list-results-status.tsx';

const ApiCallsChart = lazy(() => import('./api-calls-chart.tsx'));

const DEFAULT_DAYS = 30;
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, DATE_FORMAT);

/** The range in the address, or the last 30 school days. */
export function readRange(params: URLSearchParams, today: string): { from: string; to: string } {
  const to = params.get('to');
  const from = params.get('from');
  const end = to && isCalendarDate(to) ? to : today;
  const start =
    from && isCalendarDate(from) && from <= end ? from : addDays(end, -(DEFAULT_DAYS - 1));
  return { from: start, to: end };
}

export function ApiTelemetryPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => schoolDay(new Date()));
  const range = readRange(params, today);
  const { data, previousData, loading, error, refetch } = useQuery(API_TELEMETRY_QUERY, {
    variables: range,
  });
  const shown = data ?? previousData;
  const days = shown?.apiCallCountByDate ?? [];
  const operations = shown?.apiCallCountByOperation ?? [];
  const total = days.reduce((sum, day) => sum + day.count, 0);

  const setDay = (which: 'from' | 'to', value: string) => {
    if (!isCalendarDate(value)) return;
    const next = new URLSearchParams(params);
    next.set(which, value);
    if (which === 'from' && !next.get('to')) next.set('to', range.to);
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        API telemetry
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        GraphQL calls answered per day (Pacific time), counted as they happen and saved every few
        seconds.
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Date range"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          type="date"
          label="From"
          value={range.from}
          onChange={(event) => setDay('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
        />
        <TextField
          type="date"
          label="To"
          value={range.to}
          onChange={(event) => setDay('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
        />
        <Button
          onClick={() => setParams(new URLSearchParams(), { replace: true })}
          sx={{ alignSelf: 'center' }}
        >
          Last 30 days
        </Button>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label="Loading telemetry" />}
      </Box>
      {error && (
        <RetryAlert onRetry={() => void refetch()} spaced>
          The telemetry could not be loaded. {error.message}
        </RetryAlert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="calls-per-day"
        sx={{ p: 2, mb: 3 }}
      >
        <Typography id="calls-per-day" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Calls per day
        </Typography>
        <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {total.toLocaleString('en-US')} calls from {dayLabel(range.from)} to {dayLabel(range.to)}
        </Typography>
        {days.length > 0 && (
          <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
            <ApiCallsChart days={days} />
          </Suspense>
        )}
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', py: 1 }}>
            The same numbers as a table
          </Box>
          <Box
            sx={{ maxHeight: 360, overflow: 'auto' }}
            tabIndex={0}
            aria-label="Calls per day table"
          >
            <Table size="small" aria-label="Calls per day">
              <TableHead>
                <TableRow>
                  <TableCell>Day</TableCell>
                  <TableCell align="right">Calls</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {days.map((day) => (
                  <TableRow key={day.id}>
                    <TableCell>{dayLabel(day.id)}</TableCell>
                    <TableCell align="right">{day.count.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="top-operations" sx={{ p: 2 }}>
        <Typography id="top-operations" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Most called operations
        </Typography>
        {operations.length === 0 ? (
          <Typography>No calls in this range.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="top-operations">
              <TableHead>
                <TableRow>
                  <TableCell>Operation</TableCell>
                  <TableCell align="right">Calls</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {operations.map((operation) => (
                  <TableRow key={operation.operationName}>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {operation.operationName}
                    </TableCell>
                    <TableCell align="right">{operation.count.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
    </>
  );
}
