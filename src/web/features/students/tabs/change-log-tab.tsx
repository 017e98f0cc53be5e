// The student's change log (userLogs): one line per thing that happened, newest first, filtered
// All / Auto / Cancels / Manual (SPEC §4) and paged; filter and page live in the address.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../../domain/date-format.ts';
import { LOG_FILTERS, type LogFilter } from '../../../../domain/log-filter.ts';
import type { UserLogKind } from '../../../gql/graphql.ts';
import { pageQueryOf, pagingSummary } from '../../../ui/list-paging.ts';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import {
  readChangeLogSearch,
  writeChangeLogSearch,
  type ChangeLogSearch,
} from '../student-tabs.ts';
import { USER_LOGS_QUERY } from '../students.queries.ts';
import { TabHeading } from './tab-heading.tsx';

const HEADING_ID = 'tab-heading-change-log';

const KIND_COLORS: Record<UserLogKind, string> = {
  Manual: '#DCEBFA',
  Auto: '#E8EAED',
  Cancels: '#FDE2E4',
};

// MUI's default unselected text is too light for WCAG AA on white; the selected one gets a tint.
const toggleSx = {
  px: 2,
  color: 'text.secondary',
  '&.Mui-selected, &.Mui-selected:hover': {
    color: 'primary.main',
    bgcolor: 'rgba(11, 209, 194, 0.22)',
    fontWeight: 600,
  },
} as const;

const FILTER_LABELS: Record<LogFilter, string> = {
  All: 'All',
  Auto: 'Automatic',
  Cancels: 'Cancellations',
  Manual: 'By staff',
};

export function ChangeLogTab({ studentId }: { studentId: string }) {
  const [params, setParams] = useSearchParams();
  const search = readChangeLogSearch(params);
  const { data, previousData, loading, error } = useQuery(USER_LOGS_QUERY, {
    variables: { studentId, logType: search.filter, pageQuery: pageQueryOf(search) },
  });
  const connection = (data ?? previousData)?.userLogs;
  const lines = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;
  const show = (next: ChangeLogSearch) =>
    setParams(writeChangeLogSearch(next), { preventScrollReset: true });

  return (
    <>
      <TabHeading
        id={HEADING_ID}
        title="Change log"
        intro="What happened to this student's record, newest first (Pacific time)."
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Show"
        value={search.filter}
        onChange={(_event, filter: LogFilter | null) =>
          filter && show({ ...search, filter, page: 0 })
        }
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {LOG_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter} sx={toggleSx}>
            {FILTER_LABELS[filter]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {connection
          ? pagingSummary(search, lines.length, total, { one: 'line', many: 'lines' })
          : 'Loading the change log…'}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label="Loading the change log" />}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The change log could not be loaded. {error.message}
        </Alert>
      )}
      {lines.length > 0 && (
        <Paper
          variant="outlined"
          component="ol"
          aria-labelledby={HEADING_ID}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {lines.map((line, index) => (
            <Box
              component="li"
              key={line.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '190px 1fr' },
                gap: { xs: 0.5, sm: 2 },
                px: 2,
                py: 1.5,
                borderTop: index === 0 ? undefined : '1px solid',
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={line.createdAt}>
                  {formatDate(line.createdAt, DATE_TIME_FORMAT)}
                </time>
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{line.message}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <Chip
                    size="small"
                    label={FILTER_LABELS[line.kind]}
                    sx={{ bgcolor: KIND_COLORS[line.kind], color: 'text.primary' }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {line.actor.name}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      <ListPagination
        paging={search}
        total={total}
        rowsName="lines"
        onChange={(paging) => show({ ...search, ...paging })}
      />
    </>
  );
}
