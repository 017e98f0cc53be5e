// Cancellation logs (Scheduling): every cancelled student place in a date range, newest first,
// with who asked, who recorded it and what happened to the minutes; filters by instructor and
// initiator. The range is read in the school's time zone and kept in the address.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  DATE_TIME_FORMAT,
  DEFAULT_TIME_ZONE,
  ISO_DATE_FORMAT,
  formatDate,
} from '../../../domain/date-format.ts';
import {
  CANCELLATION_INITIATOR_LABELS,
  CANCELLATION_INITIATORS,
  CANCELLATION_REASON_LABELS,
  type CancellationInitiator,
} from '../../../domain/scheduling/lesson-enums.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { startInstant } from './lesson-text.ts';
import { CANCELLATION_LOGS_QUERY } from './lessons.queries.ts';

const RESULTS_ID = 'cancellation-logs-results';
const DAY_MS = 86_400_000;

export function CancellationLogsPage() {
  const [params, setParams] = useSearchParams();
  const today = formatDate(new Date(), ISO_DATE_FORMAT);
  const from =
    params.get('from') ?? formatDate(new Date(Date.now() - 30 * DAY_MS), ISO_DATE_FORMAT);
  const to = params.get('to') ?? today;
  const instructorId = params.get('instructor') ?? '';
  const initiatedBy = (params.get('initiator') ?? '') as CancellationInitiator | '';
  const fromInstant = startInstant(from, '00:00', DEFAULT_TIME_ZONE);
  const toStart = startInstant(to, '00:00', DEFAULT_TIME_ZONE);
  const toInstant = toStart ? new Date(Date.parse(toStart) + DAY_MS).toISOString() : null;
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    CANCELLATION_LOGS_QUERY,
    {
      variables: {
        from: fromInstant ?? '',
        to: toInstant ?? '',
        instructorId: instructorId || null,
        initiatedBy: initiatedBy || null,
        first: 50,
      },
      skip: !fromInstant || !toInstant,
    },
  );
  const result = data ?? previousData;
  const rows = result?.cancellationLogs.edges.map((edge) => edge.node) ?? [];
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Cancellation logs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Cancelled lessons by the day they were cancelled, with who asked and whether the minutes
        went back to the student.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => set('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(e) => set('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Instructor"
          value={instructorId}
          onChange={(e) => set('instructor', e.target.value)}
        >
          <MenuItem value="">All instructors</MenuItem>
          {(result?.lessonBookableInstructors ?? []).map((instructor) => (
            <MenuItem key={instructor.id} value={instructor.id}>
              {instructor.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Initiated by"
          value={initiatedBy}
          onChange={(e) => set('initiator', e.target.value)}
        >
          <MenuItem value="">Anyone</MenuItem>
          {CANCELLATION_INITIATORS.map((value) => (
            <MenuItem key={value} value={value}>
              {CANCELLATION_INITIATOR_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListResultsStatus
        headingId={RESULTS_ID}
        heading="Cancellations"
        summary={
          result ? `${result.cancellationLogs.totalCount} cancellations` : 'Loading cancellations…'
        }
        loading={loading}
        rowsName="cancellations"
        errorText="The cancellation log could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <Stack component="ul" aria-labelledby={RESULTS_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {row.user ?? 'A former student'} · lesson of{' '}
              {formatDate(row.lessonStartTime, DATE_TIME_FORMAT)} with {row.instructor}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Cancelled {formatDate(row.timestamp, DATE_TIME_FORMAT)} · asked by{' '}
              {CANCELLATION_INITIATOR_LABELS[row.initiatedBy].toLowerCase()} · reason{' '}
              {CANCELLATION_REASON_LABELS[row.reason].toLowerCase()} · recorded by{' '}
              {row.changedBy ?? 'unknown'} · minutes{' '}
              {row.minutesForfeited ? 'forfeited' : 'returned'}
              {row.feeCents > 0 ? ` · late fee $${(row.feeCents / 100).toFixed(2)}` : ''}
            </Typography>
            {row.note && <Typography variant="body2">{row.note}</Typography>}
          </Paper>
        ))}
      </Stack>
      {result?.cancellationLogs.pageInfo.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() =>
            void fetchMore({ variables: { after: result.cancellationLogs.pageInfo.endCursor } })
          }
        >
          Load more
        </Button>
      )}
    </>
  );
}
