import { JOB_STATES } from '../../../domain/operations-states.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import {
  JOB_LIST_STATES,
  jobQueueNames,
  listJobRecords,
  retryJob,
  type JobRecord,
} from './job-monitor.service.ts';

const JobStateEnum = builder.enumType('JobState', {
  values: JOB_STATES,
  description: 'queued: waiting (first run or a retry); active: running; then failed or completed.',
});
const JobListStateEnum = builder.enumType('JobListState', { values: JOB_LIST_STATES });

const Job = builder.objectRef<JobRecord>('Job').implement({
  description: 'A background job of the pg-boss queue (kept 7 days after it finished).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The queue, e.g. send-transactional-email.' }),
    state: t.field({ type: JobStateEnum, resolve: (job) => job.state }),
    dataSummary: t.exposeString('dataSummary', {
      description: 'The payload as JSON, cut to 200 characters.',
    }),
    attempts: t.exposeInt('attempts', { description: 'Runs started so far.' }),
    retryLimit: t.exposeInt('retryLimit', { description: 'Retries allowed after the first run.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (job) => job.createdAt }),
    startedAt: t.field({ type: 'DateTime', nullable: true, resolve: (job) => job.startedAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (job) => job.completedAt }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'The last error (with its stack) of a failed job or one waiting to retry.',
    }),
  }),
});

const JobConnection = connectionOf('Job', Job);

builder.queryField('jobs', (t) =>
  t.field({
    type: JobConnection,
    description: 'Background jobs in one state, newest first; only one queue when `name` is given.',
    authScopes: { permission: 'jobs.manage' },
    args: {
      state: t.arg({ type: JobListStateEnum, required: true }),
      name: t.arg.string({ required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await listJobRecords(
        context.platform,
        { state: args.state, name: args.name ?? undefined },
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.queryField('jobQueueNames', (t) =>
  t.field({
    type: ['String'],
    description: 'The names of the job queues, for filtering `jobs`.',
    authScopes: { permission: 'jobs.manage' },
    resolve: (_root, _args, context) => jobQueueNames(context.platform),
  }),
);

builder.mutationField('retryJob', (t) =>
  t.field({
    type: Job,
    description: 'Queues a failed job for one more attempt (CONFLICT when it is not failed).',
    authScopes: { permission: 'jobs.manage' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => retryJob(context.platform, String(args.id)),
  }),
);
