// Jobs (Operations): pg-boss background jobs by state — queued, active, failed, completed — with
// their payload, attempts, times and the error of failed ones; a failed job can be retried.
// Every width shows a list of cards rather than a table: an error comes with its stack trace,
// which needs the full width and reads badly squeezed into a table cell.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import type { JobListState } from '../../gql/graphql.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { JOB_STATE_LABELS } from '../../../domain/operations-states.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { JOBS_QUERY, RETRY_JOB_MUTATION } from './jobs.queries.ts';

const STATES: { value: JobListState; label: string }[] = (
  ['failed', 'queued', 'active', 'completed'] as const
).map((value) => ({ value, label: JOB_STATE_LABELS[value] }));

const HEADING_ID = 'jobs-results';

export const readJobState = (params: URLSearchParams): JobListState =>
  STATES.find((state) => state.value === params.get('state'))?.value ?? 'failed';

const when = (value: string | null | undefined) =>
  value ? formatDate(value, DATE_TIME_FORMAT) : '—';

export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const state = readJobState(params);
  const paging = readPaging(params);
  const { reportMutation } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(JOBS_QUERY, {
    variables: { state, pageQuery: pageQueryOf(paging) },
    fetchPolicy: 'cache-and-network',
    // Queued and active jobs move on by themselves; keep those tabs current.
    pollInterval: state === 'queued' || state === 'active' ? 5_000 : 0,
  });
  const [retry, retryState] = useMutation(RETRY_JOB_MUTATION);
  const connection = (data ?? previousData)?.jobs;
  const jobs = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;
  const stateLabel = STATES.find((entry) => entry.value === state)!.label.toLowerCase();

  const show = (next: JobListState) => {
    const nextParams = new URLSearchParams();
    if (next !== 'failed') nextParams.set('state', next);
    setParams(nextParams, { preventScrollReset: true });
  };

  async function retryJob(job: { id: string; name: string }) {
    const result = await reportMutation(retry({ variables: { id: job.id } }), {
      success: `${job.name} was queued again.`,
    });
    if (result) await refetch();
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Jobs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Work the platform does in the background, such as sending email. Finished jobs are kept for
        7 days.
      </Typography>
      <Tabs
        value={state}
        onChange={(_event, next: JobListState) => show(next)}
        aria-label="Job state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {STATES.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} />
        ))}
      </Tabs>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading={`${STATES.find((entry) => entry.value === state)!.label} jobs`}
        summary={pagingSummary(paging, jobs.length, total, {
          one: `${stateLabel} job`,
          many: `${stateLabel} jobs`,
        })}
        loading={loading}
        rowsName="jobs"
        errorText="The jobs could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-labelledby={HEADING_ID}
      >
        {jobs.map((job) => (
          <li key={job.id}>
            <Card variant="outlined">
              <CardContent>
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
                >
                  <Typography
                    variant="h3"
                    sx={{
                      fontSize: '1.05rem',
                      fontFamily: 'monospace',
                      flexGrow: 1,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {job.name}
                  </Typography>
                  <Chip
                    size="small"
                    label={JOB_STATE_LABELS[job.state]}
                    color={
                      job.state === 'failed'
                        ? 'error'
                        : job.state === 'completed'
                          ? 'success'
                          : 'default'
                    }
                  />
                  {job.state === 'failed' && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={retryState.loading}
                      onClick={() => void retryJob(job)}
                      aria-label={`Retry ${job.name} job created ${when(job.createdAt)}`}
                    >
                      Retry
                    </Button>
                  )}
                </Box>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  <dt>Data</dt>
                  <dd>
                    <code>{job.dataSummary}</code>
                  </dd>
                  <dt>Attempts</dt>
                  <dd>
                    {job.attempts} of {job.retryLimit + 1}
                  </dd>
                  <dt>Created</dt>
                  <dd>{when(job.createdAt)}</dd>
                  <dt>Started</dt>
                  <dd>{when(job.startedAt)}</dd>
                  <dt>{job.state === 'failed' ? 'Failed' : 'Completed'}</dt>
                  <dd>{when(job.completedAt)}</dd>
                  <dt>Id</dt>
                  <dd>
                    <code>{job.id}</code>
                  </dd>
                </Box>
                {job.error && (
                  <Box
                    component="pre"
                    aria-label={`Error of ${job.name}`}
                    tabIndex={0}
                    sx={{
                      mt: 1,
                      mb: 0,
                      p: 1,
                      bgcolor: 'grey.100',
                      color: 'error.dark',
                      borderRadius: 1,
                      overflow: 'auto',
                      maxHeight: 200,
                      fontSize: '0.8rem',
                      whiteSpace: 'pre-wrap',
                    }}
                  >
                    {job.error}
                  </Box>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Stack>
      <ListPagination
        paging={paging}
        total={total}
        rowsName="jobs"
        onChange={(next) =>
          setParams(writePaging(new URLSearchParams(params), next), { preventScrollReset: true })
        }
      />
    </>
  );
}
