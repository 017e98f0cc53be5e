// Jobs (Operations): pg-boss background jobs by state — queued, active, failed, completed — with
// their payload, attempts, times and the error of failed ones; a failed job can be retried.
// Every width shows a list of cards rather than a table: an error comes with its stack trace,
// which needs the full width and reads badly squeezed into a table cell.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { JOB_STATE_LABELS } from '../../../domain/operations-states.ts';
import type { JobListState } from '../../gql/graphql.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { choiceFilterOr } from '../../ui/list-address.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageQueryOf } from '../../ui/list-paging.ts';
import { pageOf } from '../../ui/list-results.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useListAddress } from '../../ui/use-list-address.ts';
import { JOBS_QUERY, RETRY_JOB_MUTATION } from './jobs.queries.ts';

const STATES = ['failed', 'queued', 'active', 'completed'] as const satisfies JobListState[];

/** ?state=completed; the failed jobs, which need a person, when absent. */
const JOBS_FILTERS = { state: choiceFilterOr<JobListState>(STATES, 'failed') };

const STATE_COLORS = { failed: 'error', completed: 'success' } as const;

const when = (value: string | null | undefined) =>
  value ? formatDate(value, DATE_TIME_FORMAT) : '—';

export function JobsPage() {
  const address = useListAddress(JOBS_FILTERS);
  const { state } = address.view;
  const { reportMutation } = useSnackbar();
  const query = useQuery(JOBS_QUERY, {
    variables: { state, pageQuery: pageQueryOf(address.view) },
    fetchPolicy: 'cache-and-network',
    // Queued and active jobs move on by themselves; keep those tabs current.
    pollInterval: state === 'queued' || state === 'active' ? 5_000 : 0,
  });
  const [retry, retryState] = useMutation(RETRY_JOB_MUTATION);
  const { rows: jobs, total } = pageOf((query.data ?? query.previousData)?.jobs);
  const stateLabel = JOB_STATE_LABELS[state].toLowerCase();

  async function retryJob(job: { id: string; name: string }) {
    const result = await reportMutation(retry({ variables: { id: job.id } }), {
      success: `${job.name} was queued again.`,
    });
    if (result) await query.refetch();
  }

  return (
    <>
      <ListPageHeader
        title="Jobs"
        description="Work the platform does in the background, such as sending email. Finished jobs are kept for 7 days."
      />
      <Tabs
        value={state}
        onChange={(_event, next: JobListState) => address.filter({ state: next })}
        aria-label="Job state"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {STATES.map((value) => (
          <Tab key={value} value={value} label={JOB_STATE_LABELS[value]} />
        ))}
      </Tabs>
      <PagedListResults
        heading={`${JOB_STATE_LABELS[state]} jobs`}
        noun={{ one: `${stateLabel} job`, many: `${stateLabel} jobs` }}
        query={query}
        rows={jobs}
        paging={address.view}
        total={total}
        onPage={address.page}
      >
        {/* Cards at every width: a failed job's stack trace needs the whole width. */}
        <CardList single>
          {jobs?.map((job) => (
            <RecordCard
              key={job.id}
              title={
                <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {job.name}
                </Box>
              }
              badges={
                <>
                  <Chip
                    size="small"
                    label={JOB_STATE_LABELS[job.state]}
                    color={
                      job.state === 'failed' || job.state === 'completed'
                        ? STATE_COLORS[job.state]
                        : 'default'
                    }
                  />
                  {job.state === 'failed' && (
                    <RowActions
                      name={`${job.name} job created ${when(job.createdAt)}`}
                      actions={[
                        {
                          label: 'Retry',
                          look: 'strong',
                          disabled: retryState.loading,
                          onClick: () => void retryJob(job),
                        },
                      ]}
                    />
                  )}
                </>
              }
            >
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
            </RecordCard>
          ))}
        </CardList>
      </PagedListResults>
    </>
  );
}
