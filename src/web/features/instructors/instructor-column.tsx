// One status column of the instructors list (Active, Inactive or Retired) with its own paging,
// kept in the address under its own key so both columns page independently.
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { INSTRUCTORS_QUERY } from './instructors.queries.ts';

export function InstructorColumn(props: {
  status: 'Active' | 'Inactive' | 'Retired';
  filters: {
    term: string | null;
    state: string | null;
    regionalManagerId: string | null;
    regionId: string | null;
  };
  pageKey: string;
}) {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params, props.pageKey, `${props.pageKey}Size`);
  const { data, previousData, loading, error, refetch } = useQuery(INSTRUCTORS_QUERY, {
    variables: { ...props.filters, status: [props.status], ...pageQueryOf(paging) },
  });
  const connection = (data ?? previousData)?.instructors;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;
  const headingId = `instructors-${props.status.toLowerCase()}`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <ListResultsStatus
        headingId={headingId}
        heading={props.status}
        summary={
          connection
            ? pagingSummary(paging, rows.length, total, { one: 'instructor', many: 'instructors' })
            : 'Loading instructors…'
        }
        loading={loading}
        rowsName="instructors"
        errorText="The instructors could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <Stack component="ul" aria-labelledby={headingId} spacing={1} sx={{ p: 0, m: 0 }}>
        {rows.map((instructor) => (
          <Paper
            key={instructor.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <Avatar src={instructor.portraitImage ?? undefined} alt="">
              {instructor.name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component={RouterLink}
                to={`/admin/instructors/${instructor.id}`}
                sx={{ fontWeight: 600, color: 'primary.main' }}
              >
                {instructor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[instructor.title, instructor.region?.name, instructor.usStateId]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Stack>
      <ListPagination
        paging={paging}
        total={total}
        rowsName="instructors"
        onChange={(next) =>
          setParams(
            writePaging(new URLSearchParams(params), next, props.pageKey, `${props.pageKey}Size`),
          )
        }
      />
    </Box>
  );
}
